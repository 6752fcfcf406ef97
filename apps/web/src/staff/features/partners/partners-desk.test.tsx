import type { DeliveryPage } from '@partner-portal/contract/notifications-api';
import type { PartnerDetail, PartnerPage } from '@partner-portal/contract/staff-desks-api';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch } from '../../../test/http';
import { CONSOLE_PATHS } from '../../app/console-paths';
import { startStaffSession } from '../../app/staff-session';
import { PartnerDetailPage } from './partner-detail-page';
import { PartnersPage } from './partners-page';

afterEach(() => vi.unstubAllGlobals());

const ok = (data: unknown) => jsonResponse({ return_code: 0, return_message: 'OK', data });

const hangyeol = {
  partner_id: 12,
  member_no: 30,
  member_id: 'hangyeol_1',
  partner_name: '한결인테리어',
  ceo_name: '김한결',
  biz_no: '1234567890',
  grade: 'NORMAL',
  status: 'active' as const,
  created_at: '2026-11-02T01:00:00Z',
};

const detail: PartnerDetail = {
  partner: {
    ...hangyeol,
    phone_no: '01012345678',
    tax_bill_email: 'tax@example.com',
    company_phone: null,
    postcode: '06220',
    road_address: '서울특별시 강남구 테헤란로 212',
    jibun_address: '서울특별시 강남구 역삼동 718-5',
    address_detail: '3층',
    address: '(06220) 서울특별시 강남구 테헤란로 212 3층',
  },
  required_info: [
    { code: 'biz', title: '사업자 정보', status: 'complete', completed: true },
    { code: 'rate-plan', title: '요금제 가입', status: 'missing', completed: false },
  ],
  subscriptions: [],
  orders: [],
  cases: [],
  history: [],
  grade_history: [],
};

function renderAt(path: string) {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={CONSOLE_PATHS.partners} element={<PartnersPage />} />
          <Route path={CONSOLE_PATHS.partner} element={<PartnerDetailPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('staff console: partners desk', () => {
  it('searches on the server with the words and page in the address, and opens a partner', async () => {
    startStaffSession('staff-token', 3600);
    const page = (rows: (typeof hangyeol)[], total = rows.length): PartnerPage => ({
      total,
      page: 1,
      size: 20,
      rows,
    });
    const calls = mockFetch((call) =>
      call.url.includes('/partners/12') ? ok(detail) : ok(page(call.url.includes('q=') ? [hangyeol] : [], 0)),
    );
    renderAt('/staff/partners');
    expect(await screen.findByText('가입한 파트너가 없습니다.')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.type(screen.getByRole('searchbox', { name: '파트너 검색' }), '123-45-67890{Enter}');
    const row = await screen.findByRole('row', { name: /한결인테리어/ });
    expect(row).toHaveTextContent('123-45-67890');
    expect(row).toHaveTextContent('정상');
    expect(calls.at(-1)).toMatchObject({
      url: expect.stringMatching(/\/staff-api\/partners\?q=123-45-67890&page=1&size=20$/),
      headers: { Authorization: 'Bearer staff-token' },
    });
    await user.click(within(row).getByRole('link', { name: '한결인테리어' }));
    expect(await screen.findByRole('heading', { level: 1, name: '한결인테리어' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: '필수 정보 입력 상태' })).toHaveTextContent('요금제 가입 미입력');
    expect(screen.getByText('(06220) 서울특별시 강남구 테헤란로 212 3층')).toHaveTextContent(
      '(06220) 서울특별시 강남구 테헤란로 212 3층지번 서울특별시 강남구 역삼동 718-5',
    );
  });

  it('suspends only with a reason, reading back what happens, and shows the new state', async () => {
    startStaffSession('staff-token', 3600);
    const suspended: PartnerDetail = {
      ...detail,
      partner: { ...detail.partner, status: 'suspended' },
      history: [{ action: 'partner_suspend', reason: '약관 위반 신고 확인', at: '2026-11-04T01:00:00Z' }],
    };
    let done = false;
    const calls = mockFetch((call) => {
      if (call.method === 'POST') done = true;
      return ok(done ? suspended : detail);
    });
    renderAt('/staff/partners/12');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '이용 정지' }));
    const dialog = await screen.findByRole('dialog', { name: '이용 정지: 한결인테리어' });
    expect(dialog).toHaveTextContent('한결인테리어 (아이디 hangyeol_1)의 이용을 정지합니다.');
    const confirm = within(dialog).getByRole('button', { name: '이용 정지' });
    expect(confirm).toBeDisabled();
    await user.type(within(dialog).getByLabelText('사유 (파트너 이력에 남습니다)'), '약관 위반 신고 확인');
    await user.click(confirm);
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'POST')).toMatchObject({
        url: expect.stringContaining('/staff-api/partners/12/suspend'),
        body: { reason: '약관 위반 신고 확인' },
      }),
    );
    expect(await screen.findByRole('status')).toHaveTextContent('한결인테리어: 이용 정지했습니다.');
    expect(screen.getByRole('button', { name: '이용 재개' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: '이용 정지 이력' })).toHaveTextContent(
      '정지 · 약관 위반 신고 확인',
    );
  });

  it('shows the partner’s last ten notifications, with the way to all of them', async () => {
    startStaffSession('staff-token', 3600);
    const deliveries: DeliveryPage = {
      total: 31,
      page: 1,
      size: 10,
      rows: [
        {
          delivery_id: 7,
          notification_id: 70,
          kind: 'refund.completed',
          partner_id: 12,
          partner_name: '한결인테리어',
          channel: 'email',
          status: 'failed',
          recipient_masked: 'h***@example.com',
          answer: '550 mailbox unavailable',
          fallback: null,
          attempts: 5,
          created_at: '2026-11-02T01:00:00Z',
          sent_at: null,
        },
      ],
    };
    const calls = mockFetch((call) => ok(call.url.includes('/notifications') ? deliveries : detail));
    renderAt('/staff/partners/12');
    const card = (await screen.findByText('최근 알림')).closest('.ant-card') as HTMLElement;
    const row = await within(card).findByRole('row', { name: /환불 완료/ });
    expect(row).toHaveTextContent('이메일실패550 mailbox unavailable2026.11.02 10:00');
    expect(within(card).getByRole('link', { name: '전체 보기' })).toHaveAttribute(
      'href',
      '/staff/notifications?partner_id=12',
    );
    expect(calls.map((call) => call.url)).toContain('/staff-api/notifications?partner_id=12&page=1&size=10');
  });

  it('changes the grade only with a reason and a different grade, and lists the change', async () => {
    startStaffSession('staff-token', 3600);
    const gold: PartnerDetail = {
      ...detail,
      partner: { ...detail.partner, grade: 'GOLD' },
      grade_history: [
        {
          from: 'NORMAL',
          to: 'GOLD',
          reason: '연간 실적 우수',
          by: 'staff_desk',
          at: '2026-11-04T01:00:00Z',
        },
      ],
    };
    let done = false;
    const calls = mockFetch((call) => {
      if (call.method === 'POST') done = true;
      return ok(done ? gold : detail);
    });
    renderAt('/staff/partners/12');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '등급 변경' }));
    const dialog = await screen.findByRole('dialog', { name: '등급 변경: 한결인테리어' });
    expect(dialog).toHaveTextContent('지금 등급은 일반입니다.');
    const confirm = within(dialog).getByRole('button', { name: '등급 변경' });
    await user.click(within(dialog).getByRole('combobox'));
    await user.click(await screen.findByTitle('골드'));
    expect(confirm).toBeDisabled();
    await user.type(within(dialog).getByLabelText(/^사유/), '연간 실적 우수');
    await user.click(confirm);
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'POST')).toMatchObject({
        url: expect.stringContaining('/staff-api/partners/12/grade'),
        body: { grade: 'GOLD', reason: '연간 실적 우수' },
      }),
    );
    expect(await screen.findByRole('status')).toHaveTextContent('한결인테리어: 골드 등급으로 변경했습니다.');
    expect(screen.getByRole('list', { name: '등급 변경 이력' })).toHaveTextContent(
      '일반 → 골드 · 연간 실적 우수 · staff_desk',
    );
  });
});
