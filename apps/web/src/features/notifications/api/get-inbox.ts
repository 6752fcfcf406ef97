import type { Inbox } from '@partner-portal/contract/notifications-api';
import { NOTIFICATION_PAGE_SIZE, NOTIFICATION_PATHS } from '@partner-portal/contract/notifications-constants';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { partnerApi } from '../../../lib/http/api-clients';
import { notificationKeys } from './notification-keys';

/** The bell shows the newest few; its list and its count come from one call. */
export const BELL_SIZE = 5;
const BELL_POLL_MS = 60_000;

const getInbox = (page: number, size: number, signal: AbortSignal, poll = false) =>
  partnerApi.get<Inbox>(NOTIFICATION_PATHS.inbox, {
    query: { page, size, unread_only: false },
    signal,
    background: poll,
    showErrors: !poll,
  });

/** One page of the inbox (`/notifications`), newest first. */
export const useInbox = (page: number) =>
  useQuery(
    queryOptions({
      queryKey: notificationKeys.inbox(page, NOTIFICATION_PAGE_SIZE),
      queryFn: ({ signal }) => getInbox(page, NOTIFICATION_PAGE_SIZE, signal),
      placeholderData: keepPreviousData,
    }),
  );

/**
 * The bell's newest notifications and unread count, asked again every minute and when the window
 * comes back. Polls are no activity of the partner's (the session countdown runs on) and report no
 * errors: the next one may succeed.
 */
export const useBellInbox = () =>
  useQuery({
    queryKey: notificationKeys.inbox(1, BELL_SIZE),
    queryFn: ({ signal }) => getInbox(1, BELL_SIZE, signal, true),
    refetchInterval: BELL_POLL_MS,
    refetchOnWindowFocus: true,
  });
