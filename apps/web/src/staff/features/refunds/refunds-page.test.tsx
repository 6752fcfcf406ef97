import type { RefundRow } from '@partner-portal/contract/follow-ups-api';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch } from '../../../test/http';
import { startStaffSession } from '../../app/staff-session';
import { RefundsPage } from './refunds-page';

afterEach(() => vi.unstubAllGlobals());

const ok = (data: unknown) => jsonResponse({ return_code: 0, return_message: 'OK', data });

const refund = (over: Partial<RefundRow>): RefundRow => ({
  refund_id: 1,
  order_no: 'P20261222AAAAAAAAAA',
  partner_id: 12,
  partner_name: '한결인테리어',
  method: 'bank_transfer',
  goods_name: '베이직',
  amount_won: 330000,
  reason: '계약 해지 환불',
  requested_at: '2026-12-22T01:00:00Z',
  due_on: '2026-12-28',
  settled_at: null,
  due_state: 'open',
  ...over,
});

function renderPage(entry = '/staff/refunds') {
  const router = createMemoryRouter([{ path: '/staff/refunds', element: <RefundsPage /> }], {
    initialEntries: [entry],
  });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('staff console: refunds desk', () => {
  it('shows each refund with its due date, and which are late or due today', async () => {
    startStaffSession('ops-token', 3600);
    mockFetch(() =>
      ok([
        refund({ refund_id: 1, order_no: 'P1LATE', due_on: '2026-12-28', due_state: 'late' }),
        refund({ refund_id: 2, order_no: 'P2TODAY', due_on: '2026-12-29', due_state: 'due_today' }),
        refund({ refund_id: 3, order_no: 'P3OPEN', due_on: '2026-12-31', due_state: 'open' }),
      ]),
    );
    renderPage();
    const late = await screen.findByRole('row', { name: /P1LATE/ });
    expect(within(late).getByText('2026.12.28')).toHaveClass('console__urgent');
    expect(within(late).getByText('기한 지남')).toBeInTheDocument();
    expect(within(screen.getByRole('row', { name: /P2TODAY/ })).getByText('오늘 기한')).toBeInTheDocument();
    const open = screen.getByRole('row', { name: /P3OPEN/ });
    expect(within(open).getByText('2026.12.31')).not.toHaveClass('console__urgent');
    expect(within(open).getByText('처리 중')).toBeInTheDocument();
  });

  it('asks for what is due or late under 기한 임박/지연, and records a transfer sent with its note', async () => {
    startStaffSession('ops-token', 3600);
    const calls = mockFetch((call) =>
      call.method === 'POST' ? ok(null) : ok([refund({ due_state: 'late', due_on: '2026-12-28' })]),
    );
    renderPage();
    await userEvent.click(await screen.findByText('기한 임박/지연'));
    await vi.waitFor(() => expect(calls.some((c) => c.url.includes('filter=urgent'))).toBe(true));
    await userEvent.click(await screen.findByRole('button', { name: '송금 완료' }));
    await userEvent.type(screen.getByLabelText('송금 내용'), '국민은행 한결 송금');
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: '송금 완료' }));
    expect(await screen.findByText('P20261222AAAAAAAAAA: 환불 송금을 기록했습니다.')).toBeInTheDocument();
    const post = calls.find((c) => c.method === 'POST')!;
    expect(new URL(post.url, 'http://x').pathname).toBe('/staff-api/refunds/1/settle');
    expect(post.body).toEqual({ note: '국민은행 한결 송금' });
  });
});
