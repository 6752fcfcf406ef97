import type { StaffRenewalRow } from '@partner-portal/contract/staff-api';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch } from '../../../test/http';
import { startStaffSession } from '../../app/staff-session';
import { RenewalsPage } from './renewals-page';

afterEach(() => vi.unstubAllGlobals());

const ok = (data: unknown) => jsonResponse({ return_code: 0, return_message: 'OK', data });

const pastDue: StaffRenewalRow = {
  invoice_no: 41,
  subscription_no: 7,
  name: '스탠다드',
  period_start: '2027-03-01',
  period_end: '2027-03-31',
  amount_won: 869_000,
  status: 'open',
  order_no: 'R20270301ABCDEF',
  attempts: [
    {
      attempted_at: '2027-03-01T06:00:00+09:00',
      card_alias: '법인카드',
      card_number: '941002******0001',
      outcome: 'soft_decline',
      message: '카드사 실패 응답(잔액부족)',
    },
  ],
  partner_id: 3,
  partner_name: '한빛인테리어',
  subscription_status: 'past_due',
  rounds: 1,
  next_attempt_at: '2027-03-02T06:00:00+09:00',
};

function renderPage() {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RenewalsPage />
    </QueryClientProvider>,
  );
}

describe('staff console: failed renewals', () => {
  it('lists a past-due renewal with its retries and, expanded, every charge tried', async () => {
    startStaffSession('staff-token', 3600);
    const calls = mockFetch(() => ok([pastDue]));
    renderPage();
    const row = await screen.findByRole('row', { name: /한빛인테리어/ });
    expect(row).toHaveTextContent('869,000원');
    expect(row).toHaveTextContent('결제 지연 (재시도 중)');
    expect(row).toHaveTextContent('1/4회 · 다음 2027.03.02 06:00');
    expect(calls[0]).toMatchObject({ headers: { Authorization: 'Bearer staff-token' } });
    await userEvent.setup().click(within(row).getByRole('button', { name: /펼치기|Expand row/ }));
    expect(await screen.findByRole('list', { name: '청구 41 결제 시도' })).toHaveTextContent(
      '법인카드 941002******0001 · 승인 거절 (재시도): 카드사 실패 응답(잔액부족)',
    );
  });

  it('ends a renewal only with a reason, after a confirmation, and says what happened', async () => {
    startStaffSession('staff-token', 3600);
    let ended = false;
    const calls = mockFetch((call) => {
      if (call.url.endsWith('/renewals/41/end')) ended = true;
      return call.method === 'POST'
        ? ok({ ...pastDue, status: 'uncollectible', subscription_status: 'unpaid' })
        : ok(ended ? [] : [pastDue]);
    });
    renderPage();
    const user = userEvent.setup();
    const row = await screen.findByRole('row', { name: /한빛인테리어/ });
    await user.click(within(row).getByRole('button', { name: '종료' }));
    const dialog = await screen.findByRole('dialog', { name: '정기결제 종료 (청구 41)' });
    const confirm = within(dialog).getByRole('button', { name: '종료' });
    expect(confirm).toBeDisabled();
    await user.type(within(dialog).getByLabelText('종료 사유'), '파트너 요청으로 종료');
    await user.click(confirm);
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'POST')).toMatchObject({
        url: expect.stringContaining('/staff-api/renewals/41/end'),
        body: { reason: '파트너 요청으로 종료' },
      }),
    );
    expect(await screen.findByRole('status')).toHaveTextContent('청구 41: 정기결제를 종료했습니다.');
    expect(await screen.findByText('결제에 실패한 정기결제가 없습니다.')).toBeInTheDocument();
  });
});
