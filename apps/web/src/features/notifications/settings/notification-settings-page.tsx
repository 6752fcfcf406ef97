/**
 * `/mypage/notifications`, 알림 설정 (issue #38): per event the channels it goes to, quiet hours,
 * the marketing and night consents, where the messages go, this browser's push, a save and a test
 * send. The screen keeps the partner's changes as a draft over the saved settings until 저장.
 */
import { particle } from '@partner-portal/contract/korean-particles';
import type { Preferences } from '@partner-portal/contract/notifications-api';
import {
  NOTIFICATION_CHANNEL_LABELS,
  type NotificationChannel,
} from '@partner-portal/contract/notifications-constants';
import { PATHS } from '@partner-portal/contract/routes';
import { Button, Skeleton } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { Panel } from '../../../components/panel/panel';
import { RetryAlert } from '../../../components/retry-alert';
import { useUnsavedChangesPrompt } from '../../../components/use-unsaved-changes-prompt';
import { showToast } from '../../../lib/toast';
import { usePreferences } from '../api/get-preferences';
import { useSavePreferences } from '../api/save-preferences';
import { useSendTestNotification } from '../api/send-test-notification';
import { ChannelMatrix } from './channel-matrix';
import { ConsentFields } from './consent-fields';
import {
  changes,
  draftFrom,
  quietHoursError,
  setChannel,
  setMarketing,
  setNight,
  updateFrom,
  type PreferencesDraft,
} from './preferences-draft';
import { PushSection } from './push-section';
import { QuietHoursField } from './quiet-hours-field';
import './notification-settings.css';

/** `카카오 알림톡, 이메일로 테스트 알림을 보냈습니다.` */
export function testSentText(channels: readonly NotificationChannel[]): string {
  if (channels.length === 0) return '켜 둔 채널이 없어 알림함에만 테스트 알림을 보냈습니다.';
  const names = channels.map((channel) => NOTIFICATION_CHANNEL_LABELS[channel]).join(', ');
  return `${names}${particle(names, '으로/로')} 테스트 알림을 보냈습니다.`;
}

function Recipients({ preferences }: { preferences: Preferences }) {
  return (
    <section className="notification-settings__section" aria-labelledby="recipients-title">
      <h2 id="recipients-title" className="notification-settings__heading">
        알림 받는 곳
      </h2>
      <dl className="recipients">
        <dt>휴대폰 (카카오 알림톡, 문자)</dt>
        <dd>{preferences.phone_masked ?? '등록된 휴대폰 번호가 없습니다.'}</dd>
        <dt>이메일</dt>
        <dd>{preferences.email_masked ?? '등록된 이메일이 없습니다.'}</dd>
      </dl>
      <p className="notification-settings__note">
        알림톡과 문자는 본인인증한 대표자 휴대폰으로, 이메일은 세금계산서 이메일로 보냅니다. 받는 곳은{' '}
        <Link to={PATHS.myInfo}>내 정보 수정</Link>에서 바꿀 수 있습니다.
      </p>
    </section>
  );
}

function SettingsForm({ preferences }: { preferences: Preferences }) {
  const saved = draftFrom(preferences);
  // Null: nothing changed, the saved settings show.
  const [edited, setEdited] = useState<PreferencesDraft | null>(null);
  const draft = edited ?? saved;
  const dirty = edited !== null && changes(edited, saved);
  const quietError = quietHoursError(draft);
  const save = useSavePreferences();
  const test = useSendTestNotification();
  const edit = (change: (draft: PreferencesDraft) => PreferencesDraft) => setEdited(change(draft));

  const unsavedPrompt = useUnsavedChangesPrompt({
    dirty,
    content: '이 화면을 나가면 바꾼 알림 설정이 저장되지 않습니다.',
    onDiscard: () => setEdited(null),
  });

  const onSave = () =>
    save.mutate(updateFrom(draft), {
      onSuccess: () => {
        setEdited(null);
        showToast('success', '알림 설정을 저장했습니다.');
      },
    });
  const onTest = () =>
    test.mutate(undefined, { onSuccess: ({ channels }) => showToast('success', testSentText(channels)) });

  return (
    <>
      {unsavedPrompt}
      <section className="notification-settings__section" aria-labelledby="channels-title">
        <h2 id="channels-title" className="notification-settings__heading">
          알림별 받는 방법
        </h2>
        <p className="notification-settings__note">모든 알림은 채널과 상관없이 알림함에도 남습니다.</p>
        <ChannelMatrix
          draft={draft}
          onChange={(kind, channel, on) => edit((d) => setChannel(d, kind, channel, on))}
        />
      </section>
      <QuietHoursField
        on={draft.quietHoursOn}
        hours={draft.quietHours}
        error={quietError}
        onToggle={(on) => edit((d) => ({ ...d, quietHoursOn: on }))}
        onChange={(hours) => edit((d) => ({ ...d, quietHours: hours }))}
      />
      <ConsentFields
        saved={preferences}
        marketing={draft.marketing}
        night={draft.night}
        onMarketing={(agreed) => edit((d) => setMarketing(d, agreed))}
        onNight={(agreed) => edit((d) => setNight(d, agreed))}
      />
      <Recipients preferences={preferences} />
      <PushSection devices={preferences.push_devices} />
      <div className="notification-settings__actions">
        {dirty && (
          <span className="notification-settings__note">테스트 발송은 저장된 설정으로 보냅니다.</span>
        )}
        <Button onClick={onTest} loading={test.isPending}>
          테스트 발송
        </Button>
        <Button
          type="primary"
          onClick={onSave}
          loading={save.isPending}
          disabled={!dirty || quietError !== null}
        >
          저장
        </Button>
      </div>
    </>
  );
}

export function NotificationSettingsPage() {
  const preferences = usePreferences();
  return (
    <Panel
      className="notification-settings"
      title={<h1 className="notification-settings__title">알림 설정</h1>}
    >
      {preferences.data ? (
        <SettingsForm preferences={preferences.data} />
      ) : preferences.isError ? (
        <RetryAlert message="알림 설정을 불러오지 못했습니다." onRetry={() => void preferences.refetch()} />
      ) : (
        <Skeleton active paragraph={{ rows: 10 }} />
      )}
    </Panel>
  );
}
