import type { InterestFree } from '@partner-portal/contract/plans-api';
import { PATHS } from '@partner-portal/contract/routes';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch } from '../../test/http';
import { InstallmentFreePage, monthsText } from './installment-free-page';

afterEach(() => vi.unstubAllGlobals());

const LIST: InterestFree = {
  cards: [
    {
      card_code: '02',
      card_name: 'KB국민',
      events: [
        { min_amount_won: 50_000, max_amount_won: 999_999, months: [2, 3], ends_on: '2026-11-30' },
        { min_amount_won: 1_000_000, max_amount_won: 99_999_999_999, months: [2, 3, 4, 5, 6], ends_on: null },
      ],
    },
  ],
  checked_at: '2026-11-20T01:00:00.000Z',
};

function renderPage(respond: () => Response) {
  const calls = mockFetch(respond);
  const router = createMemoryRouter(
    [{ path: PATHS.installmentFreePopup, element: <InstallmentFreePage /> }],
    {
      initialEntries: [PATHS.installmentFreePopup],
    },
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return calls;
}

describe('installment-free popup', () => {
  it('lists each card company with its interest-free months, amounts and last day', async () => {
    const calls = renderPage(() => jsonResponse({ return_code: 0, return_message: 'OK', data: LIST }));
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      'KB국민2·3개월5만 원 ~ 99만 9,999 원2026.11.30까지',
      '2~6개월100만 원 이상별도 안내 시까지',
    ]);
    expect(calls[0]!.url).toContain('/plan-api/interest-free');
    expect(screen.getByRole('link', { name: '결제 화면으로' })).toHaveAttribute('href', PATHS.payment);
  });

  it('says when it could not load, and tries again on request', async () => {
    let answers = 0;
    renderPage(() =>
      (answers += 1) === 1
        ? jsonResponse({ message: '카드사 무이자 할부 정보를 불러오지 못했습니다.', code: 50300 }, 503)
        : jsonResponse({ return_code: 0, return_message: 'OK', data: { ...LIST, cards: [] } }),
    );
    expect(await screen.findByText('무이자 할부 정보를 불러오지 못했습니다.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '다시 시도' }));
    expect(
      await screen.findByText('지금 진행 중인 카드사 무이자 할부 이벤트가 없습니다.'),
    ).toBeInTheDocument();
  });

  it('reads months as a run or a list', () => {
    expect(monthsText([2, 3, 4, 5, 6])).toBe('2~6개월');
    expect(monthsText([2, 3])).toBe('2·3개월');
    expect(monthsText([2, 3, 5])).toBe('2·3·5개월');
  });
});
