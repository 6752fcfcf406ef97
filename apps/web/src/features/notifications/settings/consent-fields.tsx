/**
 * The marketing consent and the night consent (정보통신망법 §50), each in the wording the partner
 * agrees to and with the time it was given. The night consent needs the marketing consent.
 */
import type { Preferences } from '@partner-portal/contract/notifications-api';
import { CONSENT_WORDING } from '@partner-portal/contract/notifications-constants';
import { Checkbox } from 'antd';
import { formatDateTime } from '../../../lib/format';

type Consent = Preferences['marketing'];

/** When the saved consent was given; a consent ticked but not saved yet has no time. */
function AgreedAt({ saved, agreed }: { saved: Consent; agreed: boolean }) {
  if (!agreed) return null;
  return (
    <p className="consent__when">
      {saved.agreed && saved.agreed_at
        ? `동의일시 ${formatDateTime(saved.agreed_at)}`
        : '저장하면 동의일시가 기록됩니다.'}
    </p>
  );
}

interface Props {
  saved: Pick<Preferences, 'marketing' | 'night'>;
  marketing: boolean;
  night: boolean;
  onMarketing(agreed: boolean): void;
  onNight(agreed: boolean): void;
}

export function ConsentFields({ saved, marketing, night, onMarketing, onNight }: Props) {
  return (
    <section className="notification-settings__section" aria-labelledby="consent-title">
      <h2 id="consent-title" className="notification-settings__heading">
        광고성 정보 수신 동의
      </h2>
      <div className="consent">
        <Checkbox checked={marketing} onChange={(event) => onMarketing(event.target.checked)}>
          <strong>[선택] 광고성 정보 수신</strong> {CONSENT_WORDING.marketing.text}
        </Checkbox>
        <AgreedAt saved={saved.marketing} agreed={marketing} />
      </div>
      <div className="consent">
        <Checkbox
          checked={night}
          disabled={!marketing}
          aria-describedby={marketing ? undefined : 'night-consent-hint'}
          onChange={(event) => onNight(event.target.checked)}
        >
          <strong>[선택] 야간 광고성 정보 수신</strong> {CONSENT_WORDING.night.text}
        </Checkbox>
        {marketing ? (
          <AgreedAt saved={saved.night} agreed={night} />
        ) : (
          <p id="night-consent-hint" className="consent__when">
            광고성 정보 수신에 먼저 동의해야 선택할 수 있습니다.
          </p>
        )}
      </div>
    </section>
  );
}
