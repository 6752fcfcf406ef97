import { PATHS } from '@partner-portal/contract/routes';
import type { Arrangement, BillingCard, Renewal } from '@partner-portal/contract/subscriptions-api';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setPopupQueueBusy } from '../../lib/popup-slot';
import { jsonResponse, mockFetch, signIn } from '../../test/http';
import { RegularPaymentPage } from './regular-payment-page';

afterEach(() => vi.unstubAllGlobals());

const ok = (data: unknown) => jsonResponse({ return_code: 0, return_message: 'OK', data });

const card = (id: number, alias: string, position: number): BillingCard => ({
  card_id: id,
  alias,
  card_number: `4111-****-****-${1000 + id}`,
  issuer: '신한카드',
  card_type: 'credit',
  registration_type: 'personal',
  quota: 0,
  active: true,
  position,
  refused: false,
  created_at: '2026-11-01T00:00:00.000Z',
});

const renewal = (overrides: Partial<Renewal> = {}): Renewal => ({
  subscription_no: 7,
  product_key: 'premium',
  name: '프리미엄 요금제',
  status: 'active',
  period_end: '2026-12-31',
  renews: true,
  next_execution_date: '2027-01-01',
  next_amount_won: 99_000,
  last_failure: null,
  price_change: null,
  ...overrides,
});

const arrangement = (overrides: Partial<Arrangement> = {}): Arrangement => ({
  registered: true,
  terms_version: 1,
  agreed_at: '2026-11-01T00:00:00.000Z',
  alert_before_execution: true,
  cards: [card(1, '회사카드', 0), card(2, '개인카드', 1)],
  renewals: [renewal()],
  ...overrides,
});

function renderPage() {
  const router = createMemoryRouter(
    [
      { path: PATHS.regularPayment, element: <RegularPaymentPage /> },
      { path: PATHS.regularPaymentRegistration, element: <h1>카드 등록 화면</h1> },
    ],
    { initialEntries: [PATHS.regularPayment] },
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

const noHistory = () => ok({ items: [], total: 0, page: 1, size: 10 });

describe('regular payment page', () => {
  it('shows the cards in order with their issuer and the next charge of each renewing plan', async () => {
    signIn();
    mockFetch((call) => (call.url.includes('/history') ? noHistory() : ok(arrangement())));
    renderPage();

    const list = await screen.findByRole('list', { name: '등록 카드 (결제 순서)' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('회사카드');
    expect(items[0]).toHaveTextContent('4111-****-****-1001');
    expect(items[0]).toHaveTextContent('신한카드');
    expect(items[0]).toHaveTextContent('개인');
    expect(screen.getByRole('list', { name: '갱신되는 요금제' })).toHaveTextContent(
      '다음 결제일 2027.01.01 · 99,000원',
    );
    expect(await screen.findByText('아직 정기결제 내역이 없습니다.')).toBeInTheDocument();
  });

  it('moves a card down with the arrow key and sends the new order', async () => {
    signIn();
    const calls = mockFetch((call) =>
      call.url.includes('/history') ? noHistory() : call.method === 'PATCH' ? ok([]) : ok(arrangement()),
    );
    renderPage();
    const handle = await screen.findByRole('button', { name: /회사카드 순서 1번째/ });
    handle.focus();
    await userEvent.setup().keyboard('{ArrowDown}');
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'PATCH')).toMatchObject({
        url: expect.stringContaining('/authapi/periodic/payment/card/order'),
        body: { card_list: [2, 1] },
      }),
    );
  });

  it('asks before deleting a card and shows the server refusal', async () => {
    signIn();
    const calls = mockFetch((call) =>
      call.url.includes('/history')
        ? noHistory()
        : call.method === 'DELETE'
          ? jsonResponse({
              return_code: 4001,
              return_message: '갱신 중인 요금제가 있어 마지막 카드는 삭제할 수 없습니다.',
            })
          : ok(arrangement()),
    );
    renderPage();
    const user = userEvent.setup();
    const list = await screen.findByRole('list', { name: '등록 카드 (결제 순서)' });
    await user.click(within(within(list).getAllByRole('listitem')[0]!).getByRole('button', { name: '삭제' }));
    const dialog = await screen.findByRole('dialog', { name: '카드 삭제' });
    expect(dialog).toHaveTextContent('회사카드');
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);

    await user.click(within(dialog).getByRole('button', { name: '삭제' }));
    await waitFor(() => expect(calls.find((call) => call.method === 'DELETE')?.url).toContain('card_id=1'));
    expect(
      await screen.findByText('갱신 중인 요금제가 있어 마지막 카드는 삭제할 수 없습니다.'),
    ).toBeInTheDocument();
  });

  it('says which card failed, why and when the next try is while a plan is past due', async () => {
    signIn();
    mockFetch((call) =>
      call.url.includes('/history')
        ? noHistory()
        : ok(
            arrangement({
              renewals: [
                renewal({
                  status: 'past_due',
                  last_failure: {
                    card_alias: '회사카드',
                    card_number: '4111-****-****-1001',
                    reason: '한도 초과',
                    failed_at: '2027-01-01T06:00:00+09:00',
                    next_attempt_at: '2027-01-02T06:00:00+09:00',
                  },
                }),
              ],
            }),
          ),
    );
    renderPage();
    const banner = await screen.findByText(/결제가 .*실패했습니다/);
    expect(banner).toHaveTextContent('회사카드 4111-****-****-1001 카드에서 실패했습니다 (한도 초과)');
    expect(banner).toHaveTextContent('다음 결제 시도: 2027.01.02 06:00');
  });

  it('announces a new price and records the agreement only after a confirmation', async () => {
    signIn();
    let agreed = false;
    const current = () =>
      ok(
        arrangement({
          renewals: [
            renewal({
              price_change: { change_id: 5, effective_from: '2099-01-01', new_amount_won: 108_900, agreed },
            }),
          ],
        }),
      );
    const calls = mockFetch((call) => {
      if (call.url.includes('/history')) return noHistory();
      if (call.url.includes('/price-change/agree')) agreed = true;
      return current();
    });
    renderPage();
    const user = userEvent.setup();
    expect(
      await screen.findByText('요금 변경 안내: 2099.01.01부터 108,900원(부가세 포함)으로 결제됩니다.'),
    ).toBeInTheDocument();
    expect(screen.getByText(/동의하지 않으면 2099.01.01 이후 결제일에 결제하지 않고/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '변경된 요금에 동의' }));
    const dialog = await screen.findByRole('dialog', { name: '요금 변경 동의' });
    expect(calls.some((call) => call.url.includes('/price-change/agree'))).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: '동의' }));
    await waitFor(() =>
      expect(calls.find((call) => call.url.includes('/price-change/agree'))).toMatchObject({
        method: 'POST',
        body: { change_id: 5 },
      }),
    );
    expect(await screen.findByText(/요금 변경에 동의했습니다/)).toBeInTheDocument();
  });

  it('explains recurring payment and leads to the registration without an arrangement', async () => {
    signIn();
    mockFetch(() => ok(arrangement({ registered: false, cards: [], renewals: [] })));
    renderPage();
    expect(await screen.findByRole('dialog', { name: '정기결제 안내' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '카드 등록하기' })).toBeInTheDocument();
  });

  it('keeps its notice back while a popup of the page is shown, and opens it once that is closed', async () => {
    signIn();
    mockFetch(() => ok(arrangement({ registered: false, cards: [], renewals: [] })));
    act(() => setPopupQueueBusy(true));
    renderPage();
    expect(await screen.findByRole('button', { name: '카드 등록하기' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: '정기결제 안내' })).toBeNull();
    act(() => setPopupQueueBusy(false));
    expect(await screen.findByRole('dialog', { name: '정기결제 안내' })).toBeInTheDocument();
  });
  it('lists the billing runs with their outcome, attempts and a link to the payment', async () => {
    signIn();
    mockFetch((call) =>
      call.url.includes('/history')
        ? ok({
            items: [
              {
                invoice_no: 3,
                subscription_no: 7,
                name: '프리미엄 요금제',
                period_start: '2027-01-01',
                period_end: '2027-01-31',
                amount_won: 99_000,
                status: 'paid',
                order_no: 'P20270101ABC',
                attempts: [
                  {
                    attempted_at: '2027-01-01T06:00:00+09:00',
                    card_alias: '회사카드',
                    card_number: '4111-****-****-1001',
                    outcome: 'soft_decline',
                    message: '한도 초과',
                  },
                ],
              },
            ],
            total: 1,
            page: 1,
            size: 10,
          })
        : ok(arrangement()),
    );
    renderPage();
    expect(await screen.findByRole('heading', { name: '결제 내역' })).toBeInTheDocument();
    expect(await screen.findByText('결제 완료')).toBeInTheDocument();
    expect(
      screen.getByText(/회사카드 4111-\*{4}-\*{4}-1001 · 승인 거절 \(재시도\): 한도 초과/),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '결제 상세' })).toHaveAttribute(
      'href',
      '/paymentHistory/detail/P20270101ABC',
    );
  });

  it('disables adding a sixth card and says why', async () => {
    signIn();
    mockFetch((call) =>
      call.url.includes('/history')
        ? noHistory()
        : ok(arrangement({ cards: [1, 2, 3, 4, 5].map((id) => card(id, `카드${id}`, id)) })),
    );
    renderPage();
    expect(await screen.findByRole('button', { name: '카드 추가' })).toBeDisabled();
    expect(screen.getByText('카드는 최대 5개까지 등록할 수 있습니다.')).toBeInTheDocument();
  });
  it('reads back what cancelling does before it cancels, and turns the notice off', async () => {
    signIn();
    const calls = mockFetch((call) =>
      call.url.includes('/history')
        ? noHistory()
        : call.method === 'PATCH'
          ? ok(arrangement({ alert_before_execution: false }))
          : ok(arrangement()),
    );
    renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('switch', { name: '결제 전 알림 받기' }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({ alert_before_execution: false }),
    );

    await user.click(screen.getByRole('button', { name: '정기결제 해지' }));
    const dialog = await screen.findByRole('dialog', { name: '정기결제 해지' });
    expect(dialog).toHaveTextContent('현재 기간이 끝날 때 갱신되지 않고 종료됩니다');
    expect(dialog).toHaveTextContent('환불되지 않습니다');
    expect(dialog).toHaveTextContent('등록한 카드는 남아 있으며');
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: '해지' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'DELETE')).toBe(true));
  });
});
