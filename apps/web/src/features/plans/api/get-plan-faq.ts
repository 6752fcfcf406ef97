import { CONTENT_PARTNER_PATHS, contentPath } from '@partner-portal/contract/content-constants';
import type { FaqItem } from '@partner-portal/contract/content-api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { partnerApi } from '../../../lib/http/api-clients';
import { planKeys } from './plan-keys';

/** FAQ category 2: 요금제·결제. */
const PLAN_FAQ_CATEGORY = 2;

export const getPlanFaq = (signal?: AbortSignal): Promise<FaqItem[]> =>
  partnerApi.get<FaqItem[]>(contentPath(CONTENT_PARTNER_PATHS.faq, { categoryNo: PLAN_FAQ_CATEGORY }), {
    signal,
    showErrors: false,
  });

export const planFaqQueryOptions = () =>
  queryOptions({ queryKey: planKeys.faq(), queryFn: ({ signal }) => getPlanFaq(signal) });

export const usePlanFaq = () => useQuery(planFaqQueryOptions());
