import type { LeadDetail } from '@partner-portal/contract/leads-api';
import { LEAD_PATHS } from '@partner-portal/contract/leads-constants';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fillPath } from '../../../lib/http/create-api-client';
import { partnerApi } from '../../../lib/http/api-clients';
import { leadKeys } from './lead-keys';

export const leadPath = (path: string, leadNo: number) => fillPath(path, { leadNo });

/** The request, its clock, contact (once accepted), notes, timeline and quotes; opening it marks it viewed. */
export const leadQueryOptions = (leadNo: number) =>
  queryOptions({
    queryKey: leadKeys.detail(leadNo),
    // A missing lead is the screen's to say (not found), not a toast's.
    queryFn: ({ signal }) =>
      partnerApi.get<LeadDetail>(leadPath(LEAD_PATHS.detail, leadNo), { signal, showErrors: false }),
  });

export const useLead = (leadNo: number | null) =>
  useQuery({ ...leadQueryOptions(leadNo ?? 0), enabled: leadNo !== null });
