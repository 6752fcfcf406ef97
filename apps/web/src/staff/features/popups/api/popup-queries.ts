/** The popups desk: every popup with its status now, its writes (audited by the server), the preview, image upload. */
import {
  STAFF_POPUP_PATHS,
  staffPopupPath,
  type Popup,
  type StaffPopupInput,
  type StaffPopupRow,
} from '@partner-portal/contract/popups-api';
import { STAFF_DESK_PATHS, type ContentImage } from '@partner-portal/contract/staff-desks-api';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { staffApi } from '../../../app/staff-api';

export const popupKeys = {
  all: ['staff', 'popups'] as const,
  list: () => [...popupKeys.all, 'list'] as const,
};

export const popupListQueryOptions = () =>
  queryOptions({
    queryKey: popupKeys.list(),
    queryFn: ({ signal }) => staffApi.get<StaffPopupRow[]>(STAFF_POPUP_PATHS.list, { signal }),
  });

export const usePopupList = () => useQuery(popupListQueryOptions());

function usePopupWrite<I>(write: (input: I) => Promise<StaffPopupRow>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSettled: () => queryClient.invalidateQueries({ queryKey: popupKeys.all }),
  });
}

/** Creates (`id` absent) or updates a popup. */
export const useSavePopup = () =>
  usePopupWrite(({ id, body }: { id?: number; body: StaffPopupInput }) => {
    const options = { body, showErrors: false };
    return id === undefined
      ? staffApi.post<StaffPopupRow>(STAFF_POPUP_PATHS.list, options)
      : staffApi.put<StaffPopupRow>(staffPopupPath(STAFF_POPUP_PATHS.item, id), options);
  });

/** Publish (visible flag on) or retire (off). */
export const useSetPopupVisible = () =>
  usePopupWrite(({ id, visible }: { id: number; visible: boolean }) =>
    staffApi.post<StaffPopupRow>(
      staffPopupPath(visible ? STAFF_POPUP_PATHS.publish : STAFF_POPUP_PATHS.retire, id),
      { showErrors: false },
    ),
  );

/** The popup exactly as the partner would get it, without saving. */
export const previewPopup = (body: StaffPopupInput) =>
  staffApi.post<Popup>(STAFF_POPUP_PATHS.preview, { body, showErrors: false });

/** An image through the server's image pipeline (re-encoded WebP), with its size. */
export async function uploadPopupImage(file: File): Promise<ContentImage> {
  const form = new FormData();
  form.append('image', file);
  return staffApi.upload<ContentImage>('POST', STAFF_DESK_PATHS.contentImages, { form });
}
