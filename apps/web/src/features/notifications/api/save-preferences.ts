import type { PreferencesUpdate } from '@partner-portal/contract/notifications-api';
import { NOTIFICATION_PATHS } from '@partner-portal/contract/notifications-constants';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { partnerApi } from '../../../lib/http/api-clients';
import { notificationKeys } from './notification-keys';

const savePreferences = (update: PreferencesUpdate) =>
  partnerApi.put<unknown>(NOTIFICATION_PATHS.preferences, { body: update });

/** Saves 알림 설정; settles once the settings are read again (with the consents' new times). */
export function useSavePreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePreferences,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationKeys.preferences() }),
  });
}
