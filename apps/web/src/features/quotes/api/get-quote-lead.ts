import { LEAD_PATHS } from '@partner-portal/contract/leads-constants';
import type { LeadDetail } from '@partner-portal/contract/leads-api';
import { useQuery } from '@tanstack/react-query';
import { fillPath } from '../../../lib/http/create-api-client';
import { partnerApi } from '../../../lib/http/api-clients';
import { quoteKeys } from './quote-keys';

/** The lead a quote answers, for the editor's summary (the inbox feature keeps its own lead screens). */
export const useQuoteLead = (leadNo: number | null) =>
  useQuery({
    queryKey: quoteKeys.lead(leadNo ?? 0),
    queryFn: ({ signal }) =>
      partnerApi.get<LeadDetail>(fillPath(LEAD_PATHS.detail, { leadNo: leadNo ?? 0 }), {
        signal,
        showErrors: false,
      }),
    enabled: leadNo !== null,
  });
