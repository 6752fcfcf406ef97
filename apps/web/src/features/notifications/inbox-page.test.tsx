import type { Inbox, InboxItem } from '@partner-portal/contract/notifications-api';
import { PATHS } from '@partner-portal/contract/routes';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { showToast } from '../../lib/toast';
import { jsonResponse, mockFetch, signIn, type FetchCall } from '../../test/http';
import { InboxPage } from './inbox-page';

afterEach(() => vi.unstubAllGlobals());

const ok = (data: unknown) => jsonResponse({ return_code: 0, return_message: 'OK', data });

const item = (id: number, extra: Partial<InboxItem> = {}): InboxItem => ({
  notification_id: id,
  kind: 'refund.completed',
  title: `알림 ${id}`,
  text: `알림 ${id} 본문`,
  link: null,
  created_at: '2026-11-02T01:00:00Z',
  read: id % 2 === 0,
  ...extra,
});

/** 45 notifications, newest (45) first, the odd ones unread, until read one by one or all at once. */
function serve() {
  let allRead = false;
  const read = new Set<number>();
  return mockFetch((call: FetchCall) => {
    if (call.url.endsWith('/notifications/read')) {
      const body = call.body as { ids?: number[]; all?: boolean };
      allRead ||= body.all === true;
      body.ids?.forEach((id) => read.add(id));
      return ok({ unread: allRead ? 0 : 23 - read.size });
    }
    const query = new URL(call.url, 'http://portal').searchParams;
    const page = Number(query.get('page'));
    const size = Number(query.get('size'));
    const ids = Array.from({ length: 45 }, (_, i) => 45 - i).slice((page - 1) * size, page * size);
    const inbox: Inbox = {
      total: 45,
      unread: allRead ? 0 : 23 - read.size,
      page,
      size,
      items: ids.map((id) =>
        item(id, {
          ...(allRead || read.has(id) ? { read: true } : {}),
          ...(id === 45 ? { kind: 'deposit.confirmed', link: '/paymentHistory/detail/P2026A' } : {}),
        }),
      ),
    };
    return ok(inbox);
  });
}

function renderInbox(path = PATHS.notifications) {
  const router = createMemoryRouter(
    [
      { path: PATHS.notifications, element: <InboxPage /> },
      { path: PATHS.paymentHistoryDetail, element: <h1>결제 상세</h1> },
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

const rows = () => within(screen.getByRole('list', { name: '알림 목록' })).getAllByRole('listitem');
const inboxQueries = (calls: FetchCall[]) =>
  calls
    .filter((call) => call.method === 'GET')
    .map((call) => Object.fromEntries(new URL(call.url, 'http://portal').searchParams));

describe('the inbox', () => {
  it('shows the newest first, 20 a page, with the unread ones marked, and pages in the address', async () => {
    signIn();
    const calls = serve();
    const router = renderInbox();
    expect(await screen.findByText('알림 45 본문')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('읽지 않은 알림 23건');
    expect(rows()).toHaveLength(20);
    expect(within(rows()[0]!).getByRole('img', { name: '읽지 않음' })).toBeInTheDocument();
    expect(within(rows()[0]!).getByText('결제')).toBeInTheDocument();
    expect(within(rows()[1]!).queryByRole('img', { name: '읽지 않음' })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: '3' }));
    expect(await screen.findByText('알림 5 본문')).toBeInTheDocument();
    expect(rows()).toHaveLength(5);
    expect(router.state.location.search).toBe('?page=3');
    expect(inboxQueries(calls)).toEqual([
      { page: '1', size: '20', unread_only: 'false' },
      { page: '3', size: '20', unread_only: 'false' },
    ]);
  });

  it('opens a notification’s screen and marks it read; one without a screen is marked read where it is', async () => {
    signIn();
    const calls = serve();
    const router = renderInbox();
    const withoutScreen = await screen.findByRole('button', { name: /알림 43/ });
    await userEvent.click(withoutScreen);
    await waitFor(() => expect(within(withoutScreen).queryByRole('img', { name: '읽지 않음' })).toBeNull());
    expect(router.state.location.pathname).toBe(PATHS.notifications);
    await userEvent.click(screen.getByRole('link', { name: /알림 45/ }));
    expect(await screen.findByRole('heading', { name: '결제 상세' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/paymentHistory/detail/P2026A');
    await waitFor(() =>
      expect(calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([
        { ids: [43] },
        { ids: [45] },
      ]),
    );
  });

  it('marks every notification read with 모두 읽음', async () => {
    signIn();
    const calls = serve();
    renderInbox();
    const markAll = await screen.findByRole('button', { name: '모두 읽음' });
    await userEvent.click(markAll);
    await waitFor(() => expect(screen.queryAllByRole('img', { name: '읽지 않음' })).toHaveLength(0));
    expect(screen.getByRole('status')).toHaveTextContent('읽지 않은 알림 0건');
    expect(markAll).toBeDisabled();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ all: true });
    expect(showToast).toHaveBeenCalledWith('success', '모든 알림을 읽음으로 표시했습니다.');
  });

  it('says when there is nothing yet, and offers a retry when the inbox fails', async () => {
    signIn();
    mockFetch(() => ok({ total: 0, unread: 0, page: 1, size: 20, items: [] } satisfies Inbox));
    renderInbox();
    expect(await screen.findByText('받은 알림이 없습니다.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '모두 읽음' })).toBeDisabled();
    vi.unstubAllGlobals();
    mockFetch(() => jsonResponse({ code: 50000, message: '오류' }, 500));
    renderInbox();
    expect(await screen.findByText('알림을 불러오지 못했습니다.')).toBeInTheDocument();
  });
});
