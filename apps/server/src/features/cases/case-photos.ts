/**
 * Case photo uploads: a batch is all-or-nothing. Every file is checked and re-encoded first (WebP in
 * three sizes, metadata such as GPS dropped); only when all pass are they stored, staged for a case.
 */
import { randomBytes } from 'node:crypto';
import type { CasePhotoView } from '@partner-portal/contract/cases-api';
import { CASE_LIMITS } from '@partner-portal/contract/cases-constants';
import { ERROR_CODES } from '@partner-portal/contract/api-constants';
import { and, count, isNull, lt, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { casePhotos } from '../../db/tables/cases.js';
import type { Clock } from '../../shared/clock.js';
import { HttpProblem } from '../../shared/problems.js';
import type { UploadedFile } from '../../shared/multipart.js';
import {
  ImageRejected,
  type ImagePipeline,
  type ProcessedImage,
} from '../../platform/storage/image-pipeline.js';
import type { FileStorage } from '../../platform/storage/file-storage.js';
import { uploadUrl } from '../../platform/storage/file-routes.js';

export const PHOTO_VARIANTS = [
  { name: 'thumb', maxSide: 320, quality: 78 },
  { name: 'medium', maxSide: 1024 },
  { name: 'large', maxSide: 2048 },
] as const;

const STAGED_PHOTO_TTL_MS = 24 * 3600_000;

type PhotoRow = typeof casePhotos.$inferSelect;

export function photoView(row: PhotoRow): CasePhotoView {
  return {
    photo_id: row.photoId,
    thumb_url: uploadUrl(row.thumbKey)!,
    medium_url: uploadUrl(row.mediumKey)!,
    large_url: uploadUrl(row.largeKey)!,
    width: row.width,
    height: row.height,
    caption: row.caption,
    is_cover: row.isCover,
    pair_group: row.pairGroup,
    pair_role: row.pairRole,
  };
}

export async function uploadCasePhotos(
  deps: { db: Database; clock: Clock; storage: FileStorage; images: ImagePipeline },
  partnerId: number,
  files: UploadedFile[],
): Promise<CasePhotoView[]> {
  if (files.length === 0) {
    throw new HttpProblem(400, ERROR_CODES.validation, '올릴 사진을 선택해주세요.', [
      { path: 'photos', message: '올릴 사진을 선택해주세요.' },
    ]);
  }
  const [stored] = await deps.db
    .select({ n: count() })
    .from(casePhotos)
    .where(eq(casePhotos.partnerId, partnerId));
  if ((stored?.n ?? 0) + files.length > CASE_LIMITS.photosPerPartner) {
    const message = `업체당 사진은 ${CASE_LIMITS.photosPerPartner.toLocaleString('ko-KR')}장까지 보관할 수 있습니다. 사용하지 않는 사례를 정리해주세요.`;
    throw new HttpProblem(400, ERROR_CODES.validation, message, [{ path: 'photos', message }]);
  }

  // Check the whole batch before storing anything: one bad file refuses them all.
  const processed: ProcessedImage[] = [];
  const errors: { path: string; message: string }[] = [];
  for (const [index, file] of files.entries()) {
    try {
      processed.push(
        await deps.images.process(
          file.bytes,
          { maxBytes: CASE_LIMITS.photoMaxBytes, maxPixels: CASE_LIMITS.photoMaxPixels },
          PHOTO_VARIANTS,
        ),
      );
    } catch (error) {
      if (!(error instanceof ImageRejected)) throw error;
      errors.push({ path: `photos.${index}`, message: `${file.filename}: ${error.message}` });
    }
  }
  if (errors.length > 0) throw new HttpProblem(400, ERROR_CODES.validation, errors[0]!.message, errors);

  // Random keys, not content hashes: two uploads of one picture are two photos, deleted separately.
  const keys = processed.map(() => {
    const id = randomBytes(16).toString('hex');
    return Object.fromEntries(
      PHOTO_VARIANTS.map((v) => [v.name, `cases/${partnerId}/${id}-${v.name}.webp`]),
    ) as Record<(typeof PHOTO_VARIANTS)[number]['name'], string>;
  });
  try {
    for (const [i, image] of processed.entries()) {
      for (const variant of PHOTO_VARIANTS)
        await deps.storage.put(keys[i]![variant.name], image.variants[variant.name]!);
    }
    const now = deps.clock.now();
    const rows = await deps.db
      .insert(casePhotos)
      .values(
        processed.map((image, i) => ({
          partnerId,
          thumbKey: keys[i]!.thumb,
          mediumKey: keys[i]!.medium,
          largeKey: keys[i]!.large,
          width: image.width,
          height: image.height,
          bytes: image.variants.large!.length,
          createdAt: now,
        })),
      )
      .returning();
    return rows.map(photoView);
  } catch (error) {
    await Promise.all(
      keys.flatMap((k) => Object.values(k)).map((key) => deps.storage.delete(key).catch(() => undefined)),
    );
    throw error;
  }
}

/** Drops staged photos no case took within a day, files included; any instance may run it. */
export async function purgeStagedPhotos(deps: {
  db: Database;
  clock: Clock;
  storage: FileStorage;
}): Promise<number> {
  const cutoff = new Date(deps.clock.now().getTime() - STAGED_PHOTO_TTL_MS);
  const removed = await deps.db
    .delete(casePhotos)
    .where(and(isNull(casePhotos.caseId), lt(casePhotos.createdAt, cutoff)))
    .returning();
  await deleteFiles(deps.storage, removed);
  return removed.length;
}

export async function deleteFiles(storage: FileStorage, rows: PhotoRow[]): Promise<void> {
  await Promise.all(
    rows
      .flatMap((row) => [row.thumbKey, row.mediumKey, row.largeKey])
      .map((key) => storage.delete(key).catch(() => undefined)),
  );
}
