import type { EstimateCount } from '@partner-portal/contract/estimates-api';
import type { PlanReturnRow, PlanReturns, ResponseSummary } from '@partner-portal/contract/leads-api';
import { PATHS } from '@partner-portal/contract/routes';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { hideToday } from '../../lib/hide-today';
import { jsonResponse, mockFetch, signIn } from '../../test/http';
import { summary } from '../../test/leads';
import { IntroPage } from './intro-page';
import { VALIDATE_PARTNER_POPUP } from './validate-partner-popup-decision';

beforeEach(() => hideToday(VALIDATE_PARTNER_POPUP));
afterEach(() => vi.unstubAllGlobals());

const ok = (data: unknown) => jsonResponse({ return_code: 0, return_message: 'OK', data });
const PARTNER_ID = 41;
const NOW = new Date();
const daysAgo = (days: number) => new Date(NOW.getTime() - days * 86_400_000).toISOString();

const partner = {
  partner_id: PARTNER_ID,
  member_no: 7,
  partner_name: '한결인테리어',
  ceo_name: '최민준',
  phone_no: '010-9876-5432',
  biz_no: '134-81-12341',
  tax_bill_email: 'ceo@example.com',
  logo: null,
  partner_grade: 'NORMAL',
  manager_name: null,
  manager_phone: null,
  payment_agreement: true,
  periodic_payment: true,
  need_agree_terms_list: [],
  create_date: '2026-05-01T00:00:00.000Z',
};
const checklist = (done: boolean) => ({
  partner_id: PARTNER_ID,
  completed: done,
  partnerRequiredInfoList: ['biz', 'additional', 'preference', 'manager', 'calculate', 'rate-plan'].map(
    (code) => ({ code, title: code, status: done ? 'complete' : 'missing', completed: done }),
  ),
});
const count = (leads: number[], spend: number[], week: number, month: number): EstimateCount => ({
  week_count: week,
  month_count: month,
  week_start: '2026-11-02',
  monthly: ['2026-06', '2026-07', '2026-08', '2026-09', '2026-10', '2026-11'].map((m, i) => ({
    month: m,
    leads: leads[i]!,
    spend_won: spend[i]!,
  })),
});

interface World {
  count: EstimateCount;
  summary?: ResponseSummary;
  returns?: PlanReturns;
  plans: unknown[];
  arrangement: unknown;
  orders: unknown[];
  notices: unknown[];
  events: unknown[];
  visibility: unknown;
  done: boolean;
}

function serve(world: World) {
  return mockFetch((call) => {
    const url = call.url;
    if (url.endsWith('/authapi/partner/mypartner')) return ok(partner);
    if (url.includes('/required-status')) return ok(checklist(world.done));
    if (url.includes('/visible')) return ok(world.visibility);
    if (url.endsWith('/estimate/count')) return ok(world.count);
    if (url.endsWith('/leads/summary')) return ok(world.summary ?? summary());
    if (url.includes('/leads/returns?')) return ok(world.returns ?? { months: [], rows: [] });
    if (url.includes('/subscription/inUse/get')) return ok(world.plans);
    if (url.includes('/periodic/payment')) return ok(world.arrangement);
    if (url.includes('/order/list'))
      return ok({ items: world.orders, total: world.orders.length, page: 1, size: 3 });
    if (url.includes('/partner_notice/list')) {
      return ok({ total_count: world.notices.length, page_index: 0, page_size: 5, list: world.notices });
    }
    if (url.includes('/event/list/')) return ok({ total_count: world.events.length, list: world.events });
    if (url.includes('contactInfoByMemberNo')) {
      return jsonResponse({ code: 4404, message: '담당 매니저가 없습니다.', context: null });
    }
    throw new Error(`unexpected call ${call.method} ${url}`);
  });
}

function renderIntro() {
  signIn();
  const router = createMemoryRouter(
    [
      { path: PATHS.intro, element: <IntroPage /> },
      { path: '*', element: <p>moved</p> },
    ],
    { initialEntries: [PATHS.intro] },
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const order = (no: string, goods: string, total: number, paidDaysAgo: number) => ({
  order_no: no,
  status: 'paid',
  method: 'card',
  goods_name: goods,
  supply_won: Math.round(total / 1.1),
  vat_won: total - Math.round(total / 1.1),
  total_won: total,
  refunded_won: 0,
  quota: 0,
  created_at: daysAgo(paidDaysAgo),
  paid_at: daysAgo(paidDaysAgo),
  cancelled_at: null,
  card: null,
  receipt_url: null,
  failure_message: null,
  attempts: [],
});

/** A partner who has just signed up: nothing yet on any card. */
const brandNew: World = {
  done: false,
  visibility: {
    partner_id: PARTNER_ID,
    visible: false,
    missing: ['biz', 'additional', 'preference', 'manager', 'calculate', 'rate-plan'],
    reasons: ['profile', 'plan'],
  },
  count: count([0, 0, 0, 0, 0, 0], [0, 0, 0, 0, 0, 0], 0, 0),
  plans: [],
  arrangement: {
    registered: false,
    terms_version: null,
    agreed_at: null,
    alert_before_execution: false,
    cards: [],
    renewals: [],
  },
  orders: [],
  notices: [],
  events: [],
};

const returnRow = (month: string, plan: [string, string], figures: number[], cost: number): PlanReturnRow => {
  const [leads, accepted, quoted, contracts] = figures as [number, number, number, number];
  return {
    month,
    product_key: plan[0],
    plan_name: plan[1],
    leads,
    accepted,
    quoted,
    contracts,
    cost_won: cost,
    cost_per_lead_won: leads ? Math.round(cost / leads) : null,
    cost_per_contract_won: contracts ? Math.round(cost / contracts) : null,
  };
};

describe('home dashboard', () => {
  it('shows leads, the chart with its table, plans with their renewal, the last payments and news', async () => {
    serve({
      done: true,
      visibility: { partner_id: PARTNER_ID, visible: true, missing: [], reasons: [] },
      count: count([12, 15, 14, 18, 21, 9], [0, 869_000, 869_000, 869_000, 1_100_000, 869_000], 4, 9),
      plans: [
        {
          subscription_no: 1,
          order_no: 'P1',
          product_key: 'STD',
          name: '스탠다드',
          code: 0,
          ad_code: null,
          region: null,
          period_start: '2026-11-01',
          period_end: '2026-11-30',
          status: 'active',
        },
        {
          subscription_no: 2,
          order_no: 'P2',
          product_key: 'AD',
          name: '상단노출',
          code: 2,
          ad_code: 'ZP001',
          region: { sido: '서울특별시', sigungu: '강남구' },
          period_start: '2026-11-01',
          period_end: '2026-11-30',
          status: 'active',
        },
      ],
      arrangement: {
        registered: true,
        terms_version: 1,
        agreed_at: '2026-11-01T00:00:00.000Z',
        alert_before_execution: true,
        cards: [],
        renewals: [
          {
            subscription_no: 1,
            product_key: 'STD',
            name: '스탠다드',
            status: 'active',
            period_end: '2026-11-30',
            renews: true,
            next_execution_date: '2026-12-01',
            next_amount_won: 869_000,
            last_failure: null,
            price_change: null,
          },
        ],
      },
      orders: [
        order('P20261101A', '스탠다드 1개월', 869_000, 2),
        order('P20261001B', '상단노출 서울 강남구', 231_000, 30),
        order('P20260901C', '스탠다드 1개월', 869_000, 60),
        order('P20260801D', '부분시공 1개월', 440_000, 90),
      ],
      notices: [
        {
          article_no: 31,
          title: '12월 요금제 안내',
          body: '',
          pinned: false,
          create_date: daysAgo(1),
          view_count: 0,
          attachments: [],
        },
        {
          article_no: 30,
          title: '지난달 점검 안내',
          body: '',
          pinned: false,
          create_date: daysAgo(20),
          view_count: 0,
          attachments: [],
        },
      ],
      events: [
        {
          event_no: 5,
          title: '겨울 시공 페스타',
          image_url: '/x.webp',
          start_date: '2026-11-01',
          end_date: '2026-12-31',
          in_service: 1,
        },
      ],
    });
    renderIntro();

    const leads = await screen.findByText('이번 주 상담 요청');
    expect(leads.closest('div')).toHaveTextContent('이번 주 상담 요청4건');
    expect(screen.getByText('이번 달 상담 요청').closest('div')).toHaveTextContent('이번 달 상담 요청9건');
    expect(document.querySelectorAll('.leads-chart__bar')).toHaveLength(6);
    const table = screen.getByRole('table', { name: '최근 6개월 상담 요청과 결제 금액' });
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual([
      '월상담 요청결제 금액',
      '2026년 6월12건0원',
      '2026년 7월15건869,000원',
      '2026년 8월14건869,000원',
      '2026년 9월18건869,000원',
      '2026년 10월21건1,100,000원',
      '2026년 11월9건869,000원',
    ]);

    const status = screen.getByRole('region', { name: '고객 노출 상태' });
    expect(await within(status).findByText('노출 중')).toBeInTheDocument();

    const plans = (await screen.findByText('스탠다드')).closest('ul')!;
    expect(
      within(plans)
        .getAllByRole('listitem')
        .map((row) => row.textContent),
    ).toEqual(['스탠다드다음 결제 2026.12.01 · 869,000원', '상단노출서울 강남구2026.11.30 종료']);

    const payment = await screen.findByRole('link', { name: '상단노출 서울 강남구' });
    expect(payment).toHaveAttribute('href', '/paymentHistory/detail/P20261001B');
    // The last three of the history's first page.
    expect(payment.closest('ul')!.querySelectorAll('li')).toHaveLength(3);
    expect(screen.queryByRole('link', { name: '부분시공 1개월' })).not.toBeInTheDocument();

    expect(await screen.findByRole('link', { name: '12월 요금제 안내' })).toHaveAttribute(
      'href',
      '/notice/1?id=31',
    );
    expect(screen.queryByRole('link', { name: '지난달 점검 안내' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: '겨울 시공 페스타' })).toHaveAttribute('href', '/event/5');
  });

  it('tells a brand-new partner what to do next on every card', async () => {
    serve({
      ...brandNew,
      summary: summary({
        counted: 0,
        rate_within_limit: null,
        median_first_response_minutes: null,
        new_count: 0,
        due_soon_count: 0,
      }),
    });
    const router = renderIntro();

    expect(await screen.findByText(/아직 받은 상담 요청이 없습니다/)).toBeInTheDocument();
    expect(document.querySelector('.leads-chart')).toBeNull();
    expect(screen.getByText('이번 주 상담 요청').closest('div')).toHaveTextContent('0건');
    expect(await screen.findByText(/아직 가입한 요금제가 없습니다/)).toBeInTheDocument();
    expect(await screen.findByText(/아직 결제 내역이 없습니다/)).toBeInTheDocument();
    expect(await screen.findByText(/새 공지사항과 진행 중인 이벤트가 없습니다/)).toBeInTheDocument();
    expect(
      await screen.findByText('최근 3개월 동안 요금제로 받은 견적 요청이 없습니다.'),
    ).toBeInTheDocument();
    expect(screen.getByText('첫 응답 중앙값').closest('div')).toHaveTextContent('첫 응답 중앙값-');

    const status = screen.getByRole('region', { name: '고객 노출 상태' });
    expect(await within(status).findByText('미노출')).toBeInTheDocument();
    expect(status).toHaveTextContent('필수 정보 미등록');
    expect(within(status).getByRole('link', { name: '요금제 가입하기' })).toHaveAttribute(
      'href',
      '/paymentPlan',
    );

    screen.getByRole('button', { name: '요금제 가입하기' }).click();
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/paymentPlan'));
  });

  it('shows the response figures against the goal, new leads, and what each plan returned', async () => {
    const basic: [string, string] = ['ZP_BASIC', '베이직'];
    const ad: [string, string] = ['ZP_AD', '상단노출'];
    serve({
      ...brandNew,
      summary: summary({ rate_within_limit: 0.85, median_first_response_minutes: 95, new_count: 4 }),
      returns: {
        months: ['2026-09', '2026-10', '2026-11'],
        rows: [
          returnRow('2026-10', basic, [12, 9, 6, 2], 869_000),
          returnRow('2026-11', ad, [3, 1, 0, 0], 231_000),
          returnRow('2026-11', basic, [10, 8, 5, 1], 869_000),
        ],
      },
    });
    renderIntro();

    const card = (await screen.findByText('견적 요청 응답 현황')).closest('.panel') as HTMLElement;
    expect(await within(card).findByText('85%')).toHaveClass('lead-response-card__below');
    expect(card).toHaveTextContent('4시간 내 응답률85%목표 90%');
    expect(card).toHaveTextContent('첫 응답 중앙값1시간 35분');
    expect(within(card).getByRole('link', { name: /4건/ })).toHaveAttribute('href', '/leads');

    const returns = (await screen.findByText('요금제별 성과 (최근 3개월)')).closest('.panel') as HTMLElement;
    await within(returns).findByText('상단노출');
    expect(
      within(returns)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual([
      '월요금제리드수락견적계약비용리드당 비용계약당 비용',
      '2026년 11월상단노출3건1건0건0건231,000원77,000원-',
      '2026년 11월베이직10건8건5건1건869,000원86,900원869,000원',
      '2026년 10월베이직12건9건6건2건869,000원72,417원434,500원',
    ]);
  });
});
