import type { OrderView } from '@partner-portal/contract/orders-api';
import { PATHS } from '@partner-portal/contract/routes';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch, signIn } from '../../test/http';
import { PaymentDetailPage } from './payment-detail-page';

afterEach(() => vi.unstubAllGlobals());

const refunded: OrderView = {
  order_no: 'P20261222AAAAAAAAAA',
  status: 'refunded',
  method: 'bank_transfer',
  goods_name: '부분시공 플랜',
  lines: [],
  supply_won: 190000,
  vat_won: 19000,
  total_won: 209000,
  refunded_won: 209000,
  quota: 0,
  created_at: '2026-12-21T01:00:00Z',
  paid_at: '2026-12-21T02:00:00Z',
  cancelled_at: '2026-12-22T01:00:00Z',
  card: null,
  receipt_url: null,
  failure_message: null,
  withdrawal: null,
  card_window: null,
  bank_transfer: null,
};

function renderDetail(order: OrderView) {
  signIn();
  mockFetch(() => jsonResponse({ return_code: 0, return_message: 'OK', data: order }));
  const router = createMemoryRouter([{ path: PATHS.paymentHistoryDetail, element: <PaymentDetailPage /> }], {
    initialEntries: [`/paymentHistory/detail/${order.order_no}`],
  });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('payment detail: a refund being processed', () => {
  it('shows the expected date (환불 예정일) while the refund is owed', async () => {
    renderDetail({ ...refunded, refund_due_on: '2026-12-28' });
    expect(await screen.findByText('환불 처리 중입니다. 환불 예정일: 2026.12.28')).toBeInTheDocument();
    expect(screen.getByText('환불 예정일')).toBeInTheDocument();
    expect(screen.getByText('환불 처리 중')).toBeInTheDocument();
    expect(screen.queryByText('환불 완료')).not.toBeInTheDocument();
  });

  it('shows no date once the refund is settled', async () => {
    renderDetail(refunded);
    expect(await screen.findByText('환불 완료')).toBeInTheDocument();
    expect(screen.queryByText(/환불 예정일/)).not.toBeInTheDocument();
  });
});
