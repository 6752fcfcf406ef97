import type { Partner } from '@partner-portal/contract/partner-api';
import { PROFILE_PATHS } from '@partner-portal/contract/profile-checklist';
import type { TermsDocument } from '@partner-portal/contract/service-api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { partnerKeys } from '../../../lib/api/query-keys';
import { isAppUserAgent } from '../../../lib/device';
import { partnerApi } from '../../../lib/http/api-clients';
import { recordPartnerCheck } from '../../../lib/session/partner-check';

/** Records the partner's agreement to one document version; answers what is still outstanding. */
export const agreeToTerms = (documentNo: number) =>
  partnerApi.post<{ need_agree_terms_list: string[] }>(PROFILE_PATHS.termsAgree, {
    query: { subscription_no: documentNo, channel: isAppUserAgent() ? 'app' : 'web' },
  });

export function useAgreeToTerms({ onAgreed }: { onAgreed: (document: TermsDocument) => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (document: TermsDocument) => agreeToTerms(document.document_no),
    // What is still outstanding goes into the partner record and the guard's check at once: the
    // guard reads them before the next navigation.
    onSuccess: ({ need_agree_terms_list: remaining }, document) => {
      const current = queryClient.getQueryData<Partner>(partnerKeys.mine());
      if (current) {
        recordPartnerCheck(current.member_no, remaining);
        queryClient.setQueryData<Partner>(partnerKeys.mine(), {
          ...current,
          need_agree_terms_list: remaining,
        });
      }
      onAgreed(document);
    },
  });
}
