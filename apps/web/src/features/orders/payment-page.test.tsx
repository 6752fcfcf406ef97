import type { OrderLine, PriceBreakdown, QuotedLine } from '@partner-portal/contract/orders-api';
import { PATHS } from '@partner-portal/contract/routes';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch, signIn } from '../../test/http';
import { PriceLines } from './order-parts';
import { PaymentPage } from './payment-page';

afterEach(() => vi.unstubAllGlobals());

const ok = (data: unknown) => jsonResponse({ return_code: 0, return_message: 'OK', data });

const line = (over: Partial<QuotedLine> = {}): QuotedLine => ({
  product_key: 'MONTHLY_BASIC',
  name: '베이직',
  region: null,
  period_months: 1,
  supply_won: 490_000,
  vat_won: 49_000,
  total_won: 539_000,
  period: { start: '2026-12-02', end: '2027-01-01', held: null, replaces: null },
  ...over,
});

function renderPayment(lines: QuotedLine[]) {
  signIn();
  const breakdown: PriceBreakdown = {
    lines,
    supply_won: 490_000,
    vat_won: 49_000,
    total_won: 539_000,
    installment_months: [2, 3],
  };
  mockFetch((call) =>
    call.url.includes('/invoice/get')
      ? ok({
          application_no: 7,
          items: lines.map((l) => ({ product_key: l.product_key, region: null })),
          applied_at: '2026-11-02T01:00:00.000Z',
        })
      : call.url.includes('/breakdown/get')
        ? ok(breakdown)
        : ok({ periodic_payment: false }),
  );
  const router = createMemoryRouter([{ path: PATHS.payment, element: <PaymentPage /> }], {
    initialEntries: [PATHS.payment],
  });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('payment page periods', () => {
  it('shows the period held and the new one before payment, the new one after it', async () => {
    renderPayment([
      line({
        period: {
          start: '2026-12-02',
          end: '2027-01-01',
          held: { name: '베이직', start: '2026-11-02', end: '2026-12-01' },
          replaces: null,
        },
      }),
    ]);
    const periods = (await screen.findByText('이용 중인 기간')).closest('dl')!;
    expect(periods).toHaveTextContent('이용 중인 기간2026.11.02 ~ 2026.12.01');
    expect(periods).toHaveTextContent('새 이용 기간2026.12.02 ~ 2027.01.01');
    expect(screen.queryByText(/현재 플랜을 대체합니다/)).not.toBeInTheDocument();
    expect(screen.getByText(/이용 기간이 끝난 다음 날부터 새 기간이 시작됩니다/)).toBeInTheDocument();
  });

  it('says another plan of the lane replaces the current one at the end of its period', async () => {
    renderPayment([
      line({
        product_key: 'MONTHLY_PREMIUM',
        name: '프리미엄',
        period: {
          start: '2026-12-02',
          end: '2027-01-01',
          held: { name: '베이직', start: '2026-11-02', end: '2026-12-01' },
          replaces: { subscription_no: 3, name: '베이직', end: '2026-12-01' },
        },
      }),
    ]);
    expect(
      await screen.findByText('현재 플랜을 대체합니다 (베이직 2026.12.01까지 이용)'),
    ).toBeInTheDocument();
  });

  it('shows only the new period when nothing is held', async () => {
    renderPayment([line({ period: { start: '2026-11-02', end: '2026-12-01', held: null, replaces: null } })]);
    const periods = (await screen.findByText('새 이용 기간')).closest('dl')!;
    expect(periods).toHaveTextContent('새 이용 기간2026.11.02 ~ 2026.12.01');
    expect(screen.queryByText('이용 중인 기간')).not.toBeInTheDocument();
  });
});

describe('order lines', () => {
  it('show each paid line’s period, and none while unpaid', () => {
    const { period: _p, ...priced } = line();
    const lines: OrderLine[] = [
      { ...priced, period_start: '2026-12-02', period_end: '2027-01-01' },
      { ...priced, product_key: 'PARTIAL_MONTHLY', name: '부분시공', period_start: null, period_end: null },
    ];
    render(<PriceLines lines={lines} />);
    expect(screen.getByText('베이직').closest('td')).toHaveTextContent('이용 기간2026.12.02 ~ 2027.01.01');
    expect(screen.getByText('부분시공').closest('td')).not.toHaveTextContent('이용 기간');
  });
});
