/** The service inspection desk: every inspection, its schedule and changes, end now, cancel, the image. */
import {
  inspectionPath,
  STAFF_INSPECTION_PATHS,
  type StaffInspectionRow,
} from '@partner-portal/contract/inspection-api';
import type { ContentImage } from '@partner-portal/contract/staff-desks-api';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { staffApi } from '../../../app/staff-api';

export const inspectionKeys = {
  all: ['staff', 'inspections'] as const,
  list: () => [...inspectionKeys.all, 'list'] as const,
};

export const inspectionListQueryOptions = () =>
  queryOptions({
    queryKey: inspectionKeys.list(),
    queryFn: ({ signal }) => staffApi.get<StaffInspectionRow[]>(STAFF_INSPECTION_PATHS.list, { signal }),
  });

export const useInspections = () => useQuery(inspectionListQueryOptions());

function useInspectionWrite<I>(write: (input: I) => Promise<StaffInspectionRow>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSettled: () => queryClient.invalidateQueries({ queryKey: inspectionKeys.all }),
  });
}

/** Schedules (`id` absent) or changes an inspection; the form shows refusals itself. */
export const useSaveInspection = () =>
  useInspectionWrite(({ id, body }: { id?: number; body: object }) =>
    id === undefined
      ? staffApi.post<StaffInspectionRow>(STAFF_INSPECTION_PATHS.list, { body, showErrors: false })
      : staffApi.put<StaffInspectionRow>(inspectionPath(STAFF_INSPECTION_PATHS.item, id), {
          body,
          showErrors: false,
        }),
  );

/** Ends a running inspection now, or calls off one that has not started. */
export const useCloseInspection = () =>
  useInspectionWrite(({ id, action }: { id: number; action: 'end' | 'cancel' }) =>
    staffApi.post<StaffInspectionRow>(inspectionPath(STAFF_INSPECTION_PATHS[action], id)),
  );

/** The notice image, re-encoded by the server; answers its `/uploads/…` address. */
export async function uploadInspectionImage(file: File): Promise<string> {
  const form = new FormData();
  form.append('image', file);
  const image = await staffApi.upload<ContentImage>('POST', STAFF_INSPECTION_PATHS.images, { form });
  return image.url;
}
