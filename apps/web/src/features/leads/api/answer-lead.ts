/**
 * What the partner does with a lead: accept (the contact shows), decline (관심 없음, with a reason),
 * move it on (연락함, 견적 발송, 계약, 실패 with a reason), add a note or the next contact date. Each
 * answer refreshes every lead query (the lead, the lists, the badge, home's figures); the returned
 * promise waits for the lead itself, so a dialog closes onto the lead as it now stands. Errors are
 * the screen's to show, with the server's Korean message.
 */
import type { LeadDecline, LeadNoteCreate, LeadStatusChange } from '@partner-portal/contract/leads-api';
import { LEAD_PATHS } from '@partner-portal/contract/leads-constants';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { partnerApi } from '../../../lib/http/api-clients';
import { leadPath } from './get-lead';
import { leadKeys } from './lead-keys';

function useLeadAnswer<Body>(path: string, leadNo: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Body) =>
      partnerApi.post<unknown>(leadPath(path, leadNo), { body: body ?? {}, showErrors: false }),
    // Waits for the shown queries (the lead among them) to be asked again.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: leadKeys.all }),
  });
}

export const useAcceptLead = (leadNo: number) => useLeadAnswer<void>(LEAD_PATHS.accept, leadNo);
export const useDeclineLead = (leadNo: number) => useLeadAnswer<LeadDecline>(LEAD_PATHS.decline, leadNo);
export const useChangeLeadStatus = (leadNo: number) =>
  useLeadAnswer<LeadStatusChange>(LEAD_PATHS.status, leadNo);
export const useAddLeadNote = (leadNo: number) => useLeadAnswer<LeadNoteCreate>(LEAD_PATHS.notes, leadNo);
