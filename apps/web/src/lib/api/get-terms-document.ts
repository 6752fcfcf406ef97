/** A legal text by type and version (newest when no version): the sign-up dialog and the terms pages read it. */
import { SERVICE_PATHS } from '@partner-portal/contract/api-constants';
import type { TermsDocument } from '@partner-portal/contract/service-api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { serviceApi } from '../http/api-clients';
import { fillPath } from '../http/create-api-client';
import { termsKeys } from './query-keys';

export const getTermsDocument = (
  type: string,
  version?: number,
  signal?: AbortSignal,
): Promise<TermsDocument> =>
  serviceApi.get<TermsDocument>(fillPath(SERVICE_PATHS.termsDocument, { type }), {
    query: { version },
    signal,
  });

export const termsDocumentQueryOptions = (type: string, version?: number) =>
  queryOptions({
    queryKey: termsKeys.document(type, version),
    queryFn: ({ signal }) => getTermsDocument(type, version, signal),
    // A published version never changes.
    staleTime: version === undefined ? 10 * 60_000 : Infinity,
  });

/** Nothing is read while `type` is null (a closed dialog). */
export const useTermsDocument = (type: string | null, version?: number) =>
  useQuery({ ...termsDocumentQueryOptions(type ?? '', version), enabled: type !== null });
