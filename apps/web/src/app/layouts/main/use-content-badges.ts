/**
 * The sidebar's notice, event and promotion badges (spec §4) from the newest items: the first five
 * notices, the first page of events, this partner's promotions. Each feature's screen marks its
 * newest item seen, which clears its badge.
 */
import type { MenuBadge } from '@partner-portal/contract/menu';
import { newestEvent, useEvents } from '../../../features/events/api/get-events';
import { newestNotice, useNoticeBadgeSource } from '../../../features/notices/api/get-notices';
import { newestPromotion, usePromotions } from '../../../features/promotion/api/get-promotions';
import { useUnseenNew } from '../../../lib/new-content-status';

export function useContentBadges(): Record<MenuBadge, boolean> {
  return {
    notice: useUnseenNew('notice', newestNotice(useNoticeBadgeSource().data)),
    event: useUnseenNew('event', newestEvent(useEvents(0).data)),
    promotion: useUnseenNew('promotion', newestPromotion(usePromotions().data)),
  };
}
