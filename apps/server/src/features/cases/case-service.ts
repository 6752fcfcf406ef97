/** Construction cases of one partner: save (draft or published), read, list, bulk status, reorder. */
import {
  publishProblems,
  type CaseBulkResult,
  type CaseDetail,
  type CaseInputParsed,
  type CaseList,
  type caseListQuerySchema,
  type CaseSummary,
} from '@partner-portal/contract/cases-api';
import { ERROR_CODES } from '@partner-portal/contract/api-constants';
import type { PartnerDetail } from '@partner-portal/contract/staff-desks-api';
import {
  and,
  asc,
  count,
  desc,
  eq,
  ilike,
  inArray,
  isNull,
  notInArray,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client.js';
import { casePhotos, constructionCases } from '../../db/tables/cases.js';
import type { Clock } from '../../shared/clock.js';
import { HttpProblem, notFound } from '../../shared/problems.js';
import type { FileStorage } from '../../platform/storage/file-storage.js';
import type { ImagePipeline } from '../../platform/storage/image-pipeline.js';
import { uploadUrl } from '../../platform/storage/file-routes.js';
import { deleteFiles, photoView } from './case-photos.js';
import { seoulDate } from '@partner-portal/contract/seoul-time';

type CaseRow = typeof constructionCases.$inferSelect;
type PhotoRow = typeof casePhotos.$inferSelect;
export interface CaseDeps {
  db: Database;
  clock: Clock;
  storage: FileStorage;
  images: ImagePipeline;
}

const validation = (errors: { path: string; message: string }[]) =>
  new HttpProblem(400, ERROR_CODES.validation, errors[0]?.message ?? '입력값을 확인해주세요.', errors);

/** Korean date (YYYY-MM-DD) of an instant. */

/** Problems that stop a case from being published, including a completion date in the future. */
function problemsToPublish(input: CaseInputParsed, clock: Clock) {
  const problems = publishProblems(input);
  if (input.completed_on && input.completed_on > seoulDate(clock.now())) {
    problems.push({ path: 'completed_on', message: '준공일은 오늘 이후로 입력할 수 없습니다.' });
  }
  return problems;
}

async function ownCase(db: Database, partnerId: number, caseId: number): Promise<CaseRow> {
  const [row] = await db
    .select()
    .from(constructionCases)
    .where(
      and(
        eq(constructionCases.caseId, caseId),
        eq(constructionCases.partnerId, partnerId),
        isNull(constructionCases.deletedAt),
      ),
    );
  if (!row) throw notFound();
  return row;
}

const photosOf = (db: Database, caseId: number) =>
  db
    .select()
    .from(casePhotos)
    .where(eq(casePhotos.caseId, caseId))
    .orderBy(asc(casePhotos.position), asc(casePhotos.photoId));

function toDetail(row: CaseRow, photos: PhotoRow[]): CaseDetail {
  return {
    case_id: row.caseId,
    title: row.title,
    status: row.status,
    housing_type: row.housingType,
    scope: row.scope,
    area_m2: row.areaM2,
    cost_won: row.costWon,
    region: row.regionSido && row.regionSigungu ? { sido: row.regionSido, sigungu: row.regionSigungu } : null,
    view_count: row.viewCount,
    completed_on: row.completedOn,
    updated_at: row.updatedAt.toISOString(),
    duration_days: row.durationDays,
    construction_types: row.constructionTypes,
    style_tags: row.styleTags,
    description: row.description,
    photos: photos.map(photoView),
    created_at: row.createdAt.toISOString(),
    published_at: row.publishedAt?.toISOString() ?? null,
  };
}

/** A stored case as form input again, to judge whether it can be published as it is. */
function asInput(row: CaseRow, photos: PhotoRow[]): CaseInputParsed {
  const detail = toDetail(row, photos);
  return {
    ...detail,
    photos: photos.map((p) => ({
      photo_id: p.photoId,
      caption: p.caption,
      is_cover: p.isCover,
      pair_group: p.pairGroup,
      pair_role: p.pairRole,
    })),
  };
}

export async function getCase(db: Database, partnerId: number, caseId: number): Promise<CaseDetail> {
  const row = await ownCase(db, partnerId, caseId);
  return toDetail(row, await photosOf(db, caseId));
}

/** Creates (caseId undefined) or replaces a case with its photos, in one transaction. */
export async function saveCase(
  deps: CaseDeps,
  partnerId: number,
  input: CaseInputParsed,
  caseId?: number,
): Promise<CaseDetail> {
  if (input.status === 'published') {
    const problems = problemsToPublish(input, deps.clock);
    if (problems.length > 0) throw validation(problems);
  }
  const now = deps.clock.now();
  const photoIds = input.photos.map((photo) => photo.photo_id);
  const { saved, detached } = await deps.db.transaction(async (tx) => {
    const existing = caseId === undefined ? undefined : await ownCase(tx, partnerId, caseId);
    // Photos must be this partner's, either staged or already on this very case.
    if (photoIds.length > 0) {
      const usable = await tx
        .select({ photoId: casePhotos.photoId })
        .from(casePhotos)
        .where(
          and(
            eq(casePhotos.partnerId, partnerId),
            inArray(casePhotos.photoId, photoIds),
            existing
              ? or(isNull(casePhotos.caseId), eq(casePhotos.caseId, existing.caseId))
              : isNull(casePhotos.caseId),
          ),
        );
      if (usable.length !== photoIds.length)
        throw validation([
          { path: 'photos', message: '사진 정보를 찾을 수 없습니다. 사진을 다시 올려주세요.' },
        ]);
    }
    const values = {
      title: input.title,
      status: input.status,
      housingType: input.housing_type,
      scope: input.scope,
      areaM2: input.area_m2,
      costWon: input.cost_won,
      durationDays: input.duration_days,
      completedOn: input.completed_on,
      regionSido: input.region?.sido ?? null,
      regionSigungu: input.region?.sigungu ?? null,
      constructionTypes: input.construction_types,
      styleTags: [...new Set(input.style_tags)],
      description: input.description,
      updatedAt: now,
      publishedAt:
        input.status === 'published' ? (existing?.publishedAt ?? now) : (existing?.publishedAt ?? null),
    };
    const [row] = existing
      ? await tx
          .update(constructionCases)
          .set(values)
          .where(eq(constructionCases.caseId, existing.caseId))
          .returning()
      : await tx
          .insert(constructionCases)
          .values({ ...values, partnerId, createdAt: now })
          .returning();
    const id = row!.caseId;
    const detached = existing
      ? await tx
          .delete(casePhotos)
          .where(
            and(
              eq(casePhotos.caseId, id),
              photoIds.length ? notInArray(casePhotos.photoId, photoIds) : undefined,
            ),
          )
          .returning()
      : [];
    const coverIndex = Math.max(
      0,
      input.photos.findIndex((photo) => photo.is_cover),
    );
    for (const [position, photo] of input.photos.entries()) {
      await tx
        .update(casePhotos)
        .set({
          caseId: id,
          position,
          caption: photo.caption,
          isCover: position === coverIndex,
          pairGroup: photo.pair_group,
          pairRole: photo.pair_role,
        })
        .where(eq(casePhotos.photoId, photo.photo_id));
    }
    return { saved: row!, detached };
  });
  await deleteFiles(deps.storage, detached);
  return toDetail(saved, await photosOf(deps.db, saved.caseId));
}

export async function deleteCase(deps: CaseDeps, partnerId: number, caseId: number): Promise<void> {
  await ownCase(deps.db, partnerId, caseId);
  await markDeleted(deps, [caseId]);
}

/** Deleted cases keep their row, but their photos go with them: files and all, no longer reachable. */
async function markDeleted(deps: CaseDeps, caseIds: number[]): Promise<void> {
  const photos = await deps.db.transaction(async (tx) => {
    await tx
      .update(constructionCases)
      .set({ deletedAt: deps.clock.now() })
      .where(inArray(constructionCases.caseId, caseIds));
    return tx.delete(casePhotos).where(inArray(casePhotos.caseId, caseIds)).returning();
  });
  await deleteFiles(deps.storage, photos);
}

export async function listCases(
  db: Database,
  partnerId: number,
  query: z.output<typeof caseListQuerySchema>,
): Promise<CaseList> {
  const c = constructionCases;
  const filters: (SQL | undefined)[] = [
    eq(c.partnerId, partnerId),
    isNull(c.deletedAt),
    query.status ? eq(c.status, query.status) : undefined,
    query.housing_type ? eq(c.housingType, query.housing_type) : undefined,
    query.sido ? eq(c.regionSido, query.sido) : undefined,
    query.q ? ilike(c.title, `%${query.q.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`) : undefined,
  ];
  const where = and(...filters);
  const order = {
    latest: [desc(c.updatedAt), desc(c.caseId)],
    oldest: [asc(c.createdAt), asc(c.caseId)],
    views: [desc(c.viewCount), desc(c.caseId)],
    cost_desc: [sql`${c.costWon} desc nulls last`, desc(c.caseId)],
    cost_asc: [sql`${c.costWon} asc nulls last`, desc(c.caseId)],
  }[query.sort];
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(c)
      .where(where)
      .orderBy(...order)
      .limit(query.size)
      .offset((query.page - 1) * query.size),
    db.select({ n: count() }).from(c).where(where),
  ]);
  const photos = rows.length
    ? await db
        .select({ caseId: casePhotos.caseId, thumbKey: casePhotos.thumbKey, isCover: casePhotos.isCover })
        .from(casePhotos)
        .where(
          inArray(
            casePhotos.caseId,
            rows.map((row) => row.caseId),
          ),
        )
    : [];
  const items: CaseSummary[] = rows.map((row) => {
    const own = photos.filter((p) => p.caseId === row.caseId);
    const cover = own.find((p) => p.isCover) ?? own[0];
    const {
      duration_days: _d,
      construction_types: _t,
      style_tags: _s,
      description: _x,
      photos: _p,
      created_at: _c,
      published_at: _u,
      ...summary
    } = toDetail(row, []);
    return { ...summary, cover_url: uploadUrl(cover?.thumbKey ?? null), photo_count: own.length };
  });
  return { items, total: total?.n ?? 0, page: query.page, size: query.size };
}

export async function bulkUpdate(
  deps: CaseDeps,
  partnerId: number,
  caseIds: number[],
  action: 'publish' | 'hide' | 'delete',
): Promise<CaseBulkResult> {
  const rows = await deps.db
    .select()
    .from(constructionCases)
    .where(
      and(
        eq(constructionCases.partnerId, partnerId),
        inArray(constructionCases.caseId, caseIds),
        isNull(constructionCases.deletedAt),
      ),
    );
  const result: CaseBulkResult = { updated: [], skipped: [] };
  const now = deps.clock.now();
  for (const id of caseIds) {
    const row = rows.find((r) => r.caseId === id);
    if (!row) {
      result.skipped.push({ case_id: id, reason: '사례를 찾을 수 없습니다.' });
      continue;
    }
    if (action === 'publish') {
      const problems = problemsToPublish(asInput(row, await photosOf(deps.db, id)), deps.clock);
      if (problems.length > 0) {
        result.skipped.push({
          case_id: id,
          reason: `게시할 수 없습니다: ${problems.map((p) => p.message).join(' ')}`,
        });
        continue;
      }
    }
    result.updated.push(id);
    if (action === 'delete') continue;
    await deps.db
      .update(constructionCases)
      .set({
        status: action === 'publish' ? 'published' : 'hidden',
        updatedAt: now,
        ...(action === 'publish' && !row.publishedAt ? { publishedAt: now } : {}),
      })
      .where(eq(constructionCases.caseId, id));
  }
  if (action === 'delete' && result.updated.length > 0) await markDeleted(deps, result.updated);
  return result;
}

export async function reorderPhotos(
  { db, clock }: CaseDeps,
  partnerId: number,
  caseId: number,
  photoIds: number[],
): Promise<CaseDetail> {
  await ownCase(db, partnerId, caseId);
  const current = await photosOf(db, caseId);
  const same =
    current.length === photoIds.length && current.every((photo) => photoIds.includes(photo.photoId));
  if (!same)
    throw validation([
      { path: 'photo_ids', message: '사례의 사진 목록과 일치하지 않습니다. 새로고침 후 다시 시도해주세요.' },
    ]);
  await db.transaction(async (tx) => {
    for (const [position, photoId] of photoIds.entries()) {
      await tx.update(casePhotos).set({ position }).where(eq(casePhotos.photoId, photoId));
    }
    await tx
      .update(constructionCases)
      .set({ updatedAt: clock.now() })
      .where(eq(constructionCases.caseId, caseId));
  });
  return getCase(db, partnerId, caseId);
}

/** A partner's latest cases for the staff partners desk (deleted ones left out). */
export async function recentCasesForStaff(db: Database, partnerId: number): Promise<PartnerDetail['cases']> {
  const cases = await db
    .select()
    .from(constructionCases)
    .where(and(eq(constructionCases.partnerId, partnerId), isNull(constructionCases.deletedAt)))
    .orderBy(desc(constructionCases.createdAt))
    .limit(20);
  return cases.map((c) => ({
    case_id: c.caseId,
    title: c.title,
    status: c.status,
    created_at: c.createdAt.toISOString(),
  }));
}

/** 탈퇴: all the partner's cases deleted and its photos' rows dropped; the caller deletes the files after its commit. */
export async function deleteAllCases(tx: Database, partnerId: number, now: Date) {
  const cases = await tx
    .update(constructionCases)
    .set({ deletedAt: now })
    .where(and(eq(constructionCases.partnerId, partnerId), isNull(constructionCases.deletedAt)))
    .returning({ caseId: constructionCases.caseId });
  const photos = await tx.delete(casePhotos).where(eq(casePhotos.partnerId, partnerId)).returning();
  return { cases: cases.length, photos };
}
