import type { StaffPopupRow } from '@partner-portal/contract/popups-api';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch } from '../../../test/http';
import { startStaffSession } from '../../app/staff-session';
import { PopupsPage } from './popups-page';

afterEach(() => vi.unstubAllGlobals());

const ok = (data: unknown) => jsonResponse({ return_code: 0, return_message: 'OK', data });

const live: StaffPopupRow = {
  popup_no: 6,
  kind: 'text',
  title: '요금제 구성 변경 안내',
  body: '다음 달 1일부터 바뀝니다.',
  image: null,
  buttons: [],
  placement: 'main',
  audience: 'all',
  audience_grades: [],
  visible: true,
  starts_at: '2026-11-23T05:22:00.000Z',
  ends_at: '2026-12-31T05:22:00.000Z',
  priority: 30,
  offers_hide_today: true,
  status: 'live',
  created_by: null,
  updated_by: 'staff_content',
  created_at: '2026-11-26T05:22:00.000Z',
  updated_at: '2026-11-26T05:22:00.000Z',
};
const ended: StaffPopupRow = {
  ...live,
  popup_no: 1,
  title: '요금제 가격 조정 안내',
  placement: 'intro',
  starts_at: '2023-11-08T05:00:00.000Z',
  ends_at: '2024-01-17T00:00:00.000Z',
  status: 'ended',
};

describe('staff console: popups desk', () => {
  it('lists popups with their status and Korean-time window, and retires one only after reading it back', async () => {
    startStaffSession('staff-token', 3600);
    const calls = mockFetch((call) =>
      call.method === 'POST' ? ok({ ...live, visible: false, status: 'hidden' }) : ok([live, ended]),
    );
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <PopupsPage />
      </QueryClientProvider>,
    );
    const row = await screen.findByRole('row', { name: /요금제 구성 변경 안내/ });
    expect(row).toHaveTextContent('게시 중');
    expect(row).toHaveTextContent('2026.11.23 14:22 ~ 2026.12.31 14:22 전');
    expect(screen.getByRole('row', { name: /요금제 가격 조정 안내/ })).toHaveTextContent(
      '종료2023.11.08 14:00 ~ 2024.01.17 09:00 전',
    );

    const user = userEvent.setup();
    await user.click(within(row).getByRole('button', { name: '내리기' }));
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    expect(
      await screen.findByText('‘요금제 구성 변경 안내’를 내립니다. 파트너 화면에서 바로 사라집니다.'),
    ).toBeInTheDocument();
    const buttons = screen.getAllByRole('button', { name: '내리기' });
    await user.click(buttons[buttons.length - 1]!);
    expect(await screen.findByRole('status')).toHaveTextContent('‘요금제 구성 변경 안내’: 내렸습니다.');
    expect(calls.find((c) => c.method === 'POST')!.url).toContain('/staff-api/popups/6/retire');
    // An antd table and a popconfirm in jsdom take long on a loaded 2-core machine.
  }, 60_000);
});
