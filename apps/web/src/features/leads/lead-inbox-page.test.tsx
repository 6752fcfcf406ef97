import type { LeadList, LeadRow } from '@partner-portal/contract/leads-api';
import { PATHS } from '@partner-portal/contract/routes';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { showToast } from '../../lib/toast';
import { mockFetch, signIn, type FetchCall } from '../../test/http';
import { leadRow, ok, summary } from '../../test/leads';
import { LeadInboxPage } from './lead-inbox-page';

afterEach(() => vi.unstubAllGlobals());

const list = (items: LeadRow[], extra: Partial<LeadList> = {}): LeadList => ({
  total: items.length,
  page: 1,
  size: 20,
  new_count: items.filter((lead) => lead.status === 'new').length,
  items,
  ...extra,
});

/** An open event stream the test writes to. */
function openStream() {
  let write: (text: string) => void = () => undefined;
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      write = (text) => controller.enqueue(new TextEncoder().encode(text));
    },
  });
  return {
    response: new Response(body, { headers: { 'Content-Type': 'text/event-stream' } }),
    write: (text: string) => write(text),
  };
}

/** The inbox's calls: the list answers `answer` for each query, the stream stays open. */
function serve(answer: (query: Record<string, string>) => LeadList) {
  const stream = openStream();
  const calls = mockFetch((call: FetchCall) => {
    if (call.url.endsWith('/leads/stream')) return stream.response;
    if (call.url.endsWith('/leads/summary')) return ok(summary());
    return ok(answer(Object.fromEntries(new URL(call.url, 'http://portal').searchParams)));
  });
  const listCalls = () =>
    calls
      .filter((call) => /\/authapi\/leads\?/.test(call.url))
      .map((call) => Object.fromEntries(new URL(call.url, 'http://portal').searchParams));
  return { calls, listCalls, stream };
}

function renderInbox(path: string = PATHS.leads) {
  signIn();
  const router = createMemoryRouter(
    [
      { path: PATHS.leads, element: <LeadInboxPage /> },
      { path: PATHS.leadDetail, element: <h1>견적 요청 상세</h1> },
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

const rows = () => screen.getAllByRole('row').slice(1);

describe('견적 요청함', () => {
  it('lists each lead with its district, space and area, scope, budget, masked name, status and clock', async () => {
    serve(() =>
      list([
        leadRow(103, {
          viewed: false,
          clock: { ...leadRow(0).clock, business_minutes_left: 45 },
        }),
        leadRow(102, {
          status: 'accepted',
          region: { sido: '경기도', sigungu: '성남시' },
          space_type: '빌라',
          area_m2: 59.5,
          area_pyeong: 18,
          rooms: ['도배'],
          budget_min_won: null,
          budget_max_won: null,
          customer_name: '이*영',
          clock: { ...leadRow(0).clock, business_minutes_left: null, on_time: true },
        }),
        leadRow(101, {
          status: 'expired',
          clock: { ...leadRow(0).clock, business_minutes_left: -30, on_time: false },
        }),
      ]),
    );
    renderInbox();

    const first = await screen.findByRole('link', { name: '서울 마포구, 새 요청' });
    expect(first).toHaveAttribute('href', '/leads/103');
    expect(rows().map((row) => row.textContent)).toEqual([
      '2026.11.02 10:15서울 마포구아파트84.97m² · 25.7평욕실, 주방300만 원 ~ 500만 원김*수신규남은 시간 45분',
      '2026.11.02 10:15경기 성남시빌라59.5m² · 18평도배미정이*영확인응답 완료',
      '2026.11.02 10:15서울 마포구아파트84.97m² · 25.7평욕실, 주방300만 원 ~ 500만 원김*수기간 만료지연',
    ]);
    // Unopened in bold; under an hour left, and late, in red.
    expect(rows()[0]).toHaveClass('lead-table__row--unread');
    expect(rows()[1]).not.toHaveClass('lead-table__row--unread');
    expect(within(rows()[0]!).getByText('남은 시간 45분')).toHaveClass('lead-clock--urgent');
    expect(within(rows()[2]!).getByText('지연')).toHaveClass('lead-clock--late');

    expect(screen.getByRole('tab', { name: '신규 1' })).toHaveAttribute('aria-selected', 'false');
    expect(screen.getByRole('status')).toHaveTextContent('새 견적 요청 1건');
    const strip = screen.getByRole('region', { name: '응답 현황' });
    expect(await within(strip).findByText('92.5%')).toBeInTheDocument();
    expect(strip).toHaveTextContent('최근 30일 4시간 내 응답률92.5%목표 90%');
    expect(strip).toHaveTextContent('첫 응답 중앙값1시간 12분');
  });

  it('asks for the chosen tab, filters, search and page, and keeps them in the address', async () => {
    const { listCalls } = serve((query) =>
      list(
        Array.from({ length: 20 }, (_, i) => leadRow(200 - i)),
        { total: 45, page: Number(query.page ?? 1) },
      ),
    );
    const router = renderInbox();
    await screen.findAllByRole('link', { name: '서울 마포구' });

    await userEvent.click(screen.getByRole('tab', { name: '진행 중' }));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: '시/도' }), '서울특별시');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: '시/군/구' }), '마포구');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: '공간 유형' }), '빌라');
    await userEvent.type(screen.getByLabelText('견적 요청 검색어'), '욕실{Enter}');
    await userEvent.click(screen.getByRole('button', { name: '3' }));

    await waitFor(() => expect(listCalls().at(-1)).toMatchObject({ page: '3' }));
    expect(listCalls().at(-1)).toEqual({
      tab: 'active',
      sido: '서울특별시',
      sigungu: '마포구',
      space_type: '빌라',
      q: '욕실',
      page: '3',
      size: '20',
    });
    expect(new URLSearchParams(router.state.location.search).get('tab')).toBe('active');
    expect(listCalls()[0]).toEqual({ tab: 'all', page: '1', size: '20' });
    // Only the statuses of the chosen tab can be picked.
    const statuses = within(screen.getByRole('combobox', { name: '상태' }))
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(statuses).toEqual(['전체 상태', '확인', '연락함', '견적 발송']);
  });

  it('says when there is nothing yet, and when nothing matches the filters', async () => {
    serve(() => list([]));
    renderInbox();
    expect(await screen.findByText(/아직 받은 견적 요청이 없습니다/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '요금제 보러 가기' })).toBeInTheDocument();

    vi.unstubAllGlobals();
    cleanup();
    const { listCalls } = serve(() => list([]));
    renderInbox(`${PATHS.leads}?space_type=상가`);
    expect(await screen.findByText('조건에 맞는 견적 요청이 없습니다.')).toBeInTheDocument();
    await userEvent.click(screen.getAllByRole('button', { name: '조건 초기화' })[0]!);
    await waitFor(() => expect(listCalls().at(-1)).toEqual({ tab: 'all', page: '1', size: '20' }));
  });

  it('shows a new lead without reload when the stream says one arrived', async () => {
    let leads = [leadRow(101)];
    const { stream, calls } = serve(() => list(leads));
    renderInbox();
    await screen.findByRole('link', { name: '서울 마포구' });
    expect(calls.find((call) => call.url.endsWith('/leads/stream'))?.headers.Authorization).toMatch(
      /^Bearer /,
    );

    leads = [leadRow(102, { viewed: false, region: { sido: '부산광역시', sigungu: '해운대구' } }), ...leads];
    stream.write(': keep-alive\n\nevent: lead\ndata: {"lead_no":102,');
    stream.write('"new_count":2}\n\n');

    expect(await screen.findByRole('link', { name: '부산 해운대구, 새 요청' })).toHaveAttribute(
      'href',
      '/leads/102',
    );
    expect(showToast).toHaveBeenCalledWith('info', '새 견적 요청이 도착했습니다.', expect.anything());
    expect(screen.getByRole('status')).toHaveTextContent('새 견적 요청 2건');
  });
});
