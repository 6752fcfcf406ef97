import type { DeskRequestPage, DeskRequestRow } from '@partner-portal/contract/request-desks-api';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch } from '../../../test/http';
import { CONSOLE_PATHS } from '../../app/console-paths';
import { startStaffSession } from '../../app/staff-session';
import { ConsultationsPage, InquiriesPage } from './request-desk-page';

afterEach(() => vi.unstubAllGlobals());

const ok = (data: unknown) => jsonResponse({ return_code: 0, return_message: 'OK', data });
const me = { member_no: 7, member_id: 'desk_kim', name: '김운영', roles: ['operations'] };

const late: DeskRequestRow = {
  request_id: 1,
  title: '한결인테리어',
  detail: '우리동네 독점 상담 · 01012345678',
  partner_id: 12,
  status: 'new',
  assignee: null,
  note: '',
  received_at: '2026-12-24T06:00:00Z',
  due_on: '2026-12-30',
  overdue: true,
};
const held: DeskRequestRow = {
  ...late,
  request_id: 2,
  title: '다른집수리',
  partner_id: 13,
  status: 'in_progress',
  assignee: { member_no: 8, name: 'desk_lee' },
  due_on: '2027-01-05',
  overdue: false,
};

function renderDesk(path: string) {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={CONSOLE_PATHS.consultations} element={<ConsultationsPage />} />
          <Route path={CONSOLE_PATHS.inquiries} element={<InquiriesPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('staff console: 상담 요청 and 제휴 문의 desks', () => {
  it('tints and tags late requests, counts them, and takes one for the signed-in member', async () => {
    startStaffSession('staff-token', 3600);
    let rows = [late, held];
    const calls = mockFetch((call) => {
      if (call.url.endsWith('/staff-api/me')) return ok(me);
      if (call.method === 'PATCH') {
        rows = [{ ...late, status: 'in_progress', assignee: { member_no: 7, name: 'desk_kim' } }, held];
        return ok(rows[0]);
      }
      const page: DeskRequestPage = { total: 2, page: 1, size: 20, overdue: 1, rows };
      return ok(page);
    });
    renderDesk('/staff/consultations');
    expect(await screen.findByRole('heading', { level: 1, name: '상담 요청' })).toBeInTheDocument();
    const lateRow = await screen.findByRole('row', { name: /한결인테리어/ });
    expect(lateRow).toHaveClass('request-desk__row--late');
    expect(lateRow).toHaveTextContent('2026.12.30기한 지남');
    expect(screen.getByText('기한이 지난 요청이 1건 있습니다.')).toBeInTheDocument();
    const heldRow = screen.getByRole('row', { name: /다른집수리/ });
    expect(heldRow).not.toHaveClass('request-desk__row--late');
    expect(heldRow).toHaveTextContent('desk_lee 처리 중');
    expect(within(heldRow).queryByRole('button')).toBeNull();

    const user = userEvent.setup();
    await user.click(within(lateRow).getByRole('button', { name: '맡기' }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'PATCH')).toMatchObject({
        url: expect.stringContaining('/staff-api/requests/consultations/1'),
        body: { action: 'take' },
      }),
    );
    expect(await screen.findByRole('status')).toHaveTextContent('한결인테리어: 맡았습니다.');
    const taken = await screen.findByRole('row', { name: /한결인테리어.*처리중/ });
    expect(within(taken).getByRole('button', { name: '완료' })).toBeInTheDocument();
    expect(within(taken).getByRole('button', { name: '놓기' })).toBeInTheDocument();
  });

  it('is the same page for partnership inquiries, filtered by status in the address', async () => {
    startStaffSession('staff-token', 3600);
    const calls = mockFetch((call) =>
      call.url.endsWith('/staff-api/me') ? ok(me) : ok({ total: 0, page: 1, size: 20, overdue: 0, rows: [] }),
    );
    renderDesk('/staff/inquiries?status=done');
    expect(await screen.findByRole('heading', { level: 1, name: '제휴 문의' })).toBeInTheDocument();
    expect(await screen.findByText('완료 요청이 없습니다.')).toBeInTheDocument();
    expect(calls.map((call) => call.url)).toContain(
      '/staff-api/requests/inquiries?status=done&page=1&size=20',
    );
  });
});
