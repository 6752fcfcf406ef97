import { forgetPartnerCheck } from './partner-check';
import { navigateInApp } from './session-end';

/**
 * The partner API refused a write because required terms are outstanding (a revision since the
 * kept check, issue #40 §2): the check is forgotten and the same place opened again, so the guard
 * reads the terms afresh and sends the partner to /agree/product, with the way back here.
 */
export function recheckOutstandingTerms(): void {
  forgetPartnerCheck();
  navigateInApp(window.location.pathname + window.location.search);
}
