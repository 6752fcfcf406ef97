import type { Preferences, PreferencesUpdate } from '@partner-portal/contract/notifications-api';
import { NOTIFICATION_PATHS } from '@partner-portal/contract/notifications-constants';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { partnerApi } from '../../../lib/http/api-clients';
import { notificationKeys } from './notification-keys';

const savePreferences = (update: PreferencesUpdate) =>
  partnerApi.put<Preferences>(NOTIFICATION_PATHS.preferences, { body: update });

/** Saves 알림 설정; the answer is the settings as they now stand (the consents with their times). */
export function useSavePreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePreferences,
    onSuccess: (saved) => queryClient.setQueryData(notificationKeys.preferences(), saved),
  });
}
