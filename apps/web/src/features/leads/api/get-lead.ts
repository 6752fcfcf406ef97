import type { LeadDetail } from '@partner-portal/contract/leads-api';
import { LEAD_PATHS } from '@partner-portal/contract/leads-constants';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { fillPath } from '../../../lib/http/create-api-client';
import { partnerApi } from '../../../lib/http/api-clients';
import { leadKeys } from './lead-keys';

export const leadPath = (path: string, leadNo: number) => fillPath(path, { leadNo });

/**
 * The request, its clock, contact (once accepted), notes, timeline and quotes. Opening it marks it
 * viewed on the server, so the lists kept in the cache are stale from then on (its row is no longer
 * bold): they are asked again when shown next. A missing lead is the screen's to say, not a toast's.
 */
export function useLead(leadNo: number | null) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: leadKeys.detail(leadNo ?? 0),
    queryFn: async ({ signal }) => {
      const lead = await partnerApi.get<LeadDetail>(leadPath(LEAD_PATHS.detail, leadNo ?? 0), {
        signal,
        showErrors: false,
      });
      void queryClient.invalidateQueries({ queryKey: leadKeys.lists(), refetchType: 'none' });
      return lead;
    },
    enabled: leadNo !== null,
  });
}
