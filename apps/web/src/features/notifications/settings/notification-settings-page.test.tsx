import type { Preferences, PreferencesUpdate } from '@partner-portal/contract/notifications-api';
import {
  NOTIFICATION_EVENTS,
  PARTNER_NOTIFICATION_KINDS,
  type NotificationChannel,
} from '@partner-portal/contract/notifications-constants';
import { PATHS } from '@partner-portal/contract/routes';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  currentPushSubscription,
  PushNotAllowed,
  pushSupport,
  subscribePush,
  unsubscribePush,
} from '../../../lib/push/push-subscription';
import { showToast } from '../../../lib/toast';
import { jsonResponse, mockFetch, signIn, type FetchCall } from '../../../test/http';
import { renderThroughGate } from '../../../test/render-through-gate';
import { NotificationSettingsPage, testSentText } from './notification-settings-page';

vi.mock('../../../lib/push/push-subscription', async (importOriginal) => ({
  ...(await importOriginal()),
  pushSupport: vi.fn(),
  currentPushSubscription: vi.fn(),
  subscribePush: vi.fn(),
  unsubscribePush: vi.fn(),
}));
afterEach(() => vi.unstubAllGlobals());
beforeEach(() => {
  vi.mocked(pushSupport).mockReturnValue('default');
  vi.mocked(currentPushSubscription).mockResolvedValue(null);
});

const ok = (data: unknown) => jsonResponse({ return_code: 0, return_message: 'OK', data });

const SUBSCRIPTION = {
  endpoint: 'https://push.example.com/send/abc',
  keys: { p256dh: 'B'.repeat(87), auth: 'a'.repeat(22) },
};

/** Every kind of the matrix on its defaults, but 입금 확인 on alimtalk alone. */
const PREFERENCES: Preferences = {
  channels: {
    ...Object.fromEntries(
      PARTNER_NOTIFICATION_KINDS.map((kind) => [kind, [...NOTIFICATION_EVENTS[kind].defaults]]),
    ),
    'deposit.confirmed': ['alimtalk'],
  },
  quiet_hours: null,
  marketing: { agreed: false, agreed_at: null, version: null },
  night: { agreed: false, agreed_at: null, version: null },
  phone_masked: '010-****-5678',
  email_masked: 'h***@example.com',
  push_devices: 0,
};

function serve(preferences: Preferences = PREFERENCES) {
  return mockFetch((call: FetchCall) => {
    if (call.url.endsWith('/notifications/test'))
      return ok({ channels: ['alimtalk', 'email'], notification_id: 9 });
    if (call.url.endsWith('/notifications/push-key')) return ok({ public_key: 'BPublicKey' });
    if (call.method === 'PUT') {
      const update = call.body as PreferencesUpdate;
      const saved: Preferences = {
        ...preferences,
        channels: update.channels,
        quiet_hours: update.quiet_hours,
        marketing: update.marketing_agreed
          ? { agreed: true, agreed_at: '2026-11-05T05:00:00Z', version: 1 }
          : { agreed: false, agreed_at: null, version: null },
      };
      return ok(saved);
    }
    if (call.method !== 'GET') return ok(null);
    return ok(preferences);
  });
}

const renderPage = () =>
  renderThroughGate(
    [{ path: PATHS.notificationSettings, element: <NotificationSettingsPage /> }],
    PATHS.notificationSettings,
  );

const box = (name: string | RegExp) => screen.getByRole('checkbox', { name });

describe('알림 설정', () => {
  it('keeps one channel on for payment, security and legal notices', async () => {
    signIn();
    serve();
    renderPage();
    const user = userEvent.setup();
    // 입금 확인 has alimtalk alone: that box cannot be cleared, and says why.
    const only = await screen.findByRole('checkbox', { name: '무통장 입금 확인: 카카오 알림톡' });
    expect(only).toBeChecked();
    expect(only).toBeDisabled();
    expect(only).toHaveAccessibleDescription('결제·보안·약관 알림은 한 가지 이상 받아야 합니다.');
    // 카드 결제 승인 has three: two can go, then the last one stays.
    await user.click(box('카드 결제 승인: 카카오 알림톡'));
    await user.click(box('카드 결제 승인: 이메일'));
    expect(box('카드 결제 승인: 앱·브라우저 푸시')).toBeChecked();
    expect(box('카드 결제 승인: 앱·브라우저 푸시')).toBeDisabled();
    expect(box('카드 결제 승인: 이메일')).toBeEnabled();
    // A service notice may go nowhere but the inbox.
    for (const channel of ['카카오 알림톡', '이메일', '앱·브라우저 푸시'])
      await user.click(box(`새 견적 요청: ${channel}`));
    expect(box('새 견적 요청: 앱·브라우저 푸시')).not.toBeChecked();
    expect(box('새 견적 요청: 이메일')).toBeEnabled();
  });

  it('asks for the marketing consent before the night consent, and withdraws both together', async () => {
    signIn();
    serve();
    renderPage();
    const user = userEvent.setup();
    const marketing = await screen.findByRole('checkbox', {
      name: /광고성 정보를 카카오 알림톡, 이메일, 푸시로 받는 데/,
    });
    const night = box(/오후 9시부터 다음 날 오전 8시 사이에도/);
    expect(night).toBeDisabled();
    expect(box('이벤트·프로모션 소식: 앱·브라우저 푸시')).toBeDisabled();
    await user.click(marketing);
    expect(night).toBeEnabled();
    expect(box('이벤트·프로모션 소식: 앱·브라우저 푸시')).toBeEnabled();
    expect(screen.getAllByText('저장하면 동의일시가 기록됩니다.')).toHaveLength(1);
    await user.click(night);
    expect(night).toBeChecked();
    await user.click(marketing);
    expect(night).not.toBeChecked();
    expect(night).toBeDisabled();
  });

  it('shows when each consent was given and where the messages go', async () => {
    signIn();
    serve({
      ...PREFERENCES,
      marketing: { agreed: true, agreed_at: '2026-11-02T01:00:00Z', version: 1 },
      night: { agreed: true, agreed_at: '2026-11-03T12:30:00Z', version: 1 },
    });
    renderPage();
    expect(await screen.findByText('동의일시 2026.11.02 10:00')).toBeInTheDocument();
    expect(screen.getByText('동의일시 2026.11.03 21:30')).toBeInTheDocument();
    expect(screen.getByText('010-****-5678')).toBeInTheDocument();
    expect(screen.getByText('h***@example.com')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '내 정보 수정' })).toHaveAttribute('href', PATHS.myInfo);
  });

  it('saves every kind’s channels, the quiet hours and the consents', async () => {
    signIn();
    const calls = serve();
    renderPage();
    const user = userEvent.setup();
    const save = await screen.findByRole('button', { name: '저장' });
    expect(save).toBeDisabled();
    await user.click(box('무통장 입금 확인: 이메일'));
    await user.click(screen.getByRole('switch', { name: '방해 금지 시간 사용' }));
    await user.selectOptions(screen.getByRole('combobox', { name: '방해 금지 시작 시간' }), '23:30');
    await user.selectOptions(screen.getByRole('combobox', { name: '방해 금지 종료 시간' }), '23:30');
    expect(screen.getByRole('alert')).toHaveTextContent('방해 금지 시작과 종료 시간이 같을 수 없습니다.');
    expect(save).toBeDisabled();
    await user.selectOptions(screen.getByRole('combobox', { name: '방해 금지 종료 시간' }), '07:00');
    await user.click(screen.getByRole('checkbox', { name: /광고성 정보를 카카오 알림톡/ }));
    await user.click(save);

    await waitFor(() => expect(showToast).toHaveBeenCalledWith('success', '알림 설정을 저장했습니다.'));
    // The screen shows the settings as the server saved them, consent time included.
    expect(await screen.findByText('동의일시 2026.11.05 14:00')).toBeInTheDocument();
    expect(box('무통장 입금 확인: 이메일')).toBeChecked();
    expect(save).toBeDisabled();
    const put = calls.find((call) => call.method === 'PUT');
    const body = put?.body as PreferencesUpdate;
    expect(put?.url).toMatch(/\/partner-api\/authapi\/notifications\/preferences$/);
    // Every kind the matrix shows, and only those (the server refuses staff kinds).
    expect(Object.keys(body.channels)).toEqual(PARTNER_NOTIFICATION_KINDS);
    expect(body).toMatchObject({
      channels: {
        'deposit.confirmed': ['alimtalk', 'email'],
        'payment.approved': ['alimtalk', 'email', 'push'],
      },
      quiet_hours: { start: '23:30', end: '07:00' },
      marketing_agreed: true,
      night_agreed: false,
    });
  });

  it('sends a test and says on which channels it went', async () => {
    signIn();
    const calls = serve();
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: '테스트 발송' }));
    await waitFor(() =>
      expect(showToast).toHaveBeenCalledWith('success', '카카오 알림톡, 이메일로 테스트 알림을 보냈습니다.'),
    );
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.url)).toEqual([
      expect.stringMatching(/\/authapi\/notifications\/test$/),
    ]);
    const channels: NotificationChannel[][] = [['push'], ['email', 'alimtalk'], []];
    expect(channels.map(testSentText)).toEqual([
      '앱·브라우저 푸시로 테스트 알림을 보냈습니다.',
      '이메일, 카카오 알림톡으로 테스트 알림을 보냈습니다.',
      '켜 둔 채널이 없어 알림함에만 테스트 알림을 보냈습니다.',
    ]);
  });

  it('subscribes this browser to push with the server’s key and gives the server the subscription', async () => {
    signIn();
    const calls = serve();
    vi.mocked(subscribePush).mockResolvedValue(SUBSCRIPTION);
    renderPage();
    const section = await screen.findByRole('region', { name: '브라우저 푸시 알림' });
    expect(await within(section).findByText('이 브라우저에서는 알림을 받지 않습니다.')).toBeInTheDocument();
    // The key is there before the click, which then subscribes at once (Safari's prompt needs the click).
    expect(calls.map((call) => call.url)).toContainEqual(expect.stringMatching(/\/notifications\/push-key$/));
    vi.mocked(currentPushSubscription).mockResolvedValue(SUBSCRIPTION);
    await userEvent.click(within(section).getByRole('button', { name: '이 브라우저에서 알림 받기' }));
    expect(await within(section).findByRole('button', { name: '이 브라우저 알림 끄기' })).toBeInTheDocument();
    expect(subscribePush).toHaveBeenCalledWith('BPublicKey');
    expect(calls.find((call) => call.method === 'POST')).toMatchObject({
      url: expect.stringMatching(/\/authapi\/notifications\/push-subscription$/),
      body: SUBSCRIPTION,
    });
    expect(showToast).toHaveBeenCalledWith('success', '이 브라우저에서 알림을 받습니다.');
  });

  it('switches this browser off: the server forgets the endpoint, then the browser unsubscribes', async () => {
    signIn();
    const calls = serve({ ...PREFERENCES, push_devices: 2 });
    vi.mocked(currentPushSubscription).mockResolvedValue(SUBSCRIPTION);
    renderPage();
    const section = await screen.findByRole('region', { name: '브라우저 푸시 알림' });
    expect(section).toHaveTextContent('지금 알림을 받는 브라우저: 2대');
    await userEvent.click(await within(section).findByRole('button', { name: '이 브라우저 알림 끄기' }));
    await waitFor(() => expect(unsubscribePush).toHaveBeenCalled());
    expect(calls.find((call) => call.method === 'DELETE')).toMatchObject({
      url: expect.stringMatching(/\/authapi\/notifications\/push-subscription$/),
      body: { endpoint: SUBSCRIPTION.endpoint },
    });
  });

  it('passes on why the browser refused push', async () => {
    signIn();
    const calls = serve();
    vi.mocked(subscribePush).mockRejectedValue(new PushNotAllowed('denied'));
    renderPage();
    const section = await screen.findByRole('region', { name: '브라우저 푸시 알림' });
    await userEvent.click(await within(section).findByRole('button', { name: '이 브라우저에서 알림 받기' }));
    await waitFor(() =>
      expect(showToast).toHaveBeenCalledWith('warning', new PushNotAllowed('denied').message),
    );
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('says when this browser cannot get push or has blocked it', async () => {
    signIn();
    serve();
    vi.mocked(pushSupport).mockReturnValue('denied');
    renderPage();
    const section = await screen.findByRole('region', { name: '브라우저 푸시 알림' });
    expect(await within(section).findByText(/알림이 차단되어 있습니다/)).toBeInTheDocument();
    expect(within(section).queryByRole('button')).toBeNull();
  });
});
