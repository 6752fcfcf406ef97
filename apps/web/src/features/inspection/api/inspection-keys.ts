/** Keys of the inspection queries: the status the notice page polls and the announcement popup reads. */
export const inspectionKeys = {
  all: ['inspection'] as const,
  status: () => [...inspectionKeys.all, 'status'] as const,
};
