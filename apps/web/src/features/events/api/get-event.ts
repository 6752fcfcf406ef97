import { CONTENT_SERVICE_PATHS, contentPath } from '@partner-portal/contract/content-constants';
import type { EventDetail } from '@partner-portal/contract/content-api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { serviceApi } from '../../../lib/http/api-clients';
import { eventKeys } from './event-keys';

export const getEvent = (eventNo: number, signal?: AbortSignal): Promise<EventDetail> =>
  serviceApi.get<EventDetail>(contentPath(CONTENT_SERVICE_PATHS.eventDetail, { eventNo }), {
    signal,
    showErrors: false,
  });

export const eventQueryOptions = (eventNo: number) =>
  queryOptions({
    queryKey: eventKeys.detail(eventNo),
    queryFn: ({ signal }) => getEvent(eventNo, signal),
  });

export const useEvent = (eventNo: number) =>
  useQuery({ ...eventQueryOptions(eventNo), enabled: eventNo > 0 });
