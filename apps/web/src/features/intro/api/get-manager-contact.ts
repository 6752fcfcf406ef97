import { MEMBER_PATHS } from '@partner-portal/contract/api-constants';
import type { ManagerContact } from '@partner-portal/contract/member-api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { memberApi } from '../../../lib/http/api-clients';
import { introKeys } from './intro-keys';

/** The partner's assigned manager; a partner without one gets a silent refusal (`noManager`). */
export const getManagerContact = (memberNo: number, signal?: AbortSignal): Promise<ManagerContact> =>
  memberApi.get<ManagerContact>(MEMBER_PATHS.managerContact, { query: { member_no: memberNo }, signal });

export const managerContactQueryOptions = (memberNo: number) =>
  queryOptions({
    queryKey: introKeys.managerContact(memberNo),
    queryFn: ({ signal }) => getManagerContact(memberNo, signal),
  });

export const useManagerContact = (memberNo: number) => useQuery(managerContactQueryOptions(memberNo));
