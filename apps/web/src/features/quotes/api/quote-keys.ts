/** Every quote query's key under one prefix: a sent quote refreshes the list and the lead it answers. */
export const quoteKeys = {
  all: ['quotes'] as const,
  lists: () => [...quoteKeys.all, 'list'] as const,
  list: (page: number, size: number) => [...quoteKeys.lists(), { page, size }] as const,
  detail: (quoteNo: number) => [...quoteKeys.all, 'detail', quoteNo] as const,
  /** The lead a quote is written for (its summary on the editor). */
  lead: (leadNo: number) => [...quoteKeys.all, 'lead', leadNo] as const,
  /** The customer's view, by its link's token. */
  shared: (token: string) => [...quoteKeys.all, 'shared', token] as const,
};
