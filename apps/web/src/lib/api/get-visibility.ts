/** Whether customers see the partner, and why not (spec §7 `GET /api/partner/{id}/visible`): home and MyPage. */
import {
  PROFILE_PATHS,
  profilePath,
  type PartnerVisibility,
} from '@partner-portal/contract/profile-checklist';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { partnerApi } from '../http/api-clients';
import { partnerKeys } from './query-keys';

export const getVisibility = (partnerId: number, signal?: AbortSignal): Promise<PartnerVisibility> =>
  partnerApi.get<PartnerVisibility>(profilePath(PROFILE_PATHS.visible, partnerId), {
    signal,
    showErrors: false,
  });

export const visibilityQueryOptions = (partnerId: number) =>
  queryOptions({
    queryKey: partnerKeys.visibility(partnerId),
    queryFn: ({ signal }) => getVisibility(partnerId, signal),
  });

export const useVisibility = (partnerId: number | undefined) =>
  useQuery({ ...visibilityQueryOptions(partnerId ?? 0), enabled: partnerId !== undefined });
