/** Which popups a page of the main layout shows (contract `POPUP_PLACEMENTS`): /intro, the payment pages, or the rest. */
import type { PopupPlacement } from '@partner-portal/contract/popups-api';
import { PATHS } from '@partner-portal/contract/routes';

const PAYMENT_PAGES: readonly string[] = [PATHS.payment, PATHS.regularPayment];

export function placementOf(pathname: string): PopupPlacement {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (path === PATHS.intro) return 'intro';
  if (PAYMENT_PAGES.includes(path)) return 'payment';
  return 'main';
}
