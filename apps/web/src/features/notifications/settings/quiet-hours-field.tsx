/** Quiet hours: on or off, and from when to when (Seoul time, half-hour steps). */
import type { QuietHours } from '@partner-portal/contract/notifications-api';
import { Switch } from 'antd';
import { NativeSelect } from '../../../components/list-controls/native-select';

const HALF_HOURS = Array.from({ length: 48 }, (_, i) => {
  const time = `${String(Math.floor(i / 2)).padStart(2, '0')}:${i % 2 ? '30' : '00'}`;
  return { value: time, label: time };
});

/** The half hours, plus a time saved elsewhere that is not on one (so it shows as it is). */
const optionsWith = (time: string) =>
  HALF_HOURS.some((option) => option.value === time)
    ? HALF_HOURS
    : [...HALF_HOURS, { value: time, label: time }].sort((a, b) => a.value.localeCompare(b.value));

interface Props {
  on: boolean;
  hours: QuietHours;
  error: string | null;
  onToggle(on: boolean): void;
  onChange(hours: QuietHours): void;
}

export function QuietHoursField({ on, hours, error, onToggle, onChange }: Props) {
  return (
    <section className="notification-settings__section" aria-labelledby="quiet-hours-title">
      <h2 id="quiet-hours-title" className="notification-settings__heading">
        방해 금지 시간
      </h2>
      <div className="quiet-hours">
        <Switch checked={on} onChange={onToggle} aria-label="방해 금지 시간 사용" />
        {on && (
          <span className="quiet-hours__range">
            <NativeSelect
              label="방해 금지 시작 시간"
              value={hours.start}
              options={optionsWith(hours.start)}
              onChange={(start) => onChange({ ...hours, start })}
            />
            <span aria-hidden="true">~</span>
            <NativeSelect
              label="방해 금지 종료 시간"
              value={hours.end}
              options={optionsWith(hours.end)}
              status={error ? 'error' : undefined}
              aria-invalid={error !== null}
              aria-describedby={error ? 'quiet-hours-error' : undefined}
              onChange={(end) => onChange({ ...hours, end })}
            />
          </span>
        )}
      </div>
      {on && error && (
        <p id="quiet-hours-error" className="notification-settings__error" role="alert">
          {error}
        </p>
      )}
      <p className="notification-settings__note">
        방해 금지 시간에 생긴 알림은 그 시간이 끝나면 보냅니다. 긴급 알림(결제 실패, 보안)은 방해 금지
        시간에도 보냅니다.
      </p>
    </section>
  );
}
