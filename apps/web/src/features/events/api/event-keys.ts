/** Every event query's key under one prefix. */
export const eventKeys = {
  all: ['events'] as const,
  list: (pageIndex: number) => [...eventKeys.all, 'list', pageIndex] as const,
  detail: (eventNo: number) => [...eventKeys.all, 'detail', eventNo] as const,
};
