/** `/terms/privacy` and `/terms/service`: the legal texts, with earlier versions one click away. */
import { TERMS_TYPES } from '@partner-portal/contract/terms-constants';
import { Link, useSearchParams } from 'react-router';
import { PageLoading } from '../../components/page-loading';
import { formatKoreanDate, TermsDocumentBody } from '../../components/terms-document';
import { useTermsDocument } from '../../lib/api/get-terms-document';
import './terms.css';

function TermsPage({ type }: { type: string }) {
  const [params] = useSearchParams();
  const requested = Number(params.get('version'));
  const version = Number.isInteger(requested) && requested > 0 ? requested : undefined;
  const { data: document, isPending, isError, refetch } = useTermsDocument(type, version);

  if (isPending) return <PageLoading />;
  if (isError) {
    return (
      <div className="terms-page terms-page--message" role="alert">
        <p>약관을 불러오지 못했습니다.</p>
        <button type="button" className="button button--ghost" onClick={() => void refetch()}>
          다시 시도
        </button>
      </div>
    );
  }

  const versions = [...document.versions].sort((a, b) => b.version - a.version);
  // The newest version in force; a scheduled one above it is labelled by its date.
  const current = versions.find((entry) => !entry.upcoming)?.version;
  const label = (entry: (typeof versions)[number]) =>
    entry.upcoming ? '시행 예정' : entry.version === current ? '현재 버전' : `버전 ${entry.version}`;
  return (
    <article className="terms-page">
      <h1 className="terms-page__title">{document.title}</h1>
      {versions.length > 1 && (
        <nav className="terms-versions" aria-label="시행 버전">
          <ul>
            {versions.map((entry) => (
              <li key={entry.version}>
                <Link
                  to={entry.version === current ? '?' : `?version=${entry.version}`}
                  replace
                  aria-current={entry.version === document.version ? 'page' : undefined}
                >
                  {label(entry)}
                  <span className="terms-versions__date">{formatKoreanDate(entry.effective_date)} 시행</span>
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {document.upcoming && (
        <div className="terms-page__upcoming" role="note">
          <p>
            이 버전은 <strong>{formatKoreanDate(document.effective_date)}</strong>부터 시행됩니다. 그때까지는
            현재 버전이 적용됩니다.
          </p>
          {document.change_summary && <p>변경 내용: {document.change_summary}</p>}
        </div>
      )}
      <TermsDocumentBody document={document} />
    </article>
  );
}

export const PrivacyPolicyPage = () => <TermsPage type={TERMS_TYPES.privacyPolicy} />;
export const ServiceTermsPage = () => <TermsPage type={TERMS_TYPES.serviceTerms} />;
