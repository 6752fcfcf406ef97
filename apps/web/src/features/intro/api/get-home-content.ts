/** The first notices and events for home: the calls of spec §7 the sidebar badge makes too. */
import {
  CONTENT_PARTNER_PATHS,
  CONTENT_SERVICE_PATHS,
  contentPath,
  PARTNER_EVENT_TYPE,
} from '@partner-portal/contract/content-constants';
import type { EventList, NoticeList } from '@partner-portal/contract/content-api';
import { EVENT_FETCH_SIZE, NOTICE_BADGE_FETCH_SIZE } from '@partner-portal/contract/constants';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { partnerApi, serviceApi } from '../../../lib/http/api-clients';
import { introKeys } from './intro-keys';

export const getLatestNotices = (signal?: AbortSignal): Promise<NoticeList> =>
  partnerApi.get<NoticeList>(CONTENT_PARTNER_PATHS.noticeList, {
    query: { page_index: 0, page_size: NOTICE_BADGE_FETCH_SIZE },
    signal,
    showErrors: false,
  });

export const latestNoticesQueryOptions = () =>
  queryOptions({
    queryKey: introKeys.latestNotices(NOTICE_BADGE_FETCH_SIZE),
    queryFn: ({ signal }) => getLatestNotices(signal),
  });

export const useLatestNotices = () => useQuery(latestNoticesQueryOptions());

export const getFirstEvents = (signal?: AbortSignal): Promise<EventList> =>
  serviceApi.get<EventList>(
    contentPath(CONTENT_SERVICE_PATHS.eventList, {
      page: 0,
      size: EVENT_FETCH_SIZE,
      type: PARTNER_EVENT_TYPE,
    }),
    { signal, showErrors: false },
  );

export const firstEventsQueryOptions = () =>
  queryOptions({ queryKey: introKeys.firstEvents(), queryFn: ({ signal }) => getFirstEvents(signal) });

export const useFirstEvents = () => useQuery(firstEventsQueryOptions());
