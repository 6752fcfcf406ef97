/**
 * Rich text shown as HTML: Markdown (the legal texts) through marked, HTML (notices, events) as it
 * is, both through the sanitizer. Loaded lazily by `RichText`, so only screens that show such a text
 * pay for marked and DOMPurify.
 */
import { marked } from 'marked';
import { useMemo } from 'react';
import { sanitizeHtml } from './sanitize';
import type { RichTextProps } from './rich-text';

export function markdownToSafeHtml(markdown: string): string {
  return sanitizeHtml(marked.parse(markdown, { async: false, gfm: true }));
}

export default function RichTextView({ html, markdown, className }: RichTextProps) {
  const safe = useMemo(
    () => (markdown === undefined ? sanitizeHtml(html ?? '') : markdownToSafeHtml(markdown)),
    [html, markdown],
  );
  return (
    <div
      className={['rich-text', className].filter(Boolean).join(' ')}
      // Sanitized just above with DOMPurify.
      dangerouslySetInnerHTML={{ __html: safe }}
    />
  );
}
