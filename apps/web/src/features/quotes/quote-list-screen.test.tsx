import type { QuoteRow } from '@partner-portal/contract/quotes-api';
import { PATHS } from '@partner-portal/contract/routes';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setUiState } from '../../lib/ui-store';
import { mockFetch, signIn, type FetchCall } from '../../test/http';
import { ok } from './quote-fixtures';
import QuoteListScreen from './quote-list-screen';

afterEach(() => {
  vi.unstubAllGlobals();
  setUiState({ isMobile: false });
});

const row = (quoteNo: number, extra: Partial<QuoteRow> = {}): QuoteRow => ({
  quote_no: quoteNo,
  lead_no: 7,
  version: 1,
  superseded_by: null,
  site: '서울특별시 마포구',
  construction_type: '욕실',
  total_won: 1_306_250,
  item_count: 2,
  sent_at: '2026-11-02T02:00:00Z',
  opened_at: null,
  valid_until: '2026-11-16',
  ...extra,
});

/** 25 quotes, newest (45) first; 44 was replaced by 45, and 45 was opened. */
function serve() {
  return mockFetch((call: FetchCall) => {
    const query = new URL(call.url, 'http://portal').searchParams;
    const page = Number(query.get('page'));
    const numbers = Array.from({ length: 25 }, (_, i) => 45 - i).slice((page - 1) * 20, page * 20);
    return ok({
      total: 25,
      page,
      size: 20,
      items: numbers.map((no) =>
        row(no, {
          ...(no === 45 ? { version: 2, opened_at: '2026-11-03T01:00:00Z' } : {}),
          ...(no === 44 ? { superseded_by: 45 } : {}),
        }),
      ),
    });
  });
}

function renderList() {
  const router = createMemoryRouter([{ path: PATHS.quotes, element: <QuoteListScreen /> }], {
    initialEntries: [PATHS.quotes],
  });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

describe('견적서 목록', () => {
  it('lists the sent quotes newest first with their lead, version, opened state, and pages', async () => {
    signIn();
    serve();
    const router = renderList();
    const newest = (await screen.findByRole('link', { name: '45' })).closest('tr')!;
    expect(newest).toHaveTextContent('열람함');
    expect(newest).toHaveTextContent('2차');
    expect(within(newest).getByRole('link', { name: '요청 7' })).toHaveAttribute('href', '/leads/7');
    const replaced = screen.getByRole('link', { name: '44' }).closest('tr')!;
    expect(replaced).toHaveTextContent('이전 버전');
    expect(replaced).toHaveTextContent('미열람');
    expect(replaced).toHaveTextContent('1,306,250원');

    await userEvent.click(screen.getByRole('button', { name: '2' }));
    expect(await screen.findByRole('link', { name: '21' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=2');
  });

  it('shows cards on a small screen', async () => {
    signIn();
    serve();
    setUiState({ isMobile: true });
    renderList();
    const cards = await screen.findByRole('list', { name: '견적서 목록' });
    expect(within(cards).getAllByRole('listitem')).toHaveLength(20);
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('says when nothing was sent yet', async () => {
    signIn();
    mockFetch(() => ok({ total: 0, page: 1, size: 20, items: [] }));
    renderList();
    expect(await screen.findByText(/아직 보낸 견적서가 없습니다/)).toBeInTheDocument();
  });
});
