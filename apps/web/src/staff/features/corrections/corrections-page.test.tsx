import type { CorrectionRow } from '@partner-portal/contract/follow-ups-api';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch } from '../../../test/http';
import { startStaffSession } from '../../app/staff-session';
import { CorrectionsPage } from './corrections-page';

afterEach(() => vi.unstubAllGlobals());

const ok = (data: unknown) => jsonResponse({ return_code: 0, return_message: 'OK', data });

const row: CorrectionRow = {
  request_id: 5,
  partner_id: 12,
  partner_name: '한결인테리어',
  item_code: 'biz',
  item_title: '사업자 정보',
  note: '사업자등록증의 상호와 등록된 상호가 다릅니다.',
  requested_at: '2026-11-02T01:00:00Z',
  deadline_on: '2026-12-02',
  days_left: 1,
  noticed_on: '2026-12-01',
};

function renderPage(entry = '/staff/corrections') {
  const router = createMemoryRouter([{ path: '/staff/corrections', element: <CorrectionsPage /> }], {
    initialEntries: [entry],
  });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('staff console: required-information corrections', () => {
  it('shows the partner before the suspension with the days left, and withdraws the request once corrected', async () => {
    startStaffSession('ops-token', 3600);
    const calls = mockFetch((call) => (call.method === 'POST' ? ok(null) : ok([row])));
    renderPage();
    const line = await screen.findByRole('row', { name: /한결인테리어/ });
    for (const text of ['2026.12.02', '1일 남음', '사업자 정보', '2026.12.01 발송'])
      expect(within(line).getByText(text)).toBeInTheDocument();
    expect(within(line).getByText('2026.12.02')).toHaveClass('console__urgent');
    await userEvent.click(within(line).getByRole('button', { name: '보완 확인 · 철회' }));
    await userEvent.type(screen.getByLabelText('철회 사유'), '상호 변경 확인');
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: '철회' }));
    expect(
      await screen.findByText('한결인테리어: 사업자 정보 보완 요청을 철회했습니다.'),
    ).toBeInTheDocument();
    const post = calls.find((c) => c.method === 'POST')!;
    expect(new URL(post.url, 'http://x').pathname).toBe('/staff-api/correction-requests/5/withdraw');
    expect(post.body).toEqual({ reason: '상호 변경 확인' });
  });

  it('opens a request for the partner of ?partner=, with the item and what is wrong', async () => {
    startStaffSession('ops-token', 3600);
    const calls = mockFetch((call) => (call.method === 'POST' ? ok(null) : ok([])));
    renderPage('/staff/corrections?partner=12');
    const dialog = await screen.findByRole('dialog', { name: '필수 정보 보완 요청' });
    expect(within(dialog).getByLabelText('파트너 번호')).toHaveValue('12');
    await userEvent.click(within(dialog).getByLabelText('보완할 항목'));
    await userEvent.click(await screen.findByTitle('정산 정보'));
    await userEvent.type(within(dialog).getByLabelText('보완 내용'), '정산 계좌 예금주가 다릅니다.');
    await userEvent.click(within(dialog).getByRole('button', { name: '보완 요청' }));
    expect(await screen.findByText('파트너 12에게 정산 정보 보완을 요청했습니다.')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({
      partner_id: 12,
      item_code: 'calculate',
      note: '정산 계좌 예금주가 다릅니다.',
    });
    expect(await screen.findByText('보완을 기다리는 파트너가 없습니다.')).toBeInTheDocument();
  });
});
