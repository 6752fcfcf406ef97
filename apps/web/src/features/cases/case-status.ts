import type { CaseStatus } from '@partner-portal/contract/cases-constants';

/** Tag colours of the statuses: published stands out, hidden warns, a draft stays plain. */
export const STATUS_COLORS: Record<CaseStatus, string> = {
  draft: 'default',
  published: 'green',
  hidden: 'orange',
};
