import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch } from '../../test/http';
import { TermsChangeBanner } from './terms-change-banner';

// The banner loads its text on demand: loaded ahead, its first transform does not eat a query's wait.
beforeAll(() => import('./terms-change-notice'));

afterEach(() => {
  vi.unstubAllGlobals();
  window.sessionStorage.clear();
});

const version = (documentNo: number, extra: object = {}) => ({
  document_no: documentNo,
  type: 'privacy-policy',
  title: '개인정보 처리방침',
  version: 5,
  effective_date: '2026-12-10',
  change_summary: '보유 기간 표를 새로 넣었습니다.',
  disadvantageous: false,
  ...extra,
});
const answer = (data: unknown[]) => jsonResponse({ return_code: 0, return_message: 'OK', data });

const renderBanner = () =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>
        <TermsChangeBanner />
      </MemoryRouter>
    </QueryClientProvider>,
  );

describe('terms change banner', () => {
  it('lists each scheduled version with its date, summary and a link to the new text', async () => {
    const calls = mockFetch(() =>
      answer([
        version(31),
        version(32, {
          type: 'recurring-payment-terms',
          title: '정기결제 이용약관',
          version: 2,
          effective_date: '2027-01-05',
          change_summary: '결제일 변경 안내를 바꿨습니다.',
        }),
      ]),
    );
    renderBanner();
    const banner = await screen.findByRole('region', { name: '약관 변경 안내' });
    expect(calls[0]!.url).toContain('/service-api/terms/upcoming');
    expect(banner).toHaveTextContent(
      '개인정보 처리방침이 2026년 12월 10일부터 변경됩니다. 보유 기간 표를 새로 넣었습니다.',
    );
    expect(banner).toHaveTextContent('정기결제 이용약관이 2027년 1월 5일부터 변경됩니다.');
    // Only documents with a page of their own link to it.
    const links = screen.getAllByRole('link', { name: '변경된 약관 보기' });
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/terms/privacy?version=5']);
  });

  it('stays closed for this session until another version is scheduled', async () => {
    mockFetch(() => answer([version(41)]));
    const first = renderBanner();
    await screen.findByRole('region', { name: '약관 변경 안내' });
    await userEvent.click(screen.getByRole('button', { name: /닫기/ }));
    expect(screen.queryByRole('region', { name: '약관 변경 안내' })).not.toBeInTheDocument();
    first.unmount();

    const again = renderBanner();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('region', { name: '약관 변경 안내' })).not.toBeInTheDocument();
    again.unmount();

    vi.unstubAllGlobals();
    mockFetch(() => answer([version(41), version(42, { version: 6, effective_date: '2026-12-20' })]));
    renderBanner();
    expect(await screen.findByRole('region', { name: '약관 변경 안내' })).toBeInTheDocument();
  });

  it('shows nothing when no version is scheduled or the list cannot be read', async () => {
    mockFetch(() => answer([]));
    const empty = renderBanner();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('region', { name: '약관 변경 안내' })).not.toBeInTheDocument();
    empty.unmount();
    vi.unstubAllGlobals();
    mockFetch(() => jsonResponse({ code: 50000, message: '오류' }, 500));
    renderBanner();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('region', { name: '약관 변경 안내' })).not.toBeInTheDocument();
  });
});
