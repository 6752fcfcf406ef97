import type { TestSendResult } from '@partner-portal/contract/notifications-api';
import { NOTIFICATION_PATHS } from '@partner-portal/contract/notifications-constants';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { partnerApi } from '../../../lib/http/api-clients';
import { notificationKeys } from './notification-keys';

const sendTestNotification = () => partnerApi.post<TestSendResult>(NOTIFICATION_PATHS.test);

/** One test notification on each channel that is on; it lands in the inbox too, so the bell counts it. */
export function useSendTestNotification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendTestNotification,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: notificationKeys.inboxes() }),
  });
}
