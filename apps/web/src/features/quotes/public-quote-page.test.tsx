import { LEAD_MESSAGES } from '@partner-portal/contract/leads-constants';
import { PATHS } from '@partner-portal/contract/routes';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch, signIn } from '../../test/http';
import { ok, publicQuote } from './quote-fixtures';
import PublicQuotePage from './public-quote-page';

afterEach(() => vi.unstubAllGlobals());

function renderPage(path = '/quote/tok-31') {
  const router = createMemoryRouter([{ path: PATHS.publicQuote, element: <PublicQuotePage /> }], {
    initialEntries: [path],
  });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('the customer’s quote page', () => {
  it('shows the quote without a login, with its PDF, and asks the server with no token', async () => {
    // A partner signed in on the same browser: the customer's call still carries no token.
    signIn();
    const calls = mockFetch(() => ok(publicQuote()));
    renderPage();
    expect(await screen.findByRole('heading', { name: '한결인테리어의 견적서' })).toBeInTheDocument();
    expect(screen.getByText('1,306,250원', { selector: 'strong' })).toBeInTheDocument();
    expect(screen.getByText('김민수 고객님')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'PDF 내려받기' })).toHaveAttribute(
      'href',
      '/quote-api/tok-31/pdf',
    );
    expect(screen.queryByText(/새 버전으로 대체/)).toBeNull();
    expect(calls[0]?.url).toBe('/quote-api/tok-31');
    expect(calls[0]?.headers.Authorization).toBeUndefined();
  });

  it('tells the customer when a newer version replaced this one', async () => {
    mockFetch(() => ok(publicQuote({ superseded: true })));
    renderPage();
    expect(await screen.findByText(/이 견적서는 새 버전으로 대체되었습니다./)).toHaveRole('status');
  });

  it('says in Korean that an expired link no longer opens', async () => {
    mockFetch(() => jsonResponse({ code: 41000, message: LEAD_MESSAGES.quoteLinkExpired }, 410));
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('견적서를 열 수 없습니다');
    expect(alert).toHaveTextContent('견적서 링크가 만료되었습니다. 업체에 다시 요청해주세요.');
    expect(screen.queryByRole('button', { name: '다시 시도' })).toBeNull();
  });

  it('treats an unknown link as expired, and offers a retry when the server cannot answer', async () => {
    mockFetch(() => jsonResponse({ code: 40400, message: '견적서를 찾을 수 없습니다.' }, 404));
    renderPage('/quote/forged');
    expect(await screen.findByRole('alert')).toHaveTextContent(LEAD_MESSAGES.quoteLinkExpired);
    vi.unstubAllGlobals();
    mockFetch(() => jsonResponse({ code: 50000, message: '오류' }, 500));
    renderPage('/quote/other');
    expect(await screen.findByRole('button', { name: '다시 시도' })).toBeInTheDocument();
  });
});
