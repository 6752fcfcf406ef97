import { PLAN_PATHS } from '@partner-portal/contract/plans-constants';
import type { PlanConsultRequest, PlanConsultResult } from '@partner-portal/contract/plans-api';
import { planApi } from '../../../lib/http/api-clients';

/** Asks a consultant to call back about one plan; the dialog shows the outcome with spec §8's messages. */
export const requestPlanConsulting = (request: PlanConsultRequest) =>
  planApi.post<PlanConsultResult>(PLAN_PATHS.consulting, { body: request, showErrors: false });
