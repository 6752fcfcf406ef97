/** The service inspection desk: every inspection, its schedule and changes, end now, cancel. */
import { inspectionPath, STAFF_INSPECTION_PATHS } from '@partner-portal/contract/inspection-constants';
import type { StaffInspectionRow } from '@partner-portal/contract/inspection-api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { staffApi } from '../../../app/staff-api';
import { staffKeys } from '../../../shared/staff-keys';
import { useStaffWrite } from '../../../shared/use-staff-write';

const inspectionKeys = staffKeys('inspections');

export const inspectionListQueryOptions = () =>
  queryOptions({
    queryKey: inspectionKeys.list(),
    queryFn: ({ signal }) => staffApi.get<StaffInspectionRow[]>(STAFF_INSPECTION_PATHS.list, { signal }),
  });

export const useInspections = () => useQuery(inspectionListQueryOptions());

/** Schedules (`id` absent) or changes an inspection; the form shows refusals itself. */
export const useSaveInspection = () =>
  useStaffWrite(
    ({ id, body }: { id?: number; body: object }) =>
      id === undefined
        ? staffApi.post<StaffInspectionRow>(STAFF_INSPECTION_PATHS.list, { body, showErrors: false })
        : staffApi.put<StaffInspectionRow>(inspectionPath(STAFF_INSPECTION_PATHS.item, id), {
            body,
            showErrors: false,
          }),
    inspectionKeys.all,
  );

/** Ends a running inspection now, or calls off one that has not started. */
export const useCloseInspection = () =>
  useStaffWrite(
    ({ id, action }: { id: number; action: 'end' | 'cancel' }) =>
      staffApi.post<StaffInspectionRow>(inspectionPath(STAFF_INSPECTION_PATHS[action], id)),
    inspectionKeys.all,
  );
