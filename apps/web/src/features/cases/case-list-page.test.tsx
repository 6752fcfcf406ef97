import type { CaseList, CaseSummary } from '@partner-portal/contract/cases-api';
import { PATHS } from '@partner-portal/contract/routes';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch, signIn, type FetchCall } from '../../test/http';
import { CaseListPage } from './case-list-page';

afterEach(() => vi.unstubAllGlobals());

const ok = (data: unknown) => jsonResponse({ return_code: 0, return_message: 'OK', data });

const summary = (id: number, title: string): CaseSummary => ({
  case_id: id,
  title,
  status: 'published',
  housing_type: '아파트',
  scope: 'full',
  area_m2: 84.97,
  cost_won: 48_000_000,
  region: { sido: '서울특별시', sigungu: '송파구' },
  cover_url: null,
  photo_count: 0,
  view_count: 12,
  completed_on: '2025-01-10',
  updated_at: '2025-02-01T00:00:00.000Z',
});

function page(items: CaseSummary[], total: number, pageNo = 1, size = 20): CaseList {
  return { items, total, page: pageNo, size };
}

function renderList(path: string) {
  const router = createMemoryRouter(
    [
      { path: PATHS.productList, element: <CaseListPage /> },
      { path: PATHS.productNew, element: <h1>등록 화면</h1> },
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
    .filter((call) => call.method === 'GET' && call.url.includes('/authapi/partner/cases'))
    .map((call) => Object.fromEntries(new URL(call.url, 'http://portal').searchParams));

describe('case list', () => {
  it('reads its search, filters, sort and page from the address and keeps them there for back/forward', async () => {
    signIn();
    const calls = mockFetch((call) => {
      const query = new URL(call.url, 'http://portal').searchParams;
      return query.get('q') === '욕실'
        ? ok(page([summary(3, '성수동 빌라 욕실')], 1))
        : ok(page([summary(1, '잠실 리센츠 34평'), summary(2, '반포 자이 주방')], 42, 2));
    });
    const router = renderList('/product/list?status=published&sort=views&page=2&size=bogus');

    expect(await screen.findByRole('link', { name: '잠실 리센츠 34평' })).toBeInTheDocument();
    expect(listQueries(calls)[0]).toEqual({ status: 'published', sort: 'views', page: '2', size: '20' });
    const pages = screen.getByRole('navigation', { name: '페이지' });
    expect(within(pages).getByRole('button', { name: '2' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('combobox', { name: '상태' })).toHaveValue('published');
    expect(screen.getByRole('combobox', { name: '정렬' })).toHaveValue('views');

    const user = userEvent.setup();
    await user.type(screen.getByRole('searchbox', { name: '제목 검색' }), '욕실{Enter}');
    expect(await screen.findByRole('link', { name: '성수동 빌라 욕실' })).toBeInTheDocument();
    // A new search starts at page 1 and keeps the filters.
    expect(router.state.location.search).toBe('?q=%EC%9A%95%EC%8B%A4&status=published&sort=views');
    expect(listQueries(calls).at(-1)).toMatchObject({
      q: '욕실',
      status: 'published',
      sort: 'views',
      page: '1',
    });

    await act(() => router.navigate(-1));
    expect(await screen.findByRole('link', { name: '잠실 리센츠 34평' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: '제목 검색' })).toHaveValue('');
    expect(router.state.location.search).toBe('?status=published&sort=views&page=2&size=bogus');

    await act(() => router.navigate(1));
    expect(await screen.findByRole('link', { name: '성수동 빌라 욕실' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: '제목 검색' })).toHaveValue('욕실');
  });

  it('deletes the selected cases only after the confirmation', async () => {
    signIn();
    const calls = mockFetch((call) =>
      call.method === 'POST'
        ? ok({ updated: [2], skipped: [] })
        : ok(page([summary(1, '잠실 리센츠 34평'), summary(2, '반포 자이 주방')], 2)),
    );
    renderList(PATHS.productList);
    const user = userEvent.setup();
    const deleteButton = await screen.findByRole('button', { name: '삭제' });
    expect(deleteButton).toBeDisabled();

    await user.click(screen.getByRole('checkbox', { name: '반포 자이 주방 선택' }));
    expect(screen.getByText('1건 선택')).toBeInTheDocument();
    await user.click(deleteButton);
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('선택한 1건을 삭제할까요?');
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: '삭제' }));
    await waitFor(() =>
      expect(calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([
        { case_ids: [2], action: 'delete' },
      ]),
    );
  });

  it('invites a partner without cases to create the first one', async () => {
    signIn();
    mockFetch(() => ok(page([], 0)));
    const router = renderList(PATHS.productList);
    expect(await screen.findByText('아직 등록한 시공사례가 없습니다.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: /첫 시공사례 등록하기/ }));
    expect(router.state.location.pathname).toBe(PATHS.productNew);
  });
});
