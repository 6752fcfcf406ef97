import type { Preferences } from '@partner-portal/contract/notifications-api';
import { NOTIFICATION_PATHS } from '@partner-portal/contract/notifications-constants';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { partnerApi } from '../../../lib/http/api-clients';
import { notificationKeys } from './notification-keys';

export const preferencesQueryOptions = () =>
  queryOptions({
    queryKey: notificationKeys.preferences(),
    queryFn: ({ signal }) => partnerApi.get<Preferences>(NOTIFICATION_PATHS.preferences, { signal }),
  });

export const usePreferences = () => useQuery(preferencesQueryOptions());
