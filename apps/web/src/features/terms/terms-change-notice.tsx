/** The terms change notice's text (terms-change-banner.tsx decides whether it shows). */
import { particle } from '@partner-portal/contract/korean-particles';
import { TERMS_PAGE_PATHS } from '@partner-portal/contract/terms-constants';
import type { UpcomingTerms } from '@partner-portal/contract/terms-api';
import { Link } from 'react-router';
import { formatKoreanDate } from '../../components/terms-document';
import './terms-change-banner.css';

export function TermsChangeNotice({
  upcoming,
  onDismiss,
}: {
  upcoming: UpcomingTerms;
  onDismiss: () => void;
}) {
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
      <button type="button" className="terms-change-banner__close" onClick={onDismiss}>
        닫기<span className="visually-hidden"> (약관 변경 안내)</span>
      </button>
    </section>
  );
}
