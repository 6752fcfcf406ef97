import { MEMBER_PATHS, PARTNER_PATHS, SERVICE_PATHS } from '@partner-portal/contract/api-constants';
import type { ValidateMemberIdResult } from '@partner-portal/contract/member-api';
import type { signUpRequestSchema, SignUpResult } from '@partner-portal/contract/partner-api';
import type { SignUpTerms } from '@partner-portal/contract/service-api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { memberApi, partnerApi, serviceApi } from '../../../lib/http/api-clients';
import { signupKeys } from './signup-keys';

/** The documents the sign-up asks to agree to, required ones first. */
export const signUpTermsQueryOptions = () =>
  queryOptions({
    queryKey: signupKeys.terms(),
    queryFn: ({ signal }) => serviceApi.get<SignUpTerms>(SERVICE_PATHS.signUpTerms, { signal }),
    staleTime: 10 * 60_000,
  });

/** The form shows the answer under the id field. */
export const checkMemberId = (memberId: string) =>
  memberApi.post<ValidateMemberIdResult>(MEMBER_PATHS.validateMemberId, {
    query: { memberId },
    showErrors: false,
  });

/** Refusals (duplicate id or business number, bad referrer, missing terms) land on their fields. */
export const signUp = (request: z.output<typeof signUpRequestSchema>) =>
  partnerApi.post<SignUpResult>(PARTNER_PATHS.signUp, { body: request, showErrors: false });

export const useSignUpTerms = () => useQuery(signUpTermsQueryOptions());
