/**
 * Browser errors to Sentry (issue #13, spec §9), only when the build names a DSN. This module is all
 * the entry pages carry: the SDK itself comes by dynamic import after the page has loaded, so it is
 * never on the way to /login or /enter. Errors raised before it arrives are kept (a few) and sent
 * once it is there. Without a DSN nothing is loaded, listened to or sent, and the build drops this
 * code: `SENTRY_DSN` is a constant of the build the bundler folds.
 */
import { SENTRY_DSN } from 'virtual:app-config';
import { env } from './env';

const EARLY_LIMIT = 10;
let early: unknown[] = [];
let capture: ((error: unknown) => void) | null = null;

/** Reports an error a component caught itself (e.g. the route error boundary). */
export function reportError(error: unknown): void {
  if (!SENTRY_DSN) return;
  if (capture) capture(error);
  else if (early.length < EARLY_LIMIT) early.push(error);
}

const keepEarlyError = (event: ErrorEvent) => reportError(event.error ?? event.message);
const keepEarlyRejection = (event: PromiseRejectionEvent) => reportError(event.reason);

export function startErrorReporting(): void {
  if (!SENTRY_DSN) return;
  const dsn = SENTRY_DSN;
  window.addEventListener('error', keepEarlyError);
  window.addEventListener('unhandledrejection', keepEarlyRejection);
  const load = () => {
    void import('./sentry-browser')
      .then(({ startSentry }) => {
        // The SDK listens for uncaught errors itself from here on.
        window.removeEventListener('error', keepEarlyError);
        window.removeEventListener('unhandledrejection', keepEarlyRejection);
        capture = startSentry(dsn, env.sentryEnvironment);
        early.forEach(capture);
        early = [];
      })
      .catch(() => undefined);
  };
  if (document.readyState === 'complete') setTimeout(load, 0);
  else window.addEventListener('load', () => setTimeout(load, 0), { once: true });
}
