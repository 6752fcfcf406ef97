import type { Inbox, InboxItem } from '@partner-portal/contract/notifications-api';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch, signIn, type FetchCall } from '../../test/http';
import { NotificationBell } from './notification-bell';

afterEach(() => vi.unstubAllGlobals());

const ok = (data: unknown) => jsonResponse({ return_code: 0, return_message: 'OK', data });

const inboxItem = (id: number, title: string, extra: Partial<InboxItem> = {}): InboxItem => ({
  notification_id: id,
  kind: 'deposit.confirmed',
  title,
  text: `${title} 본문`,
  link: null,
  created_at: '2026-11-02T01:00:00Z',
  read: false,
  ...extra,
});

const ITEMS = [
  inboxItem(3, '무통장 입금 확인', { link: '/paymentHistory/detail/P2026A' }),
  inboxItem(2, '새 브라우저에서 로그인', { kind: 'security.new_sign_in' }),
  inboxItem(1, '중요 공지사항', { read: true }),
];

/** The inbox as the server would answer it, and the read call with the count left. */
function serve() {
  let unread = 2;
  return mockFetch((call: FetchCall) => {
    if (call.url.endsWith('/notifications/read')) {
      unread -= 1;
      return ok({ unread });
    }
    const inbox: Inbox = { total: 3, unread, page: 1, size: 5, items: ITEMS };
    return ok(inbox);
  });
}

/** The bell in a top bar over the pages, as the main layout has it. */
function renderBell() {
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <NotificationBell />
            <Outlet />
          </>
        ),
        children: [
          { path: '/intro', element: <h1>홈</h1> },
          { path: '/paymentHistory/detail/:orderNo', element: <h1>결제 상세</h1> },
          { path: '/notifications', element: <h1>알림함 화면</h1> },
        ],
      },
    ],
    { initialEntries: ['/intro'] },
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

describe('the notification bell', () => {
  it('counts the unread notifications from the inbox’s newest five', async () => {
    signIn();
    const calls = serve();
    renderBell();
    expect(await screen.findByRole('button', { name: '알림 2건' })).toBeInTheDocument();
    expect(new URL(calls[0]!.url, 'http://portal')).toMatchObject({
      pathname: '/partner-api/authapi/notifications',
      search: '?page=1&size=5&unread_only=false',
    });
  });

  it('lists the newest, unread ones marked, and links to the inbox', async () => {
    signIn();
    serve();
    renderBell();
    const user = userEvent.setup();
    const bell = await screen.findByRole('button', { name: '알림 2건' });
    expect(bell).toHaveAttribute('aria-expanded', 'false');
    await user.click(bell);
    expect(bell).toHaveAttribute('aria-expanded', 'true');
    const list = screen.getByRole('list', { name: '최근 알림' });
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      expect.stringContaining('무통장 입금 확인'),
      expect.stringContaining('새 브라우저에서 로그인'),
      expect.stringContaining('중요 공지사항'),
    ]);
    expect(within(links[0]!).getByRole('img', { name: '읽지 않음' })).toBeInTheDocument();
    expect(within(links[2]!).queryByRole('img', { name: '읽지 않음' })).toBeNull();
    // Without a screen of its own, a notification opens the inbox.
    expect(links[1]).toHaveAttribute('href', '/notifications');
    expect(screen.getByRole('link', { name: '전체 보기' })).toHaveAttribute('href', '/notifications');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('list', { name: '최근 알림' })).toBeNull();
    expect(bell).toHaveFocus();
  });

  it('marks a notification read when it is opened, goes to its screen, and counts one less', async () => {
    signIn();
    const calls = serve();
    const router = renderBell();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '알림 2건' }));
    await user.click(screen.getByRole('link', { name: /무통장 입금 확인/ }));
    expect(await screen.findByRole('heading', { name: '결제 상세' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/paymentHistory/detail/P2026A');
    expect(screen.queryByRole('list', { name: '최근 알림' })).toBeNull();
    expect(await screen.findByRole('button', { name: '알림 1건' })).toBeInTheDocument();
    await waitFor(() =>
      expect(calls.filter((call) => call.method === 'POST')).toEqual([
        expect.objectContaining({ url: expect.stringMatching(/\/notifications\/read$/), body: { ids: [3] } }),
      ]),
    );
  });
});
