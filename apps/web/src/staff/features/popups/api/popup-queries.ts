/** The popups desk: every popup with its status now, its writes (audited by the server), the preview. */
import {
  STAFF_POPUP_PATHS,
  staffPopupPath,
  type Popup,
  type StaffPopupInput,
  type StaffPopupRow,
} from '@partner-portal/contract/popups-api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { staffApi } from '../../../app/staff-api';
import { staffKeys } from '../../../shared/staff-keys';
import { useStaffWrite } from '../../../shared/use-staff-write';

const popupKeys = staffKeys('popups');

export const popupListQueryOptions = () =>
  queryOptions({
    queryKey: popupKeys.list(),
    queryFn: ({ signal }) => staffApi.get<StaffPopupRow[]>(STAFF_POPUP_PATHS.list, { signal }),
  });

export const usePopupList = () => useQuery(popupListQueryOptions());

/** Creates (`id` absent) or updates a popup. */
export const useSavePopup = () =>
  useStaffWrite(({ id, body }: { id?: number; body: StaffPopupInput }) => {
    const options = { body, showErrors: false };
    return id === undefined
      ? staffApi.post<StaffPopupRow>(STAFF_POPUP_PATHS.list, options)
      : staffApi.put<StaffPopupRow>(staffPopupPath(STAFF_POPUP_PATHS.item, id), options);
  }, popupKeys.all);

/** Publish (visible flag on) or retire (off). */
export const useSetPopupVisible = () =>
  useStaffWrite(
    ({ id, visible }: { id: number; visible: boolean }) =>
      staffApi.post<StaffPopupRow>(
        staffPopupPath(visible ? STAFF_POPUP_PATHS.publish : STAFF_POPUP_PATHS.retire, id),
        { showErrors: false },
      ),
    popupKeys.all,
  );

/** The popup exactly as the partner would get it, without saving. */
export const previewPopup = (body: StaffPopupInput) =>
  staffApi.post<Popup>(STAFF_POPUP_PATHS.preview, { body, showErrors: false });
