import { PATHS } from '@partner-portal/contract/routes';
import type { PlanConsultationStatus } from '@partner-portal/contract/request-desks-api';
import type { Arrangement, Renewal, SubscriptionView } from '@partner-portal/contract/subscriptions-api';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { atInstantIn } from '../../test/clock';
import { jsonResponse, mockFetch, signIn } from '../../test/http';
import { MyPlanPage } from './my-plan-page';

afterEach(() => vi.unstubAllGlobals());

const ok = (data: unknown) => jsonResponse({ return_code: 0, return_message: 'OK', data });

const plan = (no: number, name: string): SubscriptionView => ({
  subscription_no: no,
  order_no: `P2026110${no}ABC`,
  product_key: `KEY${no}`,
  name,
  code: 0,
  ad_code: null,
  region: null,
  period_start: '2026-11-01',
  period_end: '2026-11-30',
  status: 'active',
});

const renewal = (no: number, overrides: Partial<Renewal> = {}): Renewal => ({
  subscription_no: no,
  product_key: `KEY${no}`,
  name: '스탠다드',
  status: 'active',
  period_end: '2026-11-30',
  renews: true,
  next_execution_date: '2026-12-01',
  next_amount_won: 869_000,
  last_failure: null,
  price_change: null,
  ...overrides,
});

const AWAITING = {
  order_no: 'P20261125BANK1',
  status: 'awaiting_deposit',
  method: 'bank_transfer',
  goods_name: '스탠다드 1개월',
  supply_won: 790_000,
  vat_won: 79_000,
  total_won: 869_000,
  refunded_won: 0,
  quota: 0,
  created_at: '2026-11-25T01:00:00.000Z',
  paid_at: null,
  cancelled_at: null,
  card: null,
  receipt_url: null,
  failure_message: null,
};

function renderPage(
  arrangement: Arrangement,
  partner = { periodic_payment: true },
  {
    inUse = [plan(1, '스탠다드'), plan(2, '부분시공')],
    awaiting = [] as (typeof AWAITING)[],
    consultations = [] as PlanConsultationStatus,
  } = {},
) {
  signIn();
  mockFetch((call) =>
    call.url.includes('/consulting/status')
      ? ok(consultations)
      : call.url.includes('/inUse/')
        ? ok(inUse)
        : call.url.includes('/order/list')
          ? ok({ items: awaiting, total: awaiting.length, page: 1, size: 10 })
          : call.url.includes('/order/get')
            ? ok({
                ...AWAITING,
                bank_transfer: {
                  bank_name: '국민은행',
                  account_number: '123456-01-234567',
                  account_holder: '주식회사 리모델링마켓',
                  depositor_name: '한결인테리어',
                  amount_won: 869_000,
                  deposit_deadline: '2026-11-28T14:59:59.000Z',
                },
              })
            : call.url.includes('/periodic/payment')
              ? ok(arrangement)
              : ok(partner),
  );
  const router = createMemoryRouter([{ path: PATHS.myPlan, element: <MyPlanPage /> }], {
    initialEntries: [PATHS.myPlan],
  });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

const arrangement = (renewals: Renewal[]): Arrangement => ({
  registered: true,
  terms_version: 1,
  agreed_at: '2026-11-01T00:00:00.000Z',
  alert_before_execution: true,
  cards: [],
  renewals,
});

describe('my plan page', () => {
  it('shows each plan consultation request with its status on the staff desk', async () => {
    renderPage(arrangement([renewal(1)]), undefined, {
      consultations: [
        {
          consultation_no: 3,
          plan_code: 'MONTHLY_UNIQUE',
          plan_name: '우리동네 독점',
          status: 'in_progress',
          requested_at: '2026-11-20T01:00:00.000Z',
        },
      ],
    });
    const list = await screen.findByRole('list', { name: '요금제 상담 신청' });
    expect(list).toHaveTextContent('우리동네 독점 상담 · 2026.11.20 신청 처리중');
  });

  it('counts the days left on the Korean calendar, whatever the time zone it runs in', async () => {
    // 01:30 on 29 November in Seoul (the 28th in UTC, where the server renders this page): the 29th
    // and the 30th are left of a plan ending on the 30th.
    await atInstantIn('UTC', '2026-11-28T16:30:00Z', async () => {
      renderPage(arrangement([renewal(1)]), undefined, { inUse: [plan(1, '스탠다드')] });
      const shown = (await screen.findByRole('heading', { name: '스탠다드' })).closest('.my-plan')!;
      expect(shown).toHaveTextContent('(남은 기간 2일)');
    });
  });

  it('tells per plan the next charge of a renewing plan and the end of the others', async () => {
    renderPage(arrangement([renewal(1), renewal(2, { renews: false, next_execution_date: null })]));
    const renewing = (await screen.findByRole('heading', { name: '스탠다드' })).closest('.my-plan')!;
    expect(renewing).toHaveTextContent('다음 결제일2026.12.01 · 869,000원 · 정기 결제로 자동 갱신됩니다');
    const ending = screen.getByRole('heading', { name: '부분시공' }).closest('.my-plan')!;
    expect(ending).toHaveTextContent('종료일2026.11.30 종료 · 계속 이용하려면 만료 전에 결제해주세요');
  });

  it('says a past-due renewal waits for a card and leads to the recurring payment page', async () => {
    renderPage(arrangement([renewal(1, { status: 'past_due', next_execution_date: '2026-12-02' })]));
    const renewing = (await screen.findByRole('heading', { name: '스탠다드' })).closest('.my-plan')!;
    expect(renewing).toHaveTextContent('2026.12.02 · 869,000원 · 결제가 지연되고 있습니다.');
    expect(screen.getByRole('link', { name: '정기 결제에서 카드 확인' })).toHaveAttribute(
      'href',
      PATHS.regularPayment,
    );
  });

  it('says nothing renews without an arrangement, whatever an old flag says', async () => {
    renderPage({ ...arrangement([]), registered: false });
    await screen.findByRole('heading', { name: '스탠다드' });
    expect(screen.queryByText(/자동 갱신됩니다/)).not.toBeInTheDocument();
    expect(screen.getAllByText(/계속 이용하려면 만료 전에 결제해주세요/)).toHaveLength(2);
  });

  it('shows a bank transfer awaiting deposit with where, how much and by when, instead of "no plan"', async () => {
    renderPage(arrangement([]), undefined, { inUse: [], awaiting: [AWAITING] });
    const pending = (await screen.findByRole('heading', { name: '스탠다드 1개월' })).closest('.my-plan')!;
    expect(pending).toHaveTextContent('입금 대기');
    expect(await screen.findByText(/^2026\.11\.28 \d\d:59까지$/)).toBeInTheDocument();
    expect(pending).toHaveTextContent('869,000원');
    expect(pending).toHaveTextContent('국민은행 123456-01-234567 (주식회사 리모델링마켓)');
    expect(screen.getByRole('link', { name: 'P20261125BANK1' })).toHaveAttribute(
      'href',
      '/paymentHistory/detail/P20261125BANK1',
    );
    expect(screen.queryByText('이용 중인 요금제가 없습니다.')).not.toBeInTheDocument();
  });

  it('shows a period bought ahead as reserved, and the current plan says it continues into it', async () => {
    const next = {
      ...plan(3, '베이직'),
      period_start: '2026-12-01',
      period_end: '2026-12-31',
      status: 'scheduled' as const,
    };
    renderPage(arrangement([renewal(1, { renews: false, next_execution_date: null })]), undefined, {
      inUse: [next, plan(1, '스탠다드')],
    });
    const reserved = (await screen.findByRole('heading', { name: '베이직' })).closest('.my-plan')!;
    expect(reserved).toHaveTextContent('예약');
    expect(reserved).toHaveTextContent('이용 기간2026.12.01 ~ 2026.12.31');
    const current = screen.getByRole('heading', { name: '스탠다드' }).closest('.my-plan')!;
    expect(current).toHaveTextContent('이용 중');
    expect(current).toHaveTextContent('2026.11.30 종료 · 다음 날부터 예약된 베이직 이용 기간이 이어집니다');
  });

  it('says there is no plan when nothing is in use or awaiting deposit', async () => {
    renderPage(arrangement([]), undefined, { inUse: [] });
    expect(await screen.findByText('이용 중인 요금제가 없습니다.')).toBeInTheDocument();
  });
});
