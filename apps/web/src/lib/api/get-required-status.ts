/** The partner's registration checklist (spec §2 dialog, §4 validate-partner popup); MyPage refreshes it. */
import { PROFILE_PATHS, profilePath, type RequiredStatus } from '@partner-portal/contract/profile-checklist';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { partnerApi } from '../http/api-clients';
import { partnerKeys } from './query-keys';

export const getRequiredStatus = (partnerId: number, signal?: AbortSignal): Promise<RequiredStatus> =>
  partnerApi.get<RequiredStatus>(profilePath(PROFILE_PATHS.requiredStatus, partnerId), { signal });

export const requiredStatusQueryOptions = (partnerId: number) =>
  queryOptions({
    queryKey: partnerKeys.requiredStatus(partnerId),
    queryFn: ({ signal }) => getRequiredStatus(partnerId, signal),
  });

export const useRequiredStatus = (partnerId: number | undefined) =>
  useQuery({ ...requiredStatusQueryOptions(partnerId ?? 0), enabled: partnerId !== undefined });
