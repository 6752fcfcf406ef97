/**
 * The service inspection status for the screens (the notice page polls it, the main layout's
 * announcement reads it); each answer is also kept for the guard (lib/inspection-status), and the
 * guard's answer on this page serves the screens while it is fresh: the first page does not ask twice.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  INSPECTION_STATUS_FRESH_MS,
  inspectionAnsweredHere,
  refreshInspectionStatus,
} from '../../../lib/inspection-status';
import { inspectionKeys } from './inspection-keys';

export const inspectionStatusQueryOptions = () =>
  queryOptions({
    queryKey: inspectionKeys.status(),
    queryFn: ({ signal }) => refreshInspectionStatus(signal),
    staleTime: INSPECTION_STATUS_FRESH_MS,
    initialData: () => inspectionAnsweredHere()?.status,
    initialDataUpdatedAt: () => inspectionAnsweredHere()?.checkedAt,
  });

/** `pollMs`: ask again at that interval (the notice page, to leave when the inspection ends). */
export const useInspectionStatus = ({ pollMs }: { pollMs?: number } = {}) =>
  useQuery({ ...inspectionStatusQueryOptions(), ...(pollMs ? { refetchInterval: pollMs } : {}) });
