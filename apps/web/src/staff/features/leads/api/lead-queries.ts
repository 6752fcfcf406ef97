/** The leads desk's calls (리드 현황, issue #39): what each plan and partner returns, and every lead. */
import { STAFF_LEAD_PATHS } from '@partner-portal/contract/leads-constants';
import type { StaffLeadSummary, staffLeadListSchema } from '@partner-portal/contract/leads-api';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { staffApi } from '../../../app/staff-api';
import type { Page } from '../../../shared/paged-table';
import { staffKeys } from '../../../shared/staff-keys';

type StaffLeadList = z.infer<typeof staffLeadListSchema>;
export type StaffLeadRow = StaffLeadList['items'][number];

export interface LeadSearchParams {
  partner_id?: number;
  status?: string;
  from?: string;
  to?: string;
  page: number;
  size: number;
}

const leadKeys = staffKeys('leads');

/** Filters not set are left out of the address. */
const filled = (params: LeadSearchParams) =>
  Object.fromEntries(Object.entries(params).filter(([, value]) => value !== undefined && value !== ''));

export const leadSummaryQueryOptions = () =>
  queryOptions({
    queryKey: leadKeys.list('summary'),
    queryFn: ({ signal }) => staffApi.get<StaffLeadSummary>(STAFF_LEAD_PATHS.summary, { signal }),
  });

export const useLeadSummary = () => useQuery(leadSummaryQueryOptions());

export const leadSearchQueryOptions = (params: LeadSearchParams) =>
  queryOptions({
    queryKey: leadKeys.list(filled(params)),
    queryFn: ({ signal }) =>
      staffApi.get<StaffLeadList>(STAFF_LEAD_PATHS.list, { query: filled(params), signal }),
    placeholderData: keepPreviousData,
    // The desk's paged table reads `rows`.
    select: ({ items, ...page }): Page<StaffLeadRow> => ({ ...page, rows: items }),
  });

export const useLeadSearch = (params: LeadSearchParams) => useQuery(leadSearchQueryOptions(params));
