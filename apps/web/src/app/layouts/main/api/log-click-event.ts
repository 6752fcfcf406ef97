import { MEMBER_NO_HEADER, PARTNER_PATHS } from '@partner-portal/contract/api-constants';
import type { AnalyticsRequest } from '@partner-portal/contract/partner-api';
import { partnerApi } from '../../../../lib/http/api-clients';
import { readMemberSession } from '../../../../lib/session/session-store';

/** Records a click for the provider's statistics; a failure must not get in the partner's way. */
export function logClickEvent(event: Omit<AnalyticsRequest, 'eventName'>): void {
  const memberNo = readMemberSession()?.memberNo;
  partnerApi
    .post(PARTNER_PATHS.analytics, {
      body: { eventName: 'click', ...event } satisfies AnalyticsRequest,
      headers: memberNo ? { [MEMBER_NO_HEADER]: String(memberNo) } : {},
      showErrors: false,
    })
    .catch(() => undefined);
}
