import { PROFILE_PATHS } from '@partner-portal/contract/profile-api';
import { partnerApi } from '../../../lib/http/api-clients';
import { isAppUserAgent } from '../../../lib/device';

/** Records the partner's agreement to one document version; answers what is still outstanding. */
export const agreeToTerms = (documentNo: number) =>
  partnerApi.post<{ need_agree_terms_list: string[] }>(PROFILE_PATHS.termsAgree, {
    query: { subscription_no: documentNo, channel: isAppUserAgent() ? 'app' : 'web' },
  });
