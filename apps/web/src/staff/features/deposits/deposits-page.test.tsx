import type { StaffOrderRow, StaffSlotHold } from '@partner-portal/contract/staff-api';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch } from '../../../test/http';
import { startStaffSession } from '../../app/staff-session';
import { DepositsPage } from './deposits-page';

afterEach(() => vi.unstubAllGlobals());

const ok = (data: unknown) => jsonResponse({ return_code: 0, return_message: 'OK', data });

const order: StaffOrderRow = {
  order_no: 'P20261102ABCDEFGHIJ',
  partner_id: 12,
  partner_name: '한결인테리어',
  status: 'awaiting_deposit',
  method: 'bank_transfer',
  goods_name: '상단노출 프리미엄 3개월',
  total_won: 891000,
  refunded_won: 0,
  created_at: '2026-11-02T01:00:00Z',
  expires_at: '2026-11-03T01:00:00Z',
  paid_at: null,
};
const hold: StaffSlotHold = {
  order_no: order.order_no,
  partner_id: 12,
  partner_name: '한결인테리어',
  product_name: '상단노출 프리미엄 3개월',
  pool: 'premium',
  region: { sido: '서울특별시', sigungu: '강남구' },
  months: ['2026-11', '2026-12', '2027-01', '2027-02'],
  held_since: '2026-11-02T01:00:00Z',
  held_until: '2026-11-03T01:00:00Z',
};

function renderPage() {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <DepositsPage />
    </QueryClientProvider>,
  );
}

describe('staff console: deposits desk', () => {
  it('shows which partner holds which ad slots while the deposit is awaited, and until when', async () => {
    startStaffSession('ops-token', 3600);
    const calls = mockFetch((call) => ok(call.url.includes('/orders/slot-holds') ? [hold] : [order]));
    renderPage();
    const held = screen.getByRole('region', { name: '입금 대기 중인 상단노출 자리' });
    const row = await within(held).findByRole('row', { name: /한결인테리어/ });
    for (const text of [
      'P20261102ABCDEFGHIJ',
      '상단노출 프리미엄 3개월',
      '서울 강남구 (프리미엄)',
      '2026.11 ~ 2027.02',
      '2026.11.02 10:00',
      '2026.11.03 10:00',
    ])
      expect(within(row).getByText(text)).toBeInTheDocument();
    expect(calls.map((c) => new URL(c.url, 'http://x').pathname)).toContain('/staff-api/orders/slot-holds');
  });

  it('says so when no transfer holds a slot', async () => {
    startStaffSession('ops-token', 3600);
    mockFetch((call) => ok(call.url.includes('/orders/slot-holds') ? [] : [order]));
    renderPage();
    expect(await screen.findByText('입금 대기로 맡아 둔 광고 자리가 없습니다.')).toBeInTheDocument();
  });
});
