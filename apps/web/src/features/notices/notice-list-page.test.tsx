import type { NoticeItem, NoticeList } from '@partner-portal/contract/content-api';
import { PATHS } from '@partner-portal/contract/routes';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readCookie } from '../../lib/cookies';
import { jsonResponse, mockFetch, signIn, type FetchCall } from '../../test/http';
import { NoticeListPage, pageFromParam } from './notice-list-page';

afterEach(() => vi.unstubAllGlobals());

/** The first render loads antd. */
const SLOW = { timeout: 8000 };
const ok = (data: unknown) => jsonResponse({ return_code: 0, return_message: 'OK', data });
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();

const notice = (no: number, title: string, extra: Partial<NoticeItem> = {}): NoticeItem => ({
  article_no: no,
  title,
  body: `<p>${title} 본문</p><img src="x" onerror="alert(1)"><a href="https://example.com/guide">안내서</a>`,
  pinned: false,
  create_date: daysAgo(30),
  view_count: 10,
  attachments: [],
  ...extra,
});

const NOTICES = [
  notice(1, '[필독] 운영 정책', { pinned: true, create_date: daysAgo(100) }),
  notice(9, '가격 조정 안내', { create_date: daysAgo(2) }),
  notice(8, '연휴 운영 시간', {
    create_date: daysAgo(20),
    attachments: [{ name: '운영표.pdf', url: '/uploads/a.pdf' }],
  }),
];

function serve(list: NoticeItem[] = NOTICES, total = list.length) {
  return mockFetch((call: FetchCall) => {
    if (call.url.includes('/update-view/')) {
      const no = Number(call.url.split('/update-view/')[1]);
      return ok({ article_no: no, view_count: 11 });
    }
    const page: NoticeList = { total_count: total, page_index: 0, page_size: 20, list };
    return ok(page);
  });
}

function renderPage(path: string) {
  const router = createMemoryRouter(
    [
      { path: PATHS.notice, element: <NoticeListPage /> },
      { path: PATHS.noticeView, element: <NoticeListPage /> },
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

const listQueries = (calls: FetchCall[]) =>
  calls
    .filter((c) => c.url.includes('/partner_notice/list'))
    .map((c) => Object.fromEntries(new URL(c.url, 'http://portal').searchParams));

describe('notice list', () => {
  it('reads the 1-based page of the address', () => {
    expect(pageFromParam(undefined)).toBe(1);
    expect(pageFromParam('3')).toBe(3);
    expect(pageFromParam('0')).toBe(1);
    expect(pageFromParam('x')).toBe(1);
  });

  it('asks for page − 1, shows pinned and new marks, and clears the notice badge', async () => {
    signIn();
    const calls = serve();
    renderPage('/notice/2?keyword=안내');
    expect(await screen.findByRole('button', { name: /가격 조정 안내/ }, SLOW)).toBeInTheDocument();
    expect(listQueries(calls)).toContainEqual({ page_index: '1', page_size: '20', keyword: '안내' });
    expect(screen.getByRole('button', { name: /운영 정책/ })).toHaveTextContent('공지');
    expect(screen.getByRole('button', { name: /가격 조정 안내/ })).toHaveTextContent('새 글');
    expect(screen.getByRole('button', { name: /연휴 운영 시간/ })).not.toHaveTextContent('새 글');
    await waitFor(() => expect(readCookie('newEventStatus')).toContain('notice:9'));
  });

  it('opens a notice in place with safe rich text, counts the view, and closes it again', async () => {
    signIn();
    const calls = serve();
    const router = renderPage('/notice');
    const row = await screen.findByRole('button', { name: /연휴 운영 시간/ }, SLOW);
    expect(row).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(row);
    expect(row).toHaveAttribute('aria-expanded', 'true');
    const body = await screen.findByRole('region', { name: '연휴 운영 시간' });
    expect(await within(body).findByText('연휴 운영 시간 본문')).toBeInTheDocument();
    expect(body.innerHTML).not.toMatch(/onerror/);
    expect(within(body).getByRole('link', { name: '안내서' })).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(body).getByRole('link', { name: /운영표.pdf/ })).toHaveAttribute('href', '/uploads/a.pdf');
    expect(await within(body).findByText('조회 11')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.url)).toEqual([
      expect.stringContaining('/authapi/article/partner_notice/update-view/8'),
    ]);
    expect(router.state.location).toMatchObject({ pathname: '/notice', search: '?id=8' });
    await userEvent.click(row);
    expect(row).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens the notice a link names (/notice/1?id=…)', async () => {
    signIn();
    serve();
    renderPage('/notice/1?id=9');
    expect(await screen.findByRole('region', { name: '가격 조정 안내' })).toBeInTheDocument();
  });

  it('says when nothing matches the search, and offers a retry when the list fails', async () => {
    signIn();
    serve([]);
    renderPage('/notice?keyword=없는말');
    expect(await screen.findByText("'없는말'이 제목에 들어간 공지가 없습니다.")).toBeInTheDocument();
    vi.unstubAllGlobals();
    mockFetch(() => jsonResponse({ code: 50000, message: '오류' }, 500));
    renderPage('/notice');
    expect(await screen.findByText('공지사항을 불러오지 못했습니다.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '다시 시도' })).toBeInTheDocument();
  });
});
