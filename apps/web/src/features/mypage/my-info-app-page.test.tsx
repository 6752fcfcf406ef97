import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderThroughGate } from '../../test/render-through-gate';
import { MyInfoAppPage } from './my-info-app-page';

afterEach(() => {
  delete window.AndroidBridge;
});

describe("the app's MyPage", () => {
  it('without a handed-over token, asks to open it from the app again and goes back to the app', async () => {
    const postMessage = vi.fn();
    window.AndroidBridge = { postMessage };
    renderThroughGate([{ path: '/mypage/myInfo/m', element: <MyInfoAppPage /> }], '/mypage/myInfo/m');
    expect(await screen.findByRole('heading', { level: 1, name: '로그인이 필요합니다' })).toBeInTheDocument();
    expect(screen.getByText('앱에서 내 정보 수정 화면을 다시 열어주세요.')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: '앱으로 돌아가기' }));
    expect(postMessage).toHaveBeenCalledWith(JSON.stringify({ type: 'webview_finish' }));
  });
});
