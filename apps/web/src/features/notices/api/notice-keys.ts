/** Every notice query's key under one prefix, so a view count can update every list that shows it. */
export const noticeKeys = {
  all: ['notices'] as const,
  lists: () => [...noticeKeys.all, 'list'] as const,
  list: (pageIndex: number, pageSize: number, keyword: string) =>
    [...noticeKeys.lists(), { pageIndex, pageSize, keyword }] as const,
};
