import { PATHS } from '@partner-portal/contract/routes';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch, signIn } from '../../test/http';
import { ok, quote } from './quote-fixtures';
import QuoteDetailScreen from './quote-detail-screen';

// Toasts live outside the rendered tree: a real one would stay in the shared document for the next
// file (isolate: false), where a test looking for an alert would find it.

afterEach(() => vi.unstubAllGlobals());

function renderDetail(path = '/quotes/31') {
  const router = createMemoryRouter(
    [
      { path: PATHS.quoteDetail, element: <QuoteDetailScreen /> },
      { path: PATHS.quoteNew, element: <h1>견적서 작성 화면</h1> },
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

describe('견적서 상세', () => {
  it('shows the quote as the customer sees it, and 미열람 until the customer opens it', async () => {
    signIn();
    mockFetch(() => ok(quote()));
    renderDetail();
    expect(await screen.findByRole('heading', { name: '견적서' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('미열람');
    expect(screen.getByRole('status')).toHaveTextContent('고객이 아직 견적서를 열지 않았습니다.');
    const tile = screen.getByRole('table', { name: /타일/ });
    expect(within(tile).getByRole('rowheader', { name: '벽 타일 시공' })).toBeInTheDocument();
    expect(tile).toHaveTextContent('12.5 m²');
    expect(tile).toHaveTextContent('787,500원');
    const totals = screen.getByLabelText('견적 합계', { selector: 'dl' });
    expect(totals).toHaveTextContent('부가세 (10%)118,750원');
    expect(totals).toHaveTextContent('합계 (부가세 포함)1,306,250원');
    expect(screen.getByRole('region', { name: '결제 조건' })).toHaveTextContent('잔금50%준공 후653,125원');
    expect(screen.getByRole('link', { name: '견적 요청 7 보기' })).toHaveAttribute('href', '/leads/7');
  });

  it('says 열람함 with when and how often the customer opened it', async () => {
    signIn();
    mockFetch(() => ok(quote({ opened_at: '2026-11-02T05:30:00Z', open_count: 3 })));
    renderDetail();
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('열람함');
    expect(status).toHaveTextContent('고객이 2026.11.02 14:30에 처음 열었습니다 (총 3회 열람).');
  });

  it('copies the customer’s link, and opens a new version from this one', async () => {
    signIn();
    mockFetch(() => ok(quote()));
    const user = userEvent.setup();
    const router = renderDetail();
    const link = await screen.findByLabelText('고객용 링크');
    expect(link).toHaveValue('https://partner.example.com/quote/tok-31');
    await user.click(screen.getByRole('button', { name: '복사' }));
    expect(await navigator.clipboard.readText()).toBe('https://partner.example.com/quote/tok-31');

    await user.click(screen.getByRole('button', { name: '새 버전 작성' }));
    expect(await screen.findByRole('heading', { name: '견적서 작성 화면' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?lead=7&from=31');
  });

  it('downloads the PDF with the partner’s token, under the name the server gives', async () => {
    signIn();
    const calls = mockFetch((call) =>
      call.url.endsWith('/pdf')
        ? new Response('%PDF-1.7', {
            headers: {
              'Content-Type': 'application/pdf',
              'Content-Disposition': `attachment; filename="quote-31.pdf"; filename*=UTF-8''${encodeURIComponent('견적서_31_한결인테리어.pdf')}`,
            },
          })
        : ok(quote()),
    );
    const saved: string[] = [];
    URL.createObjectURL = vi.fn(() => 'blob:quote');
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    renderDetail();
    await userEvent.click(await screen.findByRole('button', { name: 'PDF 다운로드' }));
    await waitFor(() => expect(saved).toEqual(['견적서_31_한결인테리어.pdf']));
    const pdf = calls.find((call) => call.url.endsWith('/pdf'));
    expect(pdf?.url).toBe('/partner-api/authapi/quotes/31/pdf');
    expect(pdf?.headers.Authorization).toMatch(/^Bearer /);
  });

  it('says when the quote is not the partner’s or does not exist', async () => {
    signIn();
    mockFetch(() => jsonResponse({ code: 40400, message: '견적서를 찾을 수 없습니다.' }, 404));
    renderDetail('/quotes/999');
    expect(await screen.findByText('견적서를 찾을 수 없습니다.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '견적서 목록으로' })).toBeInTheDocument();
  });
});
