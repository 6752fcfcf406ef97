/**
 * The session countdown (spec §4): 60 minutes from the last partner API call; at zero the member
 * is logged out as expired. Mounted even where the top bar is hidden (in-app browser).
 */
import { ClockCircleOutlined } from '@ant-design/icons';
import { useEffect, useState, useSyncExternalStore } from 'react';
import {
  formatCountdown,
  getLastActivity,
  remainingSeconds,
  subscribeActivity,
} from '../../../lib/session/countdown';
import { endSession } from '../../../lib/session/session-end';
import { useHydrated } from '../../../lib/use-hydrated';

function useNow(intervalMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}

export function SessionCountdown({ visible }: { visible: boolean }) {
  const lastActivity = useSyncExternalStore(subscribeActivity, getLastActivity, getLastActivity);
  const now = useNow(1000);
  // A page the server rendered shows the whole hour until it is hydrated: both clocks differ by then.
  const remaining = useHydrated() ? remainingSeconds(lastActivity, now) : remainingSeconds(now, now);

  useEffect(() => {
    if (remaining === 0) endSession('401');
  }, [remaining]);

  if (!visible) return null;
  return (
    <span className={`session-countdown${remaining <= 300 ? ' session-countdown--ending' : ''}`} role="timer">
      <ClockCircleOutlined aria-hidden="true" />
      <span className="session-countdown__label">로그인 유지</span>
      <span
        className="session-countdown__time"
        aria-label={`로그인 유지 시간 ${formatCountdown(remaining)} 남음`}
      >
        {formatCountdown(remaining)}
      </span>
    </span>
  );
}
