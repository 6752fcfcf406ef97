import { CONTENT_PARTNER_PATHS, NOTICE_PAGE_SIZE } from '@partner-portal/contract/content-constants';
import type { NoticeList } from '@partner-portal/contract/content-api';
import { NOTICE_BADGE_FETCH_SIZE } from '@partner-portal/contract/constants';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { partnerApi } from '../../../lib/http/api-clients';
import { noticeKeys } from './notice-keys';

export const getNotices = (
  pageIndex: number,
  pageSize: number,
  keyword: string,
  signal?: AbortSignal,
): Promise<NoticeList> =>
  partnerApi.get<NoticeList>(CONTENT_PARTNER_PATHS.noticeList, {
    query: { page_index: pageIndex, page_size: pageSize, keyword: keyword || undefined },
    signal,
    showErrors: false,
  });

export const noticesQueryOptions = (pageIndex: number, keyword: string, pageSize = NOTICE_PAGE_SIZE) =>
  queryOptions({
    queryKey: noticeKeys.list(pageIndex, pageSize, keyword),
    queryFn: ({ signal }) => getNotices(pageIndex, pageSize, keyword, signal),
    placeholderData: keepPreviousData,
  });

/** One page of the notice list (`pageIndex` is 0-based). */
export const useNotices = (pageIndex: number, keyword: string) =>
  useQuery(noticesQueryOptions(pageIndex, keyword));

/** The first five notices, whose newest decides the sidebar badge (spec §4). */
export const useNoticeBadgeSource = () => useQuery(noticesQueryOptions(0, '', NOTICE_BADGE_FETCH_SIZE));

/** The newest of a list of notices (pinned ones may be older than the rest). */
export function newestNotice(list: NoticeList | undefined): { no: number; date: string } | undefined {
  const newest = list?.list.reduce<NoticeList['list'][number] | undefined>(
    (best, item) => (!best || item.create_date > best.create_date ? item : best),
    undefined,
  );
  return newest && { no: newest.article_no, date: newest.create_date };
}
