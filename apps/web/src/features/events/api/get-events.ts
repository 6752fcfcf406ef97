import {
  CONTENT_SERVICE_PATHS,
  contentPath,
  PARTNER_EVENT_TYPE,
} from '@partner-portal/contract/content-constants';
import type { EventList } from '@partner-portal/contract/content-api';
import { EVENT_FETCH_SIZE } from '@partner-portal/contract/constants';
import { seoulDayStart } from '@partner-portal/contract/seoul-time';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { serviceApi } from '../../../lib/http/api-clients';
import { eventKeys } from './event-keys';

/** One page of events (spec §7: page index, size 12, type 2). */
export const getEvents = (pageIndex: number, signal?: AbortSignal): Promise<EventList> =>
  serviceApi.get<EventList>(
    contentPath(CONTENT_SERVICE_PATHS.eventList, {
      page: pageIndex,
      size: EVENT_FETCH_SIZE,
      type: PARTNER_EVENT_TYPE,
    }),
    { signal, showErrors: false },
  );

export const eventsQueryOptions = (pageIndex: number) =>
  queryOptions({
    queryKey: eventKeys.list(pageIndex),
    queryFn: ({ signal }) => getEvents(pageIndex, signal),
    placeholderData: keepPreviousData,
  });

export const useEvents = (pageIndex: number) => useQuery(eventsQueryOptions(pageIndex));

/** Spec §4: the first running event decides the badge, by its start date. */
export function newestEvent(list: EventList | undefined): { no: number; date: string } | undefined {
  const first = list?.list.find((event) => event.in_service === 1);
  return first && { no: first.event_no, date: seoulDayStart(first.start_date).toISOString() };
}
