/**
 * New leads while the inbox is open (`GET …/leads/stream`, server-sent events): each `lead` event
 * sets the badge's count at once, refreshes the lists and the summary, and says so in a toast. Each
 * time it opens the lists are asked again, since leads may have arrived before or while it was down.
 */
import type { LeadStreamEvent, ResponseSummary } from '@partner-portal/contract/leads-api';
import { LEAD_PATHS } from '@partner-portal/contract/leads-constants';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { env } from '../../../lib/env';
import { followEventStream } from '../../../lib/http/event-stream';
import { showToast } from '../../../lib/toast';
import { leadKeys } from './lead-keys';

export const NEW_LEAD_TOAST = '새 견적 요청이 도착했습니다.';

function parseLeadEvent(data: string): LeadStreamEvent | null {
  try {
    const value = JSON.parse(data) as Partial<LeadStreamEvent>;
    return typeof value.lead_no === 'number' && typeof value.new_count === 'number'
      ? { lead_no: value.lead_no, new_count: value.new_count }
      : null;
  } catch {
    return null;
  }
}

export function useLeadStream(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const controller = new AbortController();
    const refresh = () => {
      void queryClient.invalidateQueries({ queryKey: leadKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: leadKeys.summary() });
    };
    void followEventStream({
      url: `${env.partnerApi}${LEAD_PATHS.stream}`,
      signal: controller.signal,
      // Leads that came between the list's answer (perhaps rendered by the server) and the stream's
      // opening, or while it was down, have no event of their own: ask for the lists again.
      onOpen: refresh,
      onEvent: ({ event, data }) => {
        if (event !== 'lead') return;
        const lead = parseLeadEvent(data);
        if (!lead) return;
        queryClient.setQueryData<ResponseSummary>(leadKeys.summary(), (summary) =>
          summary ? { ...summary, new_count: lead.new_count } : summary,
        );
        refresh();
        showToast('info', NEW_LEAD_TOAST, { key: NEW_LEAD_TOAST });
      },
    });
    return () => controller.abort();
  }, [queryClient]);
}
