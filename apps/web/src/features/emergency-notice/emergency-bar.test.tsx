import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch } from '../../test/http';
import { EmergencyBar } from './emergency-bar';

afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

const notice = (no: number) =>
  jsonResponse({
    return_code: 0,
    return_message: 'OK',
    data: {
      emergency_no: no,
      title: '결제 지연',
      text: '카드사 점검으로 결제가 지연될 수 있습니다.',
      link_url: '/notice/1?id=3',
      start_at: '2026-11-20T00:00:00.000Z',
      end_at: '2026-11-20T03:00:00.000Z',
    },
  });

const renderBar = () =>
  render(
    <MemoryRouter>
      <EmergencyBar />
    </MemoryRouter>,
  );

describe('emergency bar', () => {
  it('asks for the web notice, links to the notice it names, and stays closed for that notice only', async () => {
    const calls = mockFetch(() => notice(7));
    const first = renderBar();
    const bar = await screen.findByRole('region', { name: '긴급 공지' });
    expect(bar).toHaveTextContent('결제 지연 카드사 점검으로 결제가 지연될 수 있습니다.');
    expect(screen.getByRole('link', { name: '자세히 보기' })).toHaveAttribute('href', '/notice/1?id=3');
    expect(calls[0]!.url).toContain('/v5/notice/emergency?osType=web&serviceType=2');

    await userEvent.click(screen.getByRole('button', { name: /닫기/ }));
    expect(screen.queryByRole('region', { name: '긴급 공지' })).not.toBeInTheDocument();
    first.unmount();

    const again = renderBar();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('region', { name: '긴급 공지' })).not.toBeInTheDocument();
    again.unmount();

    vi.unstubAllGlobals();
    mockFetch(() => notice(8));
    renderBar();
    expect(await screen.findByRole('region', { name: '긴급 공지' })).toBeInTheDocument();
  });

  it('shows nothing when there is no notice or it cannot be read', async () => {
    mockFetch(() => jsonResponse({ return_code: 0, return_message: 'OK', data: null }));
    renderBar();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('region', { name: '긴급 공지' })).not.toBeInTheDocument();
  });
});
