/**
 * The service inspection status for the screens (the notice page polls it, the main layout's
 * announcement reads it); each answer is also kept for the guard (lib/inspection-status).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { refreshInspectionStatus } from '../../../lib/inspection-status';
import { inspectionKeys } from './inspection-keys';

export const inspectionStatusQueryOptions = () =>
  queryOptions({
    queryKey: inspectionKeys.status(),
    queryFn: ({ signal }) => refreshInspectionStatus(signal),
    staleTime: 30_000,
  });

/** `pollMs`: ask again at that interval (the notice page, to leave when the inspection ends). */
export const useInspectionStatus = ({ pollMs }: { pollMs?: number } = {}) =>
  useQuery({ ...inspectionStatusQueryOptions(), ...(pollMs ? { refetchInterval: pollMs } : {}) });
