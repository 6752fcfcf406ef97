import { PATHS } from '@partner-portal/contract/routes';

/** The screens' addresses with their parameters filled in. */
export const quotePath = (quoteNo: number) => PATHS.quoteDetail.replace(':quoteNo', String(quoteNo));
export const leadPath = (leadNo: number) => PATHS.leadDetail.replace(':leadNo', String(leadNo));

/** 견적서 작성 for a lead, optionally starting from a sent quote (복사, 새 버전). */
export function newQuotePath(leadNo: number | null, from?: number): string {
  const search = new URLSearchParams();
  if (leadNo !== null) search.set('lead', String(leadNo));
  if (from !== undefined) search.set('from', String(from));
  const query = search.toString();
  return query ? `${PATHS.quoteNew}?${query}` : PATHS.quoteNew;
}
