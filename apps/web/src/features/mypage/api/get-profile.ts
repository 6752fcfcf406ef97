import { PROFILE_PATHS, profilePath } from '@partner-portal/contract/profile-checklist';
import type { PartnerProfile } from '@partner-portal/contract/profile-api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { partnerApi } from '../../../lib/http/api-clients';
import { profileKeys } from './profile-keys';

export const profileQueryOptions = (partnerId: number) =>
  queryOptions({
    queryKey: profileKeys.detail(partnerId),
    queryFn: ({ signal }) =>
      partnerApi.get<PartnerProfile>(profilePath(PROFILE_PATHS.info, partnerId), { signal }),
  });

export const useProfile = (partnerId: number | undefined) =>
  useQuery({ ...profileQueryOptions(partnerId ?? 0), enabled: partnerId !== undefined });
