import { PLAN_PATHS } from '@partner-portal/contract/plans-constants';
import type { PlanJoinRequest, PlanJoinResult } from '@partner-portal/contract/plans-api';
import { planApi } from '../../../lib/http/api-clients';

/** Records the partner's application; the dialog shows a refusal itself (spec §8: it rejects with the message). */
export const joinPlan = (request: PlanJoinRequest) =>
  planApi.post<PlanJoinResult>(PLAN_PATHS.join, { body: request, showErrors: false });
