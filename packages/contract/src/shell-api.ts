/**
 * The signed-in shell's first load in one call (ours, not in the spec; issue #14). Every page of the
 * main layout needs the partner record, its ad plans (the chat), the popups due on the page, and the
 * newest notices, events and promotions (the sidebar badges): asked one by one they were six requests
 * before the first paint, on a phone six round trips. Each part is exactly what its own call answers,
 * so the web app files each under that call's cache key; later reads use the calls themselves.
 */
import { z } from 'zod';
import { eventListSchema, noticeListSchema, promotionListSchema } from './content-api.js';
import { adPlanSchema, partnerSchema } from './partner-api.js';
import { popupDueQuerySchema, popupListSchema } from './popups-api.js';

/** The placement of the page the partner opened: its popups come along. */
export const shellQuerySchema = popupDueQuerySchema;

export const shellSchema = z
  .object({
    partner: partnerSchema,
    ad_plan: adPlanSchema,
    popups: popupListSchema,
    notices: noticeListSchema.describe(
      'The first notices (NOTICE_BADGE_FETCH_SIZE), as the notice list answers page 0.',
    ),
    events: eventListSchema.describe(
      'The first page of partner events (EVENT_FETCH_SIZE), as the event list answers it.',
    ),
    promotions: promotionListSchema,
  })
  .describe("What the signed-in shell shows on a page's first load.");
export type Shell = z.infer<typeof shellSchema>;
