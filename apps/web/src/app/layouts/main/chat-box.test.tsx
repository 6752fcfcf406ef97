import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setUiState } from '../../../lib/ui-store';
import { jsonResponse, mockFetch, signIn } from '../../../test/http';
import { ChatBox } from './chat-box';

afterEach(() => vi.unstubAllGlobals());

const ANDROID_ONLY =
  '채팅 상담은 현재 안드로이드 앱에서만 이용할 수 있습니다. 아이폰 앱은 업데이트 중입니다.';

function renderChatBox(adPlans: { pid: string }[], device: 'pc_web' | 'mobile_web') {
  signIn();
  mockFetch(() =>
    jsonResponse({
      return_code: 0,
      return_message: 'OK',
      data: { ad_plan_list: adPlans, partner_grade: 'NORMAL' },
    }),
  );
  setUiState({ device });
  render(
    <QueryClientProvider client={new QueryClient()}>
      <ChatBox />
    </QueryClientProvider>,
  );
}

describe('sidebar chat box', () => {
  it('offers an ad partner on a computer the app by QR code, with the Android-only note', async () => {
    renderChatBox([{ pid: 'ZPP001' }], 'pc_web');
    const box = await screen.findByRole('region', { name: '채팅 상담' });
    await userEvent.click(within(box).getByRole('button', { name: '앱 설치 안내' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('안드로이드 앱 설치 QR 코드');
    // The code itself loads with its own chunk once the dialog opens.
    await waitFor(() => expect(dialog.querySelector('.ant-qrcode')).not.toBeNull());
    expect(dialog).toHaveTextContent(ANDROID_ONLY);
    expect(within(dialog).getByRole('link', { name: /Google Play/ })).toBeInTheDocument();
  });

  it('offers an ad partner on a phone the store links directly', async () => {
    renderChatBox([{ pid: 'ZP002' }], 'mobile_web');
    const box = await screen.findByRole('region', { name: '채팅 상담' });
    expect(within(box).getByRole('link', { name: /App Store/ })).toBeInTheDocument();
    expect(box).toHaveTextContent(ANDROID_ONLY);
    expect(within(box).queryByRole('button', { name: '앱 설치 안내' })).not.toBeInTheDocument();
  });

  it('offers a partner without an ad plan a look at the ad products instead', async () => {
    renderChatBox([], 'pc_web');
    const box = await screen.findByRole('region', { name: '광고 상품 안내' });
    expect(within(box).getByRole('link', { name: /광고 상품 보기/ })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: '채팅 상담' })).not.toBeInTheDocument();
  });
});
