import { CONTENT_PARTNER_PATHS } from '@partner-portal/contract/content-constants';
import type { PromotionItem } from '@partner-portal/contract/content-api';
import { seoulDayStart } from '@partner-portal/contract/seoul-time';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { partnerApi } from '../../../lib/http/api-clients';
import { promotionKeys } from './promotion-keys';

/** The promotions running now for this partner (its grade and ad-plan status). */
export const getPromotions = (signal?: AbortSignal): Promise<PromotionItem[]> =>
  partnerApi.get<PromotionItem[]>(CONTENT_PARTNER_PATHS.promotion, { signal, showErrors: false });

export const promotionsQueryOptions = () =>
  queryOptions({ queryKey: promotionKeys.mine(), queryFn: ({ signal }) => getPromotions(signal) });

export const usePromotions = () => useQuery(promotionsQueryOptions());

/** The newest promotion, by its start day: the sidebar badge follows it. */
export function newestPromotion(list: PromotionItem[] | undefined): { no: number; date: string } | undefined {
  const newest = list?.reduce<PromotionItem | undefined>(
    (best, item) => (!best || item.start_date > best.start_date ? item : best),
    undefined,
  );
  return newest && { no: newest.promotion_no, date: seoulDayStart(newest.start_date).toISOString() };
}
