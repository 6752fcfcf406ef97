import { POPUP_PARTNER_PATHS } from '@partner-portal/contract/api-constants';
import type { Popup, PopupPlacement } from '@partner-portal/contract/popups-api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { partnerApi } from '../../../lib/http/api-clients';
import { popupKeys } from './popup-keys';

/** The popups due now for this partner on a page of `placement`, in the order they queue. */
export const getDuePopups = (placement: PopupPlacement, signal?: AbortSignal): Promise<Popup[]> =>
  partnerApi.get<Popup[]>(POPUP_PARTNER_PATHS.due, { query: { placement }, signal, showErrors: false });

export const duePopupsQueryOptions = (placement: PopupPlacement) =>
  queryOptions({
    queryKey: popupKeys.due(placement),
    queryFn: ({ signal }) => getDuePopups(placement, signal),
    // Popups are a nicety: a failed call shows nothing rather than retrying in the partner's face.
    retry: false,
    staleTime: 5 * 60_000,
  });

export const useDuePopups = (placement: PopupPlacement) => useQuery(duePopupsQueryOptions(placement));
