import type { InspectionStatus } from '@partner-portal/contract/inspection-constants';
import { PATHS } from '@partner-portal/contract/routes';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetInspectionStatus, readKeptInspection } from '../../lib/inspection-status';
import { jsonResponse, mockFetch } from '../../test/http';
import { InspectionPage } from './inspection-page';
import { inspectionWindowText } from './inspection-time';

// Each case is a new page: nothing asked or kept yet.
beforeEach(() => forgetInspectionStatus());
afterEach(() => vi.unstubAllGlobals());

const RUNNING: InspectionStatus = {
  status: 'running',
  start: '2026-12-03T17:00:00.000Z',
  end: '2099-12-03T19:00:00.000Z',
  message: '결제 시스템 교체 작업으로 점검합니다.',
  image: '/uploads/content/notice.webp',
  allow_reads: false,
  customer_service_hours: '평일 9:00-18:00',
};
const NONE: InspectionStatus = {
  ...RUNNING,
  status: 'none',
  start: null,
  end: null,
  message: null,
  image: null,
  allow_reads: true,
};

function renderPage(status: () => InspectionStatus) {
  mockFetch(() => jsonResponse({ return_code: 0, return_message: 'OK', data: status() }));
  const router = createMemoryRouter(
    [
      { path: PATHS.serviceInspection, element: <InspectionPage /> },
      { path: '*', element: <p>다른 화면</p> },
    ],
    { initialEntries: [`${PATHS.serviceInspection}?redirect=%2Fpayment`] },
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

describe('/service-inspection', () => {
  it('says what is happening, until when in Korean time, and how to reach customer service', async () => {
    renderPage(() => RUNNING);
    expect(await screen.findByText('결제 시스템 교체 작업으로 점검합니다.')).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 1, name: '지금은 서비스 점검 중입니다' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/2026년 12월 4일 \(금\) 02:00 ~ 2099년 12월 4일/)).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '서비스 점검 안내 이미지' })).toHaveAttribute(
      'src',
      '/uploads/content/notice.webp',
    );
    expect(screen.getByText(/조회를 포함한 모든 기능을 이용할 수 없습니다/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '1588-0000' })).toHaveAttribute('href', 'tel:15880000');
    expect(screen.getByText(/평일 9:00-18:00/)).toBeInTheDocument();
    expect(readKeptInspection()?.status.status).toBe('running');
  });

  it('returns the partner to the page they asked for once no inspection runs, and keeps that for the guard', async () => {
    const router = renderPage(() => NONE);
    expect(await screen.findByText('다른 화면')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/payment');
    expect(readKeptInspection()?.status.status).toBe('none');
  });
});

describe('inspection times', () => {
  it('are Korean wall-clock times, the end date only when it differs', () => {
    expect(inspectionWindowText('2026-12-03T17:00:00Z', '2026-12-03T19:30:00Z')).toBe(
      '2026년 12월 4일 (금) 02:00 ~ 04:30',
    );
    expect(inspectionWindowText('2026-12-03T14:00:00Z', '2026-12-03T16:00:00Z')).toBe(
      '2026년 12월 3일 (목) 23:00 ~ 2026년 12월 4일 (금) 01:00',
    );
  });
});
