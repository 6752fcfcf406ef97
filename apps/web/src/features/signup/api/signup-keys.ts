import { termsKeys } from '../../../lib/api/query-keys';

export const signupKeys = {
  terms: () => [...termsKeys.all, 'signup'] as const,
};
