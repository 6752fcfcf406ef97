import type { StaffLeadSummary } from '@partner-portal/contract/leads-api';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch, type FetchCall } from '../../../test/http';
import { CONSOLE_PATHS } from '../../app/console-paths';
import { startStaffSession } from '../../app/staff-session';
import type { StaffLeadRow } from './api/lead-queries';
import { businessDuration, LeadsPage } from './leads-page';

afterEach(() => vi.unstubAllGlobals());

const ok = (data: unknown) => jsonResponse({ return_code: 0, return_message: 'OK', data });

const SUMMARY: StaffLeadSummary = {
  months: ['2026-10', '2026-11'],
  overall: [
    {
      month: '2026-11',
      product_key: 'ZP_BASIC',
      plan_name: '베이직',
      leads: 40,
      accepted: 30,
      quoted: 20,
      contracts: 4,
      cost_won: 990_000,
      cost_per_lead_won: 24_750,
      cost_per_contract_won: 247_500,
    },
    {
      month: '2026-10',
      product_key: 'ZP_BASIC',
      plan_name: '베이직',
      leads: 0,
      accepted: 0,
      quoted: 0,
      contracts: 0,
      cost_won: 990_000,
      cost_per_lead_won: null,
      cost_per_contract_won: null,
    },
  ],
  partners: [
    {
      partner_id: 12,
      company_name: '한결인테리어',
      leads: 25,
      accepted: 20,
      contracts: 3,
      rate_within_limit: 0.92,
      median_first_response_minutes: 85,
      cost_won: 660_000,
    },
    {
      partner_id: 13,
      company_name: '바른집수리',
      leads: 15,
      accepted: 10,
      contracts: 1,
      rate_within_limit: 0.6,
      median_first_response_minutes: null,
      cost_won: 330_000,
    },
  ],
};

const row = (leadNo: number, extra: Partial<StaffLeadRow> = {}): StaffLeadRow => ({
  lead_no: leadNo,
  status: 'quoted',
  received_at: '2026-11-02T01:15:00Z',
  region: { sido: '서울특별시', sigungu: '마포구' },
  construction_type: '욕실',
  space_type: '아파트',
  area_m2: 84.97,
  area_pyeong: 25.7,
  rooms: ['욕실'],
  budget_min_won: null,
  budget_max_won: null,
  product_key: 'ZP_BASIC',
  plan_name: '베이직',
  clock: {
    due_at: '2026-11-02T05:15:00Z',
    business_minutes_left: null,
    first_response_at: '2026-11-02T01:40:00Z',
    first_response_business_minutes: 25,
    on_time: true,
  },
  viewed: true,
  partner_id: 12,
  company_name: '한결인테리어',
  ...extra,
});

function serve() {
  return mockFetch((call: FetchCall) => {
    if (call.url.includes('/leads/summary')) return ok(SUMMARY);
    return ok({
      total: 2,
      page: 1,
      size: 20,
      items: [
        row(101),
        row(100, {
          status: 'expired',
          clock: {
            ...row(0).clock,
            first_response_business_minutes: null,
            first_response_at: null,
            on_time: false,
          },
        }),
      ],
    });
  });
}

function renderDesk(path: string = CONSOLE_PATHS.leads) {
  const router = createMemoryRouter([{ path: CONSOLE_PATHS.leads, element: <LeadsPage /> }], {
    initialEntries: [path],
  });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const listQueries = (calls: FetchCall[]) =>
  calls
    .filter((call) => !call.url.includes('/summary'))
    .map((call) => Object.fromEntries(new URL(call.url, 'http://console').searchParams));

describe('리드 현황', () => {
  it('shows what each plan returns by month and how each partner answers', async () => {
    startStaffSession('staff-token', 3600);
    serve();
    renderDesk();
    const plans = await screen.findByRole('table', { name: '요금제별 성과' });
    const [november, october] = within(plans).getAllByRole('row').slice(1);
    expect(november).toHaveTextContent('2026년 11월베이직403020' + '4' + '990,000원24,750원247,500원');
    expect(october).toHaveTextContent('990,000원——');

    const partners = screen.getByRole('table', { name: '파트너별 성과' });
    const [first, second] = within(partners).getAllByRole('row').slice(1);
    expect(first).toHaveTextContent('한결인테리어');
    expect(first).toHaveTextContent('92%');
    expect(first).toHaveTextContent('1시간 25분');
    expect(within(first!).getByRole('link', { name: '한결인테리어' })).toHaveAttribute(
      'href',
      '/staff/partners/12',
    );
    expect(second).toHaveTextContent('60%');
    expect(second).toHaveTextContent('—');
  });

  it('lists every lead with its partner and first response, and filters by status in the address', async () => {
    startStaffSession('staff-token', 3600);
    const calls = serve();
    const router = renderDesk();
    const leads = await screen.findByRole('table', { name: '리드 목록' });
    await waitFor(() => expect(within(leads).getAllByRole('row')).toHaveLength(3));
    const [, late] = within(leads).getAllByRole('row').slice(1);
    expect(late).toHaveTextContent('기간 만료');
    expect(late).toHaveTextContent('응답 없음');

    await userEvent.click(screen.getByRole('combobox', { name: '리드 상태' }));
    await userEvent.click(await screen.findByTitle('계약'));
    await waitFor(() => expect(router.state.location.search).toBe('?status=contracted'));
    await waitFor(() =>
      expect(listQueries(calls).at(-1)).toEqual({ status: 'contracted', page: '1', size: '20' }),
    );
  });

  it('reads business minutes as people say them', () => {
    expect(businessDuration(45)).toBe('45분');
    expect(businessDuration(120)).toBe('2시간');
    expect(businessDuration(125)).toBe('2시간 5분');
    expect(businessDuration(null)).toBe('—');
  });
});
