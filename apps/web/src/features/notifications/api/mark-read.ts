import type { Inbox, MarkRead } from '@partner-portal/contract/notifications-api';
import { NOTIFICATION_PATHS } from '@partner-portal/contract/notifications-constants';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { partnerApi } from '../../../lib/http/api-clients';
import { notificationKeys } from './notification-keys';

const markRead = (body: MarkRead) => partnerApi.post<{ unread: number }>(NOTIFICATION_PATHS.read, { body });

/**
 * Marks notifications read (`{ids}`) or all of them (`{all: true}`, 모두 읽음). The bell and every
 * cached inbox page show it at once, with the server's new unread count, then ask again.
 */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markRead,
    onSuccess: ({ unread }, body) => {
      const isMarked = (id: number) => body.all === true || (body.ids?.includes(id) ?? false);
      queryClient.setQueriesData<Inbox>({ queryKey: notificationKeys.inboxes() }, (inbox) =>
        inbox
          ? {
              ...inbox,
              unread,
              items: inbox.items.map((item) =>
                isMarked(item.notification_id) ? { ...item, read: true } : item,
              ),
            }
          : inbox,
      );
      void queryClient.invalidateQueries({ queryKey: notificationKeys.inboxes() });
    },
  });
}
