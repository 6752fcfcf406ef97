import { CASE_PATHS } from '@partner-portal/contract/cases-constants';
import type { CasePhotoView } from '@partner-portal/contract/cases-api';
import { partnerApi } from '../../../lib/http/api-clients';

/**
 * Uploads photos (staged for a case until the case is saved). The server takes a batch whole or not
 * at all; the form sends one file per call so each has its own progress bar and its own refusal.
 */
export function uploadCasePhotos(
  files: readonly File[],
  options: { onProgress?: (fraction: number) => void; signal?: AbortSignal } = {},
): Promise<CasePhotoView[]> {
  const form = new FormData();
  for (const file of files) form.append('photos', file, file.name);
  return partnerApi.upload<CasePhotoView[]>('POST', CASE_PATHS.photos, {
    form,
    onProgress: options.onProgress,
    signal: options.signal,
    showErrors: false,
  });
}
