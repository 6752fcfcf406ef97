/**
 * Starts the signed-in shell's one call (contract shell-api.ts, issue #14) for the first partner page
 * after a page load or a sign-in. It sits in the entry, apart from shell-bootstrap.ts (which files the
 * answer under the features' query keys), so the call leaves as soon as the session is known: on a
 * slow network it no longer queues behind the layout's code.
 */
import { PARTNER_PATHS } from '@partner-portal/contract/api-constants';
import type { Shell } from '@partner-portal/contract/shell-api';
import { placementOf } from '../features/popups/popup-placement';
import { partnerApi } from '../lib/http/api-clients';
import { onSessionCleared } from '../lib/session/session-store';

/** Made since this page load or the last sign-out (which also empties the query cache). */
let started = false;
onSessionCleared(() => {
  started = false;
});

/** The shell's answer when this navigation started the call; null once it was made. */
export function startShellFetch(pathname: string): Promise<Shell> | null {
  if (started) return null;
  started = true;
  // Each screen reports its own errors when it asks again.
  const answer = partnerApi.get<Shell>(PARTNER_PATHS.shell, {
    query: { placement: placementOf(pathname) },
    showErrors: false,
  });
  // Its readers see a failure; an answer nobody reads (the guard went to the inspection notice) is none.
  answer.catch(() => undefined);
  return answer;
}
