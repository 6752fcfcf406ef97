/**
 * The terms change notice (issue #40 §2) above every signed-in screen until the new versions take
 * effect: each document's name, its effective date, what changed and a link to the new text.
 * Closing it hides these versions for this browser session only; a newly scheduled one shows again.
 *
 * This check comes with the signed-in layout; the notice itself loads only when there is one to show,
 * a few weeks a year (issue #41).
 */
import type { UpcomingTerms } from '@partner-portal/contract/terms-api';
import { lazy, Suspense, useState } from 'react';
import { readStorage, writeStorage } from '../../lib/storage';
import { useUpcomingTerms } from './api/get-upcoming-terms';

const TermsChangeNotice = lazy(() =>
  import('./terms-change-notice').then((m) => ({ default: m.TermsChangeNotice })),
);

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
    <Suspense fallback={null}>
      <TermsChangeNotice upcoming={upcoming} onDismiss={dismiss} />
    </Suspense>
  );
}
