import { partnerKeys } from '../../../lib/api/query-keys';

export const profileKeys = {
  detail: (partnerId: number) => [...partnerKeys.all, 'profile', partnerId] as const,
};
