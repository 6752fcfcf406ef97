import { CONTENT_PARTNER_PATHS, contentPath } from '@partner-portal/contract/content-constants';
import type { NoticeList } from '@partner-portal/contract/content-api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { partnerApi } from '../../../lib/http/api-clients';
import { noticeKeys } from './notice-keys';

interface ViewAnswer {
  article_no: number;
  view_count: number;
}

export const viewNotice = (articleNo: number): Promise<ViewAnswer> =>
  partnerApi.post<ViewAnswer>(contentPath(CONTENT_PARTNER_PATHS.noticeView, { articleNo }), {
    showErrors: false,
  });

/** Counts an opened notice (once a day on the server) and shows the new count in every cached list. */
export function useViewNotice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: viewNotice,
    onSuccess: ({ article_no, view_count }) => {
      queryClient.setQueriesData<NoticeList>({ queryKey: noticeKeys.lists() }, (list) =>
        list
          ? {
              ...list,
              list: list.list.map((n) => (n.article_no === article_no ? { ...n, view_count } : n)),
            }
          : list,
      );
    },
  });
}
