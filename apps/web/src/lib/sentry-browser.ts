/**
 * The Sentry browser SDK, set up for the portal: traces sampled at 0.2 (spec §9), no personal data
 * collected by the SDK, and every event, transaction and breadcrumb passed through the shared
 * scrubber (tokens, cookies, card fields, business and mobile numbers, e-mail addresses). Loaded
 * only by error-reporting.ts, and only when a DSN is configured.
 */
import { ERROR_REPORT_TRACE_SAMPLE_RATE } from '@partner-portal/contract/constants';
import { MINIMAL_DATA_COLLECTION, scrubPersonalData } from '@partner-portal/contract/scrub-personal-data';
import * as Sentry from '@sentry/browser';

export function startSentry(dsn: string, environment: string): (error: unknown) => void {
  Sentry.init({
    dsn,
    environment,
    integrations: [Sentry.browserTracingIntegration()],
    tracesSampleRate: ERROR_REPORT_TRACE_SAMPLE_RATE,
    // Traces carry no headers to our own API's other hosts.
    tracePropagationTargets: [/^\//],
    dataCollection: { ...MINIMAL_DATA_COLLECTION, httpBodies: [] },
    beforeSend: (event) => scrubPersonalData(event),
    beforeSendTransaction: (event) => scrubPersonalData(event),
    beforeBreadcrumb: (breadcrumb) => scrubPersonalData(breadcrumb),
  });
  return (error) => {
    Sentry.captureException(error);
  };
}
