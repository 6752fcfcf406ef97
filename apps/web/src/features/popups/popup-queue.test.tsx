import type { Popup } from '@partner-portal/contract/popups-api';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { trackClick } from '../../lib/analytics';
import { removeCookie } from '../../lib/cookies';
import { usePopupQueueBusy } from '../../lib/popup-slot';
import { jsonResponse, mockFetch, signIn } from '../../test/http';
import { PopupQueue } from './popup-queue';

vi.mock('../../lib/analytics', () => ({ trackClick: vi.fn() }));

// The queue loads its dialog on demand: loaded ahead, its first transform does not eat a query's wait.
beforeAll(() => import('../../components/popup-dialog'));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(trackClick).mockClear();
  for (const no of [1, 2, 3]) removeCookie(`hideToday_popup_${no}`);
});

const popup = (popup_no: number, title: string, extra: Partial<Popup> = {}): Popup => ({
  popup_no,
  kind: 'text',
  title,
  body: `${title} 내용`,
  image: null,
  buttons: [],
  offers_hide_today: true,
  ...extra,
});

const envelope = (data: Popup[]) => jsonResponse({ return_code: 0, return_message: 'OK', data });

function SlotProbe() {
  return <output aria-label="팝업 자리">{usePopupQueueBusy() ? '사용 중' : '비어 있음'}</output>;
}

function renderQueue(pathname = '/intro') {
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={[pathname]}>
        <PopupQueue pathname={pathname} />
        <SlotProbe />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const dialogs = () => screen.queryAllByRole('dialog');

describe('popup queue', () => {
  it('shows two due popups one at a time: closing the first shows the second, then the slot frees', async () => {
    signIn();
    const calls = mockFetch(() =>
      envelope([popup(1, '브랜드 이벤트'), popup(2, '정기결제 안내', { offers_hide_today: false })]),
    );
    renderQueue('/intro');

    const first = await screen.findByRole('dialog', { name: '브랜드 이벤트' });
    expect(dialogs()).toHaveLength(1);
    expect(within(first).getByText('1 / 2')).toBeInTheDocument();
    expect(screen.getByRole('status', { name: '팝업 자리' })).toHaveTextContent('사용 중');
    expect(calls[0]!.url).toContain('/authapi/partner/popups?placement=intro');

    await userEvent.click(within(first).getByRole('button', { name: '닫기' }));
    expect(trackClick).toHaveBeenCalledWith('popup', 'close', '1');
    const second = await screen.findByRole('dialog', { name: '정기결제 안내' });
    expect(dialogs()).toHaveLength(1);
    expect(within(second).getByText('2 / 2')).toBeInTheDocument();
    // Not offered on this one.
    expect(within(second).queryByRole('button', { name: '오늘 하루 안보기' })).not.toBeInTheDocument();

    await userEvent.click(within(second).getByRole('button', { name: '닫기' }));
    await waitFor(() => expect(dialogs()).toHaveLength(0));
    expect(screen.getByRole('status', { name: '팝업 자리' })).toHaveTextContent('비어 있음');
  });

  it('오늘 하루 안보기 hides that popup (by its number) when the page is loaded again, not the others', async () => {
    signIn();
    mockFetch(() => envelope([popup(1, '브랜드 이벤트'), popup(2, '요금제 변경 안내')]));
    const first = renderQueue('/intro');
    const dialog = await screen.findByRole('dialog', { name: '브랜드 이벤트' });
    await userEvent.click(within(dialog).getByRole('button', { name: '오늘 하루 안보기' }));
    expect(trackClick).toHaveBeenCalledWith('popup', 'hide_today', '1');
    await screen.findByRole('dialog', { name: '요금제 변경 안내' });
    first.unmount();

    renderQueue('/intro');
    await screen.findByRole('dialog', { name: '요금제 변경 안내' });
    expect(dialogs()).toHaveLength(1);
    expect(screen.queryByRole('dialog', { name: '브랜드 이벤트' })).not.toBeInTheDocument();
  });

  it('asks for the payment placement on the payment pages, and sizes an image before it loads', async () => {
    signIn();
    const calls = mockFetch(() =>
      envelope([
        popup(3, '계좌이체 결제 안내', {
          kind: 'image',
          image: { url: '/uploads/content/popups/a.webp', width: 640, height: 480, alt: '계좌 안내' },
        }),
      ]),
    );
    renderQueue('/payment');
    const dialog = await screen.findByRole('dialog', { name: '계좌이체 결제 안내' });
    expect(calls[0]!.url).toContain('placement=payment');
    const image = within(dialog).getByRole('img', { name: '계좌 안내' });
    expect(image).toHaveAttribute('width', '640');
    expect(image).toHaveAttribute('height', '480');
  });
});
