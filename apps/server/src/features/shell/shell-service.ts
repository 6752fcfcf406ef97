/**
 * The signed-in shell's first load (contract shell-api.ts): each part read by the service behind its
 * own call, so the two can never answer differently, all at once.
 */
import { EVENT_FETCH_SIZE, NOTICE_BADGE_FETCH_SIZE } from '@partner-portal/contract/constants';
import { PARTNER_EVENT_TYPE } from '@partner-portal/contract/content-constants';
import type { PopupPlacement } from '@partner-portal/contract/popups-api';
import type { Shell } from '@partner-portal/contract/shell-api';
import type { AppContext } from '../../platform/app-context.js';
import type { CallerPartner } from '../../platform/auth/scopes.js';
import { listEvents, listNotices, promotionsFor } from '../content/content-reads.js';
import { adPlanOf, myPartner } from '../partners/partner-service.js';
import { duePopups } from '../popups/popup-service.js';

export async function shellOf(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  caller: CallerPartner,
  placement: PopupPlacement,
): Promise<Shell> {
  // Read once: the popups' audiences and the promotions' targets need it too.
  const adPlan = adPlanOf(ctx, caller.partnerId);
  const [partner, popups, notices, events, promotions] = await Promise.all([
    myPartner(ctx, caller),
    duePopups(ctx, caller.partnerId, placement, adPlan),
    listNotices(ctx, { page_index: 0, page_size: NOTICE_BADGE_FETCH_SIZE }),
    listEvents(ctx, 0, EVENT_FETCH_SIZE, PARTNER_EVENT_TYPE),
    promotionsFor(ctx, caller.partnerId, adPlan),
  ]);
  return { partner, ad_plan: await adPlan, popups, notices, events, promotions };
}
