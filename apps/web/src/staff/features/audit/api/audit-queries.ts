/** The audit log for admins, one filtered page at a time. */
import { STAFF_PATHS, type AuditPage, type AuditQuery } from '@partner-portal/contract/staff-api';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { staffApi } from '../../../app/staff-api';
import { staffKeys } from '../../../shared/staff-keys';

export type AuditFilters = Partial<AuditQuery>;

const auditKeys = staffKeys('audit');

export const auditPageQueryOptions = (filters: AuditFilters) =>
  queryOptions({
    queryKey: auditKeys.list(filters),
    queryFn: ({ signal }) => staffApi.get<AuditPage>(STAFF_PATHS.audit, { query: filters, signal }),
    placeholderData: keepPreviousData,
  });

export const useAuditPage = (filters: AuditFilters) => useQuery(auditPageQueryOptions(filters));
