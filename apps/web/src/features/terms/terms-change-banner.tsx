/**
 * The terms change notice (issue #40 §2) above every signed-in screen until the new versions take
 * effect: each document's name, its effective date, what changed and a link to the new text.
 * Closing it hides these versions for this browser session only; a newly scheduled one shows again.
 */
import { particle } from '@partner-portal/contract/korean-particles';
import { TERMS_PAGE_PATHS } from '@partner-portal/contract/terms-constants';
import type { UpcomingTerms } from '@partner-portal/contract/terms-api';
import { useState } from 'react';
import { Link } from 'react-router';
import { formatKoreanDate } from '../../components/terms-document';
import { readStorage, writeStorage } from '../../lib/storage';
import { useUpcomingTerms } from './api/get-upcoming-terms';
import './terms-change-banner.css';

const DISMISSED_KEY = 'termsChangeBannerDismissed';

/** The versions shown, as one key: what the partner closed, or what is new since. */
const keyOf = (versions: UpcomingTerms) => versions.map((entry) => entry.document_no).join(',');

export function TermsChangeBanner() {
  const upcoming = useUpcomingTerms().data;
  const [dismissed, setDismissed] = useState(() => readStorage('session', DISMISSED_KEY));

  if (!upcoming || upcoming.length === 0 || dismissed === keyOf(upcoming)) return null;
  const dismiss = () => {
    const key = keyOf(upcoming);
    writeStorage('session', DISMISSED_KEY, key);
    setDismissed(key);
  };
  return (
    <section className="terms-change-banner" aria-labelledby="terms-change-banner-title">
      <div className="terms-change-banner__body">
        <h2 id="terms-change-banner-title" className="terms-change-banner__title">
          약관 변경 안내
        </h2>
        <ul className="terms-change-banner__list">
          {upcoming.map((entry) => {
            const page = TERMS_PAGE_PATHS[entry.type];
            return (
              <li key={entry.document_no}>
                <strong>{entry.title}</strong>
                {particle(entry.title, '이/가')} {formatKoreanDate(entry.effective_date)}부터 변경됩니다.{' '}
                <span className="terms-change-banner__summary">{entry.change_summary}</span>
                {page && (
                  <>
                    {' '}
                    <Link className="terms-change-banner__link" to={`${page}?version=${entry.version}`}>
                      변경된 약관 보기
                    </Link>
                  </>
                )}
              </li>
            );
          })}
        </ul>
      </div>
      <button type="button" className="terms-change-banner__close" onClick={dismiss}>
        닫기<span className="visually-hidden"> (약관 변경 안내)</span>
      </button>
    </section>
  );
}
