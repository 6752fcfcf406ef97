/**
 * A lead's photos arrive as base64 in the marketplace's JSON. Each is decoded, checked by content and
 * re-encoded through the image pipeline (WebP, metadata such as GPS dropped), as a case photo is; one
 * bad photo refuses the lead and nothing is stored. They are served only through the partner's own
 * lead (`LEAD_PATHS.photo`), never under the public `/uploads/`.
 */
import { createHash, randomBytes } from 'node:crypto';
import { ERROR_CODES } from '@partner-portal/contract/api-constants';
import type { LeadPhoto } from '../../db/tables/estimates.js';
import {
  ImageRejected,
  type ImagePipeline,
  type ProcessedImage,
} from '../../platform/storage/image-pipeline.js';
import type { FileStorage } from '../../platform/storage/file-storage.js';
import { PRIVATE_KEY_PREFIX } from '../../platform/storage/file-routes.js';
import { HttpProblem } from '../../shared/problems.js';

export const LEAD_PHOTO_LIMITS = { maxBytes: 10 * 1024 * 1024, maxPixels: 50_000_000 } as const;
const LEAD_PHOTO_VARIANTS = [{ name: 'photo', maxSide: 2048 }] as const;

const DATA_URL_PREFIX = /^data:image\/[a-z]+;base64,/;
const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

export interface DecodedPhoto {
  bytes: Buffer;
  digest: string;
}

const refusal = (errors: { path: string; message: string }[]) =>
  new HttpProblem(400, ERROR_CODES.validation, errors[0]!.message, errors);

/** The photos' bytes and digests; a string that is not base64 refuses the lead. */
export function decodePhotos(photos: readonly string[]): DecodedPhoto[] {
  const errors: { path: string; message: string }[] = [];
  const decoded = photos.map((text, index) => {
    const body = text.replace(DATA_URL_PREFIX, '').replace(/\s+/g, '');
    if (!BASE64.test(body) || body.length % 4 === 1) {
      errors.push({
        path: `photos.${index}`,
        message: `사진 ${index + 1}: 사진 데이터(base64)를 읽을 수 없습니다.`,
      });
    }
    const bytes = Buffer.from(body, 'base64');
    return { bytes, digest: createHash('sha256').update(bytes).digest('hex') };
  });
  if (errors.length > 0) throw refusal(errors);
  return decoded;
}

/** Checks and re-encodes every photo, then stores them all; any refusal stores nothing. */
export async function storeLeadPhotos(
  deps: { storage: FileStorage; images: ImagePipeline },
  partnerId: number,
  photos: readonly DecodedPhoto[],
): Promise<LeadPhoto[]> {
  const processed: ProcessedImage[] = [];
  const errors: { path: string; message: string }[] = [];
  for (const [index, photo] of photos.entries()) {
    try {
      processed.push(await deps.images.process(photo.bytes, LEAD_PHOTO_LIMITS, LEAD_PHOTO_VARIANTS));
    } catch (error) {
      if (!(error instanceof ImageRejected)) throw error;
      errors.push({ path: `photos.${index}`, message: `사진 ${index + 1}: ${error.message}` });
    }
  }
  if (errors.length > 0) throw refusal(errors);

  const stored = processed.map((image, index) => ({
    key: `${PRIVATE_KEY_PREFIX}${partnerId}/${randomBytes(16).toString('hex')}.webp`,
    width: image.width,
    height: image.height,
    bytes: image.variants.photo!.length,
    digest: photos[index]!.digest,
  }));
  try {
    for (const [index, photo] of stored.entries())
      await deps.storage.put(photo.key, processed[index]!.variants.photo!);
  } catch (error) {
    await deleteLeadPhotos(deps.storage, stored);
    throw error;
  }
  return stored;
}

export async function deleteLeadPhotos(storage: FileStorage, photos: readonly LeadPhoto[]): Promise<void> {
  await Promise.all(photos.map((photo) => storage.delete(photo.key).catch(() => undefined)));
}
