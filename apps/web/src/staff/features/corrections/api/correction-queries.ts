/** Correction requests: the open ones by deadline, a new one, and a withdrawal once corrected. */
import {
  FOLLOW_UP_PATHS,
  followUpPath,
  type CorrectionRow,
  type CreateCorrectionRequest,
} from '@partner-portal/contract/follow-ups-api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { staffApi } from '../../../app/staff-api';
import { staffKeys } from '../../../shared/staff-keys';
import { useStaffWrite } from '../../../shared/use-staff-write';

const correctionKeys = staffKeys('corrections');

export const correctionsQueryOptions = () =>
  queryOptions({
    queryKey: correctionKeys.list(),
    queryFn: ({ signal }) => staffApi.get<CorrectionRow[]>(FOLLOW_UP_PATHS.corrections, { signal }),
  });

export const useCorrections = () => useQuery(correctionsQueryOptions());

export const useOpenCorrection = () =>
  useStaffWrite(
    (input: CreateCorrectionRequest) =>
      staffApi.post<null>(FOLLOW_UP_PATHS.corrections, { body: input, showErrors: false }),
    correctionKeys.all,
  );

export const useWithdrawCorrection = () =>
  useStaffWrite(
    ({ requestId, reason }: { requestId: number; reason: string }) =>
      staffApi.post<null>(followUpPath(FOLLOW_UP_PATHS.withdrawCorrection, requestId), {
        body: { reason },
        showErrors: false,
      }),
    correctionKeys.all,
  );
