import type { LeadDetail } from '@partner-portal/contract/leads-api';
import { LEAD_MESSAGES } from '@partner-portal/contract/leads-constants';
import { PATHS } from '@partner-portal/contract/routes';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch, signIn, type FetchCall } from '../../test/http';
import { leadDetail, ok } from '../../test/leads';
import { LeadDetailPage } from './lead-detail-page';

afterEach(() => vi.unstubAllGlobals());

const ACCEPTED: Partial<LeadDetail> = {
  status: 'accepted',
  customer_name: '김민수',
  contact: {
    customer_name: '김민수',
    relay_number: '0505-123-4567',
    relay_expires_at: '2026-11-09T01:20:00Z',
  },
  moves: ['contacted', 'quoted', 'contracted', 'lost'],
  clock: {
    due_at: '2026-11-02T05:15:00Z',
    business_minutes_left: null,
    first_response_at: '2026-11-02T01:20:00Z',
    first_response_business_minutes: 5,
    on_time: true,
  },
};

/** Lead 101 as it stands, changed by the answers posted; `refuse` answers a POST instead. */
function serve(start: LeadDetail, refuse?: (call: FetchCall) => Response | null) {
  let lead = start;
  const calls = mockFetch((call) => {
    if (call.method === 'POST') {
      const refusal = refuse?.(call);
      if (refusal) return refusal;
      if (call.url.endsWith('/accept')) lead = { ...lead, ...ACCEPTED };
      if (call.url.endsWith('/decline')) lead = { ...lead, status: 'declined', moves: [] };
      if (call.url.endsWith('/status'))
        lead = { ...lead, status: (call.body as { status: LeadDetail['status'] }).status };
      return ok(lead);
    }
    if (call.url.includes('/photos/')) {
      return new Response('jpeg', { headers: { 'Content-Type': 'image/jpeg' } });
    }
    return ok(lead);
  });
  return { posts: () => calls.filter((call) => call.method === 'POST'), calls };
}

function renderLead(path = '/leads/101') {
  signIn();
  const router = createMemoryRouter(
    [
      { path: PATHS.leadDetail, element: <LeadDetailPage /> },
      { path: PATHS.leads, element: <h1>견적 요청함</h1> },
      { path: PATHS.quoteNew, element: <h1>견적서 작성</h1> },
      { path: PATHS.quoteDetail, element: <h1>견적서 상세</h1> },
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

const dialog = () => screen.getByRole('dialog');

describe('견적 요청 상세', () => {
  it('accepts after confirming, then shows the full name and the relay number to call', async () => {
    const { posts } = serve(leadDetail(101));
    const router = renderLead();

    expect(await screen.findByRole('heading', { name: '견적 요청 #101' })).toBeInTheDocument();
    expect(screen.getByText('김*수')).toBeInTheDocument();
    expect(screen.queryByText('고객 연락처')).toBeNull();
    expect(screen.getByRole('button', { name: /견적서 작성/ })).toBeDisabled();
    expect(screen.getByText('남은 시간 2시간 30분')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: '수락' }));
    expect(within(dialog()).getByText(/안심번호는 7일 동안/)).toBeInTheDocument();
    await userEvent.click(within(dialog()).getByRole('button', { name: '수락' }));

    const phone = await screen.findByRole('link', { name: /0505-123-4567/ });
    expect(phone).toHaveAttribute('href', 'tel:05051234567');
    expect(screen.getByText('김민수 고객님')).toBeInTheDocument();
    expect(screen.getByText('2026.11.09 10:20까지 연결')).toBeInTheDocument();
    expect(screen.getByText(/안심번호는 수락한 때부터 7일 동안 유효합니다/)).toBeInTheDocument();
    expect(screen.getByText('응답 완료')).toBeInTheDocument();
    expect(posts().map((call) => call.url)).toEqual(['/partner-api/authapi/leads/101/accept']);

    await userEvent.click(screen.getByRole('button', { name: /견적서 작성/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe(PATHS.quoteNew));
    expect(router.state.location.search).toBe('?lead=101');
  });

  it('declines only with a reason, and for 기타 only with its words', async () => {
    const { posts } = serve(leadDetail(101));
    renderLead();
    await userEvent.click(await screen.findByRole('button', { name: '관심 없음' }));
    const confirm = () => within(dialog()).getByRole('button', { name: '관심 없음' });

    await userEvent.click(confirm());
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent('사유를 선택해주세요.');
    await userEvent.selectOptions(within(dialog()).getByLabelText('관심 없음 사유'), '기타');
    await userEvent.click(confirm());
    expect(within(dialog()).getByRole('alert')).toHaveTextContent('기타 사유를 입력해주세요.');
    expect(posts()).toHaveLength(0);

    await userEvent.type(within(dialog()).getByLabelText('기타 사유'), '자재 수급이 어렵습니다');
    await userEvent.click(confirm());
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posts().map((call) => call.body)).toEqual([{ reason: '기타', detail: '자재 수급이 어렵습니다' }]);
    expect(await screen.findByText('관심 없음', { selector: '.ant-tag' })).toBeInTheDocument();
  });

  it('shows the server’s refusal in the dialog, which stays open', async () => {
    serve(leadDetail(101), () => jsonResponse({ code: 40901, message: LEAD_MESSAGES.notNew }, 409));
    renderLead();
    await userEvent.click(await screen.findByRole('button', { name: '수락' }));
    await userEvent.click(within(dialog()).getByRole('button', { name: '수락' }));
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent('이미 응답한 견적 요청입니다.');
  });

  it('moves an accepted lead on, 실패 only with a reason, and lists its quotes with 열람함', async () => {
    const { posts } = serve(
      leadDetail(101, {
        ...ACCEPTED,
        quotes: [
          {
            quote_no: 7,
            version: 2,
            total_won: 4_400_000,
            sent_at: '2026-11-03T02:00:00Z',
            opened_at: '2026-11-03T05:00:00Z',
          },
        ],
      }),
    );
    renderLead();
    expect(await screen.findByRole('link', { name: '견적서 #7 · 2차' })).toHaveAttribute('href', '/quotes/7');
    expect(screen.getByText('열람함')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: '진행 단계 변경' }));
    const options = within(within(dialog()).getByLabelText('바꿀 단계'))
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options).toEqual(['단계를 선택해주세요', '연락함', '견적 발송', '계약', '실패']);
    await userEvent.selectOptions(within(dialog()).getByLabelText('바꿀 단계'), '실패');
    await userEvent.click(within(dialog()).getByRole('button', { name: '변경' }));
    expect(within(dialog()).getByRole('alert')).toHaveTextContent('사유를 선택해주세요.');
    await userEvent.selectOptions(within(dialog()).getByLabelText('실패 사유'), '가격');
    await userEvent.click(within(dialog()).getByRole('button', { name: '변경' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    expect(posts().map((call) => call.body)).toEqual([{ status: 'lost', reason: '가격' }]);
  });

  it('saves a note with the next contact date', async () => {
    const { posts } = serve(leadDetail(101, ACCEPTED));
    renderLead();
    const form = await screen.findByRole('form', { name: '메모 추가' });
    await userEvent.click(within(form).getByRole('button', { name: '저장' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('메모 또는 다음 연락일을 입력해주세요.');
    await userEvent.type(within(form).getByLabelText('메모'), '토요일 오전 현장 방문 약속');
    // A date far ahead, so the field's minimum (today) never refuses it.
    await userEvent.type(within(form).getByLabelText('다음 연락일'), '2099-12-05');
    await userEvent.click(within(form).getByRole('button', { name: '저장' }));
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(posts()[0]!.url).toBe('/partner-api/authapi/leads/101/notes');
    expect(posts()[0]!.body).toEqual({ text: '토요일 오전 현장 방문 약속', next_contact_on: '2099-12-05' });
  });

  it('shows the photos, fetched with the session’s token', async () => {
    // jsdom has no object URLs (this file runs isolated, so they leave with it).
    URL.createObjectURL = vi.fn(() => 'blob:lead-photo');
    URL.revokeObjectURL = vi.fn();
    const { calls } = serve(
      leadDetail(101, {
        photos: [
          { url: '/authapi/leads/101/photos/0', width: 1200, height: 900 },
          { url: '/authapi/leads/101/photos/1', width: 1200, height: 900 },
        ],
      }),
    );
    renderLead();
    const thumb = await screen.findByRole('button', { name: '현장 사진 1 크게 보기' });
    await waitFor(() => expect(thumb.querySelector('img')).toHaveAttribute('src', 'blob:lead-photo'));
    const photoCalls = calls.filter((call) => call.url.includes('/photos/'));
    expect(photoCalls.map((call) => call.url)).toEqual([
      '/partner-api/authapi/leads/101/photos/0',
      '/partner-api/authapi/leads/101/photos/1',
    ]);
    expect(photoCalls[0]!.headers.Authorization).toMatch(/^Bearer /);

    await userEvent.click(thumb);
    expect(within(dialog()).getByRole('img', { name: '현장 사진 1' })).toBeInTheDocument();
    await userEvent.click(within(dialog()).getByRole('button', { name: /다음 사진/ }));
    expect(within(dialog()).getByRole('img', { name: '현장 사진 2' })).toBeInTheDocument();
  });

  it('says when the lead is not this partner’s or does not exist', async () => {
    mockFetch(() => jsonResponse({ code: 40401, message: LEAD_MESSAGES.notFound }, 404));
    renderLead('/leads/999');
    expect(await screen.findByText('견적 요청을 찾을 수 없습니다')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '견적 요청함으로' })).toHaveAttribute('href', PATHS.leads);
  });
});
