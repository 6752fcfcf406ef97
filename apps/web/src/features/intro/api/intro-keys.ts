export const introKeys = {
  managerContact: (memberNo: number) => ['manager-contact', memberNo] as const,
  estimateCount: () => ['estimate-count'] as const,
  /**
   * The sidebar's badge reads the same first five notices and first page of events: the same keys as
   * the notices and events features (a feature does not import another), so home asks nothing twice.
   */
  latestNotices: (pageSize: number) => ['notices', 'list', { pageIndex: 0, pageSize, keyword: '' }] as const,
  firstEvents: () => ['events', 'list', 0] as const,
};
