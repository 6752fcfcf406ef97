/** Web push in this browser: what it can do, and the button that switches it on or off. */
import { Button } from 'antd';
import { ApiError } from '../../../lib/http/api-error';
import { PushNotAllowed } from '../../../lib/push/push-subscription';
import { showToast } from '../../../lib/toast';
import { useBrowserPush, useSwitchBrowserPush, type BrowserPush } from '../api/browser-push';

function stateText(push: BrowserPush | undefined): string {
  if (!push) return '이 브라우저의 알림 상태를 확인하고 있습니다.';
  if (push.support === 'unsupported')
    return '이 브라우저는 푸시 알림을 지원하지 않습니다. 아이폰은 홈 화면에 추가한 뒤 받을 수 있습니다.';
  if (push.support === 'denied')
    return '이 브라우저에서 알림이 차단되어 있습니다. 주소창의 사이트 설정에서 알림을 허용해주세요.';
  if (!push.subscribed && push.publicKey === null)
    return '지금은 이 브라우저의 알림을 켤 수 없습니다. 잠시 후 다시 시도해주세요.';
  return push.subscribed
    ? '이 브라우저에서 알림을 받고 있습니다.'
    : '이 브라우저에서는 알림을 받지 않습니다.';
}

export function PushSection({ devices }: { devices: number }) {
  const { data: push } = useBrowserPush();
  const change = useSwitchBrowserPush();
  const usable = push !== undefined && push.support !== 'unsupported' && push.support !== 'denied';

  /** A key subscribes with it, null unsubscribes. */
  const switchTo = (publicKey: string | null) =>
    change.mutate(publicKey, {
      onSuccess: () =>
        showToast(
          'success',
          publicKey ? '이 브라우저에서 알림을 받습니다.' : '이 브라우저의 알림을 껐습니다.',
        ),
      // The calls report their own failures; what the browser refused is said here.
      onError: (error) => {
        if (error instanceof PushNotAllowed) showToast('warning', error.message);
        else if (!(error instanceof ApiError))
          showToast('error', '이 브라우저의 푸시 알림을 바꾸지 못했습니다. 잠시 후 다시 시도해주세요.');
      },
    });

  return (
    <section className="notification-settings__section" aria-labelledby="push-title">
      <h2 id="push-title" className="notification-settings__heading">
        브라우저 푸시 알림
      </h2>
      <p className="push-state" role="status">
        {stateText(push)}
      </p>
      {usable && (
        <Button
          loading={change.isPending}
          disabled={!push.subscribed && push.publicKey === null}
          onClick={() => switchTo(push.subscribed ? null : push.publicKey)}
        >
          {push.subscribed ? '이 브라우저 알림 끄기' : '이 브라우저에서 알림 받기'}
        </Button>
      )}
      <p className="notification-settings__note">
        ‘앱·브라우저 푸시’를 고른 알림은 알림 받기를 켠 브라우저와 앱으로 갑니다. 지금 알림을 받는 브라우저:{' '}
        {devices}대
      </p>
    </section>
  );
}
