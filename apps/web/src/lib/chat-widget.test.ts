import { afterEach, describe, expect, it, vi } from 'vitest';
import { signIn } from '../test/http';
import { chatWidget, createChatWidget, type ChatWidgetSdk } from './chat-widget';
import { clearSession } from './session/session-store';

function fakeSdk() {
  const sdk = { boot: vi.fn<ChatWidgetSdk['boot']>(), shutdown: vi.fn<ChatWidgetSdk['shutdown']>() };
  const load = vi.fn(() => Promise.resolve(sdk));
  return { sdk, load };
}

afterEach(() => {
  clearSession();
  vi.unstubAllGlobals();
});

describe('chat widget (Channel Talk)', () => {
  it('boots with the member id and partner name after login, and shuts down at logout', async () => {
    const { sdk, load } = fakeSdk();
    const widget = createChatWidget('1a2b3c4d-plugin-key', load);
    signIn();
    await widget.start({ memberId: 'partner7', partnerName: '한결인테리어' });
    expect(sdk.boot).toHaveBeenCalledExactlyOnceWith({
      pluginKey: '1a2b3c4d-plugin-key',
      memberId: 'partner7',
      profile: { name: '한결인테리어' },
      language: 'ko',
    });
    // Rendering again with the same partner does not boot twice.
    await widget.start({ memberId: 'partner7', partnerName: '한결인테리어' });
    expect(sdk.boot).toHaveBeenCalledTimes(1);

    clearSession(); // what logout and an expired session both do
    await Promise.resolve();
    await Promise.resolve();
    expect(sdk.shutdown).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('boots the next member after a logout, and not at all when the logout came first', async () => {
    const { sdk, load } = fakeSdk();
    const widget = createChatWidget('1a2b3c4d-plugin-key', load);
    const starting = widget.start({ memberId: 'partner7', partnerName: '한결인테리어' });
    clearSession(); // logged out while the SDK was still loading
    await starting;
    expect(sdk.boot).not.toHaveBeenCalled();

    await widget.start({ memberId: 'partner8', partnerName: '새봄디자인' });
    expect(sdk.boot).toHaveBeenCalledExactlyOnceWith(expect.objectContaining({ memberId: 'partner8' }));
  });

  it('never gets in the way when the SDK fails to load, and tries again later', async () => {
    const { sdk } = fakeSdk();
    const load = vi.fn().mockRejectedValueOnce(new Error('blocked')).mockResolvedValue(sdk);
    const widget = createChatWidget('1a2b3c4d-plugin-key', load);
    await expect(
      widget.start({ memberId: 'partner7', partnerName: '한결인테리어' }),
    ).resolves.toBeUndefined();
    expect(sdk.boot).not.toHaveBeenCalled();
    await widget.start({ memberId: 'partner7', partnerName: '한결인테리어' });
    expect(sdk.boot).toHaveBeenCalledTimes(1);
  });

  it('without a plugin key loads nothing: no loader call, no script tag, no request', async () => {
    const { sdk, load } = fakeSdk();
    await createChatWidget(undefined, load).start({ memberId: 'partner7', partnerName: '한결인테리어' });
    expect(load).not.toHaveBeenCalled();

    // The app's own widget, built without VITE_CHANNEL_TALK_PLUGIN_KEY (as in these tests).
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    signIn();
    await chatWidget.start({ memberId: 'partner7', partnerName: '한결인테리어' });
    clearSession();
    expect(document.querySelectorAll('script')).toHaveLength(0);
    expect('ChannelIO' in window).toBe(false);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(sdk.boot).not.toHaveBeenCalled();
  });
});
