import type { TermsDocument } from '@partner-portal/contract/service-api';
import { RichText } from './rich-text/rich-text';
import './terms-document.css';

/** 2024-05-07 → 2024년 5월 7일 */
export function formatKoreanDate(isoDate: string): string {
  const [year, month, day] = isoDate.slice(0, 10).split('-').map(Number);
  return `${year}년 ${month}월 ${day}일`;
}

/** A legal text's body; the caller shows the title (page heading or dialog title). */
export function TermsDocumentBody({ document }: { document: TermsDocument }) {
  // The text repeats its title as a first heading; the caller already shows it.
  const body = document.body.replace(/^\s*#\s[^\n]*\n/, '');

  return (
    <div className="terms-document">
      <p className="terms-document__date">시행일 {formatKoreanDate(document.effective_date)}</p>
      <RichText markdown={body} />
    </div>
  );
}
