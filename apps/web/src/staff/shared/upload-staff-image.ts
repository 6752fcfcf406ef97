import type { ContentImage } from '@partner-portal/contract/staff-desks-api';
import { staffApi } from '../app/staff-api';

/**
 * An image through the server's one staff image pipeline (re-encoded WebP, metadata stripped), at the
 * desk's own path (the content editors' or the inspection desk's: each is open to that desk's roles).
 */
export function uploadStaffImage(path: string, file: File): Promise<ContentImage> {
  const form = new FormData();
  form.append('image', file);
  return staffApi.upload<ContentImage>('POST', path, { form });
}
