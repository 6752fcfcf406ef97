import type { TermsDocument } from '@partner-portal/contract/service-api';
import { useMemo } from 'react';
import { Markdown, parseMarkdown } from './markdown';
import './terms-document.css';

/** 2024-05-07 → 2024년 5월 7일 */
export function formatKoreanDate(isoDate: string): string {
  const [year, month, day] = isoDate.slice(0, 10).split('-').map(Number);
  return `${year}년 ${month}월 ${day}일`;
}

/** A legal text's body; the caller shows the title (page heading or dialog title). */
export function TermsDocumentBody({ document }: { document: TermsDocument }) {
  const blocks = useMemo(() => {
    const parsed = parseMarkdown(document.body);
    const first = parsed[0];
    // The text repeats its title as a first heading; the caller already shows it.
    return first?.kind === 'heading' && first.level === 1 ? parsed.slice(1) : parsed;
  }, [document.body]);

  return (
    <div className="terms-document">
      <p className="terms-document__date">시행일 {formatKoreanDate(document.effective_date)}</p>
      <Markdown blocks={blocks} />
    </div>
  );
}
