/**
 * The sidebar's notice, event and promotion badges (spec §4) from the newest items: the first five
 * notices, the first page of events, this partner's promotions. Each feature's screen marks its
 * newest item seen, which clears its badge.
 */
import { useEffect } from 'react';
import { newestEvent, useEvents } from '../../../features/events/api/get-events';
import { newestNotice, useNoticeBadgeSource } from '../../../features/notices/api/get-notices';
import { newestPromotion, usePromotions } from '../../../features/promotion/api/get-promotions';
import { showBadge, type NewContentKind } from '../../../lib/new-content-status';

function useBadge(kind: NewContentKind, newest: { no: number; date: string } | undefined) {
  const no = newest?.no;
  const date = newest?.date;
  useEffect(
    () => showBadge(kind, no === undefined || date === undefined ? undefined : { no, date }),
    [kind, no, date],
  );
}

export function useContentBadges(): void {
  useBadge('notice', newestNotice(useNoticeBadgeSource().data));
  useBadge('event', newestEvent(useEvents(0).data));
  useBadge('promotion', newestPromotion(usePromotions().data));
}
