import type { PlanReturns } from '@partner-portal/contract/leads-api';
import { LEAD_PATHS, PLAN_RETURNS_INTRO_MONTHS } from '@partner-portal/contract/leads-constants';
import { useQuery } from '@tanstack/react-query';
import { leadQueryKeys } from '../../../lib/api/query-keys';
import { partnerApi } from '../../../lib/http/api-clients';
import { useHydrated } from '../../../lib/use-hydrated';

/**
 * What each plan returned over the last three months (`GET …/leads/returns?months=3`). Asked for
 * once the page is the browser's own: the page the server renders shows the card's placeholder and
 * does not wait for it (home's first paint).
 */
export function usePlanReturns() {
  const hydrated = useHydrated();
  const months = PLAN_RETURNS_INTRO_MONTHS;
  return useQuery({
    queryKey: leadQueryKeys.returns(months),
    queryFn: ({ signal }) =>
      partnerApi.get<PlanReturns>(LEAD_PATHS.returns, { query: { months }, signal, showErrors: false }),
    enabled: hydrated,
  });
}
