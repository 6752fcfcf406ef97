/**
 * The emergency notice (spec §7) as a bar on every screen, in plain React (the entry pages load no
 * antd). Closing it hides that notice in this browser; a new notice shows again.
 */
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { readStorage, writeStorage } from '../../lib/storage';
import { getEmergencyNotice, type EmergencyNotice } from './api/get-emergency-notice';
import './emergency-bar.css';

const DISMISSED_KEY = 'emergencyNoticeDismissed';

export const isDismissed = (notice: EmergencyNotice) =>
  readStorage('local', DISMISSED_KEY) === String(notice.emergency_no);

export function EmergencyBar() {
  const [notice, setNotice] = useState<EmergencyNotice | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    getEmergencyNotice(controller.signal)
      .then((found) => setNotice(found && !isDismissed(found) ? found : null))
      // No bar when the notice cannot be read: it must never stand in the way of the portal.
      .catch(() => undefined);
    return () => controller.abort();
  }, []);

  if (!notice) return null;
  const dismiss = () => {
    writeStorage('local', DISMISSED_KEY, String(notice.emergency_no));
    setNotice(null);
  };
  return (
    <div className="emergency-bar" role="region" aria-label="긴급 공지">
      <p className="emergency-bar__text">
        <strong className="emergency-bar__title">{notice.title}</strong> {notice.text}
        {notice.link_url?.startsWith('/') && (
          <>
            {' '}
            <Link className="emergency-bar__link" to={notice.link_url}>
              자세히 보기
            </Link>
          </>
        )}
      </p>
      <button type="button" className="emergency-bar__close" onClick={dismiss}>
        닫기<span className="visually-hidden"> (긴급 공지)</span>
      </button>
    </div>
  );
}
