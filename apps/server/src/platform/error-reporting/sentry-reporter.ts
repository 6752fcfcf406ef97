/**
 * Server errors answered with a 500 go to Sentry when `SENTRY_DSN` is set (issue #13, spec §9 trace
 * sample rate). The SDK is imported only then: without a DSN nothing of it is loaded and nothing is sent.
 * Every report passes the shared scrubber first (tokens, cookies, card fields, business and mobile
 * numbers, e-mail addresses), and the SDK is told to add no personal data of its own.
 */
import { ERROR_REPORT_TRACE_SAMPLE_RATE } from '@partner-portal/contract/constants';
import { MINIMAL_DATA_COLLECTION, scrubPersonalData } from '@partner-portal/contract/scrub-personal-data';
import type { ServerErrorReporter } from '../../shared/errors.js';

export interface ErrorReporting {
  report: ServerErrorReporter;
  /** Sends what is queued (at shutdown), waiting at most `timeoutMs`. */
  flush(timeoutMs: number): Promise<void>;
}

export async function startSentryReporting(dsn: string, environment: string): Promise<ErrorReporting> {
  const Sentry = await import('@sentry/node');
  Sentry.init({
    dsn,
    environment,
    tracesSampleRate: ERROR_REPORT_TRACE_SAMPLE_RATE,
    dataCollection: { ...MINIMAL_DATA_COLLECTION, httpBodies: [] },
    beforeSend: (event) => scrubPersonalData(event),
    beforeSendTransaction: (event) => scrubPersonalData(event),
    beforeBreadcrumb: (breadcrumb) => scrubPersonalData(breadcrumb),
  });
  return {
    report(error, request) {
      Sentry.captureException(error, {
        tags: { request_id: String(request.id), route: request.routeOptions.url ?? 'unknown' },
        // The path only: query strings of auth routes carry credentials (ARCHITECTURE: never logged).
        contexts: { request: { method: request.method, path: request.url.split('?')[0] ?? '' } },
      });
    },
    async flush(timeoutMs) {
      await Sentry.flush(timeoutMs);
    },
  };
}
