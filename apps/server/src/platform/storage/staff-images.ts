/**
 * Images staff put in what partners read (a notice's body, an event's banner, a popup, an inspection
 * notice): checked by their bytes, re-encoded to WebP without metadata, stored under `content/`,
 * answered as an `/uploads/…` address.
 */
import { randomBytes } from 'node:crypto';
import { ERROR_CODES } from '@partner-portal/contract/api-constants';
import { CONTENT_IMAGE_LIMITS, type ContentImage } from '@partner-portal/contract/staff-desks-api';
import type { FileStorage } from './file-storage.js';
import { uploadUrl } from './file-routes.js';
import { ImageRejected, type ImagePipeline } from './image-pipeline.js';
import { HttpProblem } from '../../shared/problems.js';
import type { UploadedFile } from '../../shared/multipart.js';

/** Wide enough for a banner, small enough for a notice read on a phone. */
const CONTENT_IMAGE_VARIANTS = [{ name: 'large', maxSide: 1600 }] as const;

export async function storeStaffImage(
  { storage, images }: { storage: FileStorage; images: ImagePipeline },
  file: UploadedFile | undefined,
): Promise<ContentImage> {
  const refuse = (message: string) =>
    new HttpProblem(400, ERROR_CODES.validation, message, [{ path: 'image', message }]);
  if (!file) throw refuse('올릴 이미지를 선택해주세요.');
  let image;
  try {
    image = await images.process(file.bytes, CONTENT_IMAGE_LIMITS, CONTENT_IMAGE_VARIANTS);
  } catch (error) {
    if (error instanceof ImageRejected) throw refuse(`${file.filename}: ${error.message}`);
    throw error;
  }
  const key = `content/${randomBytes(16).toString('hex')}.webp`;
  await storage.put(key, image.variants.large!);
  return { url: uploadUrl(key)!, width: image.width, height: image.height };
}
