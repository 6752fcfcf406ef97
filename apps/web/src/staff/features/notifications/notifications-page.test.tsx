import type { DeliveryPage, DeliveryRow } from '@partner-portal/contract/notifications-api';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { showToast } from '../../../lib/toast';
import { jsonResponse, mockFetch, type FetchCall } from '../../../test/http';
import { CONSOLE_PATHS } from '../../app/console-paths';
import { startStaffSession } from '../../app/staff-session';
import { NotificationsPage } from './notifications-page';

afterEach(() => vi.unstubAllGlobals());

const ok = (data: unknown) => jsonResponse({ return_code: 0, return_message: 'OK', data });

const delivery = (id: number, extra: Partial<DeliveryRow> = {}): DeliveryRow => ({
  delivery_id: id,
  notification_id: 40 + id,
  kind: 'deposit.confirmed',
  partner_id: 12,
  partner_name: '한결인테리어',
  channel: 'alimtalk',
  status: 'sent',
  recipient_masked: '010-****-5678',
  answer: '카카오 알림톡 미가입 번호',
  fallback: 'sms',
  attempts: 1,
  created_at: '2026-11-02T01:00:00Z',
  sent_at: '2026-11-02T01:01:00Z',
  ...extra,
});

const ROWS = [
  delivery(5),
  delivery(4, {
    channel: 'email',
    status: 'failed',
    recipient_masked: 'h***@example.com',
    fallback: null,
    attempts: 5,
    sent_at: null,
    answer: '550 mailbox unavailable',
  }),
  delivery(3, {
    channel: 'push',
    recipient_masked: null,
    status: 'pending',
    answer: null,
    fallback: null,
    sent_at: null,
    attempts: 0,
  }),
];

function serve() {
  return mockFetch((call: FetchCall) => {
    if (call.method === 'POST') return ok(null);
    const page: DeliveryPage = { total: ROWS.length, page: 1, size: 20, rows: ROWS };
    return ok(page);
  });
}

function renderDesk(path: string = CONSOLE_PATHS.notifications) {
  const router = createMemoryRouter(
    [
      { path: CONSOLE_PATHS.notifications, element: <NotificationsPage /> },
      { path: CONSOLE_PATHS.partner, element: <h1>파트너 상세</h1> },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const searches = (calls: FetchCall[]) =>
  calls
    .filter((call) => call.method === 'GET')
    .map((call) => Object.fromEntries(new URL(call.url, 'http://portal').searchParams));

describe('staff console: 알림 발송 내역', () => {
  it('lists each delivery with its state, answer and fallback, the partner linked', async () => {
    startStaffSession('ops-token', 3600);
    const calls = serve();
    renderDesk();
    const row = await screen.findByRole('row', { name: /010-\*\*\*\*-5678/ });
    for (const text of [
      '무통장 입금 확인',
      '카카오 알림톡',
      '발송 완료',
      '카카오 알림톡 미가입 번호',
      'SMS',
      '2026.11.02 10:00',
      '2026.11.02 10:01',
    ])
      expect(within(row).getAllByText(text).length).toBeGreaterThan(0);
    expect(within(row).getByRole('link', { name: '한결인테리어' })).toHaveAttribute(
      'href',
      '/staff/partners/12',
    );
    const failed = screen.getByRole('row', { name: /h\*\*\*@example.com/ });
    expect(within(failed).getByText('실패')).toBeInTheDocument();
    // A delivery still on its way is not resent.
    const pending = screen.getByRole('row', { name: /대기/ });
    expect(within(pending).queryByRole('button', { name: '재발송' })).toBeNull();
    expect(calls[0]).toMatchObject({
      url: expect.stringMatching(/\/staff-api\/notifications\?page=1&size=20$/),
      headers: { Authorization: 'Bearer ops-token' },
    });
  });

  it('filters by event, channel and state, kept in the address', async () => {
    startStaffSession('ops-token', 3600);
    const calls = serve();
    const router = renderDesk(`${CONSOLE_PATHS.notifications}?partner_id=12`);
    await screen.findByRole('row', { name: /010-\*\*\*\*-5678/ });
    expect(screen.getByText(/파트너 12번의 알림만 보고 있습니다/)).toBeInTheDocument();
    const user = userEvent.setup();
    const choose = async (filter: string, option: string) => {
      await user.type(screen.getByRole('combobox', { name: filter }), option);
      await user.click(await screen.findByTitle(option));
    };
    await choose('알림 종류', '환불 완료');
    await choose('채널', '이메일');
    await choose('발송 상태', '실패');
    await waitFor(() =>
      expect(searches(calls).at(-1)).toEqual({
        kind: 'refund.completed',
        channel: 'email',
        status: 'failed',
        partner_id: '12',
        page: '1',
        size: '20',
      }),
    );
    expect(new URLSearchParams(router.state.location.search).get('status')).toBe('failed');
    await user.click(screen.getByRole('button', { name: '모든 파트너 보기' }));
    await waitFor(() => expect(searches(calls).at(-1)).not.toHaveProperty('partner_id'));
  });

  it('resends one only after reading back what goes to whom', async () => {
    startStaffSession('ops-token', 3600);
    const calls = serve();
    renderDesk();
    const failed = await screen.findByRole('row', { name: /h\*\*\*@example.com/ });
    const user = userEvent.setup();
    await user.click(within(failed).getByRole('button', { name: '재발송' }));
    // By role alone: under NODE_ENV=test antd gives the filters' selects and the dialog's title one id.
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('알림 재발송');
    expect(dialog).toHaveTextContent(
      '한결인테리어에게 ‘무통장 입금 확인’ 알림을 이메일로 다시 보냅니다. 받는 곳: h***@example.com',
    );
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: '재발송' }));
    await waitFor(() => expect(showToast).toHaveBeenCalledWith('success', '재발송을 요청했습니다.'));
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.url)).toEqual([
      expect.stringMatching(/\/staff-api\/notifications\/4\/resend$/),
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
