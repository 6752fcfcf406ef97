/**
 * The events × channels matrix of 알림 설정, grouped by category. One table on a wide screen; under
 * 992 px each event becomes a card with its three checkboxes, named (notification-settings.css).
 */
import {
  MANDATORY_CATEGORIES,
  NOTIFICATION_CATEGORIES,
  NOTIFICATION_CATEGORY_LABELS,
  NOTIFICATION_CHANNEL_LABELS,
  NOTIFICATION_CHANNELS,
  NOTIFICATION_EVENTS,
  PARTNER_NOTIFICATION_KINDS,
  type NotificationCategory,
  type NotificationChannel,
  type NotificationKind,
} from '@partner-portal/contract/notifications-constants';
import { Checkbox } from 'antd';
import { isLocked, isOn, type PreferencesDraft } from './preferences-draft';

export const MANDATORY_HINT = '결제·보안·약관 알림은 한 가지 이상 받아야 합니다.';
export const MARKETING_HINT = '광고성 정보 수신에 동의하면 받을 수 있습니다.';

const GROUPS = NOTIFICATION_CATEGORIES.map((category) => ({
  category,
  kinds: PARTNER_NOTIFICATION_KINDS.filter((kind) => NOTIFICATION_EVENTS[kind].category === category),
})).filter((group) => group.kinds.length > 0);

const hintId = (category: NotificationCategory) => `channel-matrix-hint-${category}`;

function groupHint(category: NotificationCategory, marketingAgreed: boolean): string | null {
  if (category === 'marketing') return marketingAgreed ? null : MARKETING_HINT;
  return MANDATORY_CATEGORIES.includes(category) ? MANDATORY_HINT : null;
}

interface Props {
  draft: PreferencesDraft;
  onChange(kind: NotificationKind, channel: NotificationChannel, on: boolean): void;
}

export function ChannelMatrix({ draft, onChange }: Props) {
  return (
    <table className="channel-matrix">
      <caption className="visually-hidden">알림별로 받을 채널</caption>
      <thead>
        <tr>
          <th scope="col">알림</th>
          {NOTIFICATION_CHANNELS.map((channel) => (
            <th scope="col" key={channel}>
              {NOTIFICATION_CHANNEL_LABELS[channel]}
            </th>
          ))}
        </tr>
      </thead>
      {GROUPS.map(({ category, kinds }) => {
        const hint = groupHint(category, draft.marketing);
        const closed = category === 'marketing' && !draft.marketing;
        return (
          <tbody key={category}>
            <tr className="channel-matrix__group">
              <th scope="colgroup" colSpan={NOTIFICATION_CHANNELS.length + 1}>
                {NOTIFICATION_CATEGORY_LABELS[category]}
                {hint && (
                  <span className="channel-matrix__hint" id={hintId(category)}>
                    {hint}
                  </span>
                )}
              </th>
            </tr>
            {kinds.map((kind) => {
              const label = NOTIFICATION_EVENTS[kind].label;
              return (
                <tr key={kind} className="channel-matrix__kind">
                  <th scope="row">{label}</th>
                  {NOTIFICATION_CHANNELS.map((channel) => {
                    const locked = isLocked(draft, kind, channel);
                    return (
                      <td key={channel}>
                        <Checkbox
                          aria-label={`${label}: ${NOTIFICATION_CHANNEL_LABELS[channel]}`}
                          aria-describedby={locked || closed ? hintId(category) : undefined}
                          checked={isOn(draft, kind, channel)}
                          disabled={locked || closed}
                          onChange={(event) => onChange(kind, channel, event.target.checked)}
                        >
                          <span className="channel-matrix__channel" aria-hidden="true">
                            {NOTIFICATION_CHANNEL_LABELS[channel]}
                          </span>
                        </Checkbox>
                      </td>
                    );
                  })}
                </tr>
              );
            })}
          </tbody>
        );
      })}
    </table>
  );
}
