import type { StaffAccount } from '@partner-portal/contract/staff-api';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch } from '../../../test/http';
import { startStaffSession } from '../../app/staff-session';
import { AccountsPage } from './accounts-page';

afterEach(() => vi.unstubAllGlobals());

const ok = (data: unknown) => jsonResponse({ return_code: 0, return_message: 'OK', data });
const kim: StaffAccount = {
  member_no: 5,
  member_id: 'kim_ops',
  name: '김운영',
  roles: ['operations'],
  enrolled_at: '2026-11-20T01:00:00Z',
  disabled_at: null,
  created_at: '2026-11-19T01:00:00Z',
};

function renderPage() {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <AccountsPage />
    </QueryClientProvider>,
  );
}

describe('staff console: staff accounts', () => {
  it('creates an account with its roles and shows the enrolment link once', async () => {
    startStaffSession('admin-token', 3600);
    const calls = mockFetch((call) => {
      if (call.method === 'POST')
        return ok({
          member_no: 6,
          enrolment_path: '/staff/enrol?token=abcdefghijklmnopqrstuvwxyz',
          expires_at: '2026-11-21T01:00:00Z',
        });
      return ok(call.url.includes('automation-tokens') ? [] : [kim]);
    });
    renderPage();
    const user = userEvent.setup();
    expect(await screen.findByRole('row', { name: /kim_ops/ })).toHaveTextContent('사용 중');
    await user.click(screen.getByRole('button', { name: '직원 계정 만들기' }));
    const dialog = await screen.findByRole('dialog', { name: '직원 계정 만들기' });
    await user.type(within(dialog).getByLabelText('아이디'), 'lee_content');
    await user.type(within(dialog).getByLabelText('이름'), '이콘텐츠');
    await user.click(within(dialog).getByRole('checkbox', { name: '콘텐츠' }));
    await user.click(within(dialog).getByRole('button', { name: '만들기' }));
    const shown = await screen.findByRole('dialog', { name: '등록 링크' });
    expect(within(shown).getByLabelText('등록 링크')).toHaveTextContent(
      `${window.location.origin}/staff/enrol?token=abcdefghijklmnopqrstuvwxyz`,
    );
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({
      url: expect.stringContaining('/staff-api/accounts'),
      body: { member_id: 'lee_content', name: '이콘텐츠', roles: ['content'] },
    });
    await user.click(within(shown).getByRole('button', { name: '확인' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '등록 링크' })).not.toBeInTheDocument());
  });

  it('disables an account only after reading back whose it is', async () => {
    startStaffSession('admin-token', 3600);
    const calls = mockFetch((call) =>
      call.method === 'POST'
        ? ok({ ...kim, disabled_at: '2026-11-20T02:00:00Z' })
        : ok(call.url.includes('automation-tokens') ? [] : [kim]),
    );
    renderPage();
    const user = userEvent.setup();
    const row = await screen.findByRole('row', { name: /kim_ops/ });
    await user.click(within(row).getByRole('button', { name: '사용 중지' }));
    expect(await screen.findByText(/김운영 \(kim_ops\) 계정을 중지할까요\?/)).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    const confirm = screen.getAllByRole('button', { name: '사용 중지' }).at(-1)!;
    await user.click(confirm);
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')?.url).toContain('/staff-api/accounts/5/disable'),
    );
  });
});
