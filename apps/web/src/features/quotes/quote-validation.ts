/**
 * The quote's messages by field, from the contract's schema before sending and from the server's
 * refusal after: `items.3.name` is the fourth row sent, which the editor knows by its key.
 */
import type { QuoteCreate } from '@partner-portal/contract/quotes-api';
import { isBlankRow, orderedRows, toQuoteCreate, type QuoteDraft } from './quote-draft';

/** Message by field: `<row key>.<field>` for a row's cells, else the body's own field names. */
export type QuoteErrors = Record<string, string>;

/** The rows sent, in the order sent: the index of `items.N` in a message. */
const sentRows = (draft: QuoteDraft) => orderedRows(draft.rows).filter((row) => !isBlankRow(row));

/** Where a message about `path` shows: a row's cell, or a section of the form. */
export function errorField(draft: QuoteDraft, path: string): string {
  const [head, index, field] = path.split('.');
  if (head === 'items' && index !== undefined && field !== undefined) {
    const row = sentRows(draft)[Number(index)];
    if (row) return `${row.key}.${field}`;
  }
  return head ?? '';
}

export function collectErrors(draft: QuoteDraft, issues: readonly { path: string; message: string }[]) {
  const errors: QuoteErrors = {};
  for (const issue of issues) errors[errorField(draft, issue.path)] ??= issue.message;
  return errors;
}

/** The contract's schema (and zod) load when the partner sends, not with the editor. */
export async function validateQuote(
  leadNo: number,
  draft: QuoteDraft,
): Promise<{ body: QuoteCreate; errors: QuoteErrors }> {
  const { quoteCreateSchema } = await import('@partner-portal/contract/quotes-api');
  const body = toQuoteCreate(leadNo, draft);
  const parsed = quoteCreateSchema.safeParse(body);
  const issues = parsed.success
    ? []
    : parsed.error.issues.map((issue) => ({
        path: issue.path.map(String).join('.'),
        message: issue.message,
      }));
  return { body, errors: collectErrors(draft, issues) };
}
