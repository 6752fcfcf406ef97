import { PATHS } from '@partner-portal/contract/routes';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { atInstantIn } from '../../test/clock';
import { jsonResponse, mockFetch, signIn, type FetchCall } from '../../test/http';
import { PaymentHistoryPage } from './payment-history-page';

afterEach(() => vi.unstubAllGlobals());

const EMPTY_PAGE = { return_code: 0, return_message: 'OK', data: { items: [], total: 0, page: 1, size: 20 } };

function renderHistory(
  answer: (call: FetchCall) => Promise<Response>,
  entry: string = PATHS.paymentHistoryList,
) {
  signIn();
  mockFetch(answer);
  const router = createMemoryRouter(
    [
      { path: PATHS.paymentHistoryList, element: <PaymentHistoryPage /> },
      { path: PATHS.paymentPlan, element: <h1>요금제 안내</h1> },
    ],
    { initialEntries: [entry] },
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('payment history page', () => {
  it('never says "no payments" while the first page is still loading', { timeout: 60_000 }, async () => {
    let answer!: (response: Response) => void;
    renderHistory(() => new Promise((resolve) => (answer = resolve)));
    await screen.findByRole('table');
    expect(screen.queryByText(/결제 내역이 없습니다/)).not.toBeInTheDocument();

    answer(jsonResponse(EMPTY_PAGE));
    expect(await screen.findByText(/아직 결제 내역이 없습니다/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '요금제 보러 가기' }));
    expect(await screen.findByRole('heading', { name: '요금제 안내' })).toBeInTheDocument();
  });

  it('offers to clear the filters when none of the payments match them', async () => {
    renderHistory(async () => jsonResponse(EMPTY_PAGE), `${PATHS.paymentHistoryList}?status=refunded`);
    expect(await screen.findByText('조건에 맞는 결제 내역이 없습니다.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '조건 초기화' }));
    expect(await screen.findByText(/아직 결제 내역이 없습니다/)).toBeInTheDocument();
  });

  it('lists a page of orders with their total, and asks for the next page from the pager', async () => {
    const order = (n: number) => ({
      order_no: `P2026112800000${n}`,
      goods_name: n === 1 ? '베이직' : '스탠다드',
      status: 'paid',
      method: 'card',
      supply_won: 290_000,
      vat_won: 29_000,
      total_won: 319_000,
      refunded_won: 0,
      quota: 0,
      created_at: '2026-11-28T01:00:00Z',
      paid_at: '2026-11-28T01:00:00Z',
      cancelled_at: null,
      card: null,
      receipt_url: null,
      failure_message: null,
    });
    const pages: string[] = [];
    renderHistory(async (call) => {
      const page = new URL(call.url, 'http://portal').searchParams.get('page') ?? '1';
      pages.push(page);
      return jsonResponse({
        ...EMPTY_PAGE,
        data: { items: [order(Number(page))], total: 45, page: Number(page), size: 20 },
      });
    });
    expect(await screen.findByRole('link', { name: '베이직' })).toHaveAttribute(
      'href',
      '/paymentHistory/detail/P20261128000001',
    );
    expect(screen.getByText('총 45건')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '2' }));
    expect(await screen.findByRole('link', { name: '스탠다드' })).toBeInTheDocument();
    expect(pages).toContain('2');
  });

  it('asks for the orders of the period and status chosen, and a day range the calendar allows', async () => {
    const asked: URLSearchParams[] = [];
    renderHistory(async (call) => {
      asked.push(new URL(call.url, 'http://portal').searchParams);
      return jsonResponse(EMPTY_PAGE);
    });
    await screen.findByText(/아직 결제 내역이 없습니다/);
    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: '3개월' }));
    await screen.findByText('조건에 맞는 결제 내역이 없습니다.');
    const from = screen.getByLabelText('시작일');
    const to = screen.getByLabelText('종료일');
    expect(from).toHaveValue(asked.at(-1)!.get('from'));
    expect(to).toHaveValue(asked.at(-1)!.get('to'));
    // Each end of the range bounds the other in the browser's calendar.
    expect(from).toHaveAttribute('max', asked.at(-1)!.get('to'));
    expect(to).toHaveAttribute('min', asked.at(-1)!.get('from'));

    fireEvent.change(from, { target: { value: '2026-01-05' } });
    // A date typed by hand is no longer one of the preset periods.
    await vi.waitFor(() => expect(asked.at(-1)!.get('from')).toBe('2026-01-05'));
    expect(screen.getByRole('radio', { name: '3개월' })).not.toBeChecked();

    await user.selectOptions(screen.getByRole('combobox', { name: '상태' }), '환불 완료');
    await vi.waitFor(() => expect(asked.at(-1)!.get('status')).toBe('refunded'));
    expect(asked.at(-1)!.get('from')).toBe('2026-01-05');
  });

  it('ends a preset period on today in Korea, whatever the time zone it runs in', async () => {
    // 01:30 on 29 November in Seoul is still the 28th in UTC, where the server renders this page.
    await atInstantIn('UTC', '2026-11-28T16:30:00Z', async () => {
      const asked: URLSearchParams[] = [];
      renderHistory(async (call) => {
        asked.push(new URL(call.url, 'http://portal').searchParams);
        return jsonResponse(EMPTY_PAGE);
      });
      await screen.findByText(/아직 결제 내역이 없습니다/);
      await userEvent.setup().click(screen.getByRole('radio', { name: '1개월' }));
      await vi.waitFor(() => expect(asked.at(-1)!.get('to')).toBe('2026-11-29'));
      expect(asked.at(-1)!.get('from')).toBe('2026-10-29');
      // Read back from the address as the same period.
      expect(screen.getByRole('radio', { name: '1개월' })).toBeChecked();
    });
  });

  it('asks for the list of the address it will show before it renders', async () => {
    signIn();
    const asked: string[] = [];
    mockFetch(async (call) => {
      asked.push(call.url);
      return jsonResponse(EMPTY_PAGE);
    });
    PaymentHistoryPage.prefetch('?status=refunded&size=50&page=bogus');
    await vi.waitFor(() => expect(asked).toHaveLength(1));
    const params = new URL(asked[0]!, 'http://portal').searchParams;
    expect(Object.fromEntries(params)).toEqual({ status: 'refunded', size: '50', page: '1' });
  });
});
