/** A rich text (HTML or Markdown), sanitized, with its renderer loaded on first use. */
import { lazy, Suspense } from 'react';
import './rich-text.css';

export interface RichTextProps {
  /** HTML (notices, events, promotions). */
  html?: string;
  /** Markdown (the legal texts); takes precedence over `html`. */
  markdown?: string;
  className?: string;
}

const RichTextView = lazy(() => import('./rich-text-view'));

export function RichText(props: RichTextProps) {
  return (
    <Suspense fallback={<div className="rich-text rich-text--loading" aria-busy="true" />}>
      <RichTextView {...props} />
    </Suspense>
  );
}
