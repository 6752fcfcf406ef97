import type { PlanConsultationStatus } from '@partner-portal/contract/request-desks-api';
import { PLAN_CONSULTATION_STATUS_PATH } from '@partner-portal/contract/request-desks-constants';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { planApi } from '../../../lib/http/api-clients';
import { orderKeys } from './order-keys';

/** The partner's plan consultation requests and where staff are with them (신규, 처리중, 완료). */
export const consultationStatusQueryOptions = () =>
  queryOptions({
    queryKey: orderKeys.consultations(),
    queryFn: ({ signal }) => planApi.get<PlanConsultationStatus>(PLAN_CONSULTATION_STATUS_PATH, { signal }),
  });

export const useConsultationStatus = () => useQuery(consultationStatusQueryOptions());
