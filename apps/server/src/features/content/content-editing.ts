/**
 * What staff do to content: create, update, publish (now or at a time), unpublish and delete, each
 * kind the same way. Every write is a row of the audit log in the same transaction (who, what,
 * which item, before and after, when, from where). Rich text is sanitized before it is stored. An
 * important notice or an event that goes live is announced to partners (content-announcements.ts).
 */
import type {
  ContentKind,
  StaffContentRow,
  StaffEmergencyInput,
  StaffEventInput,
  StaffFaqInput,
  StaffNoticeInput,
  StaffPromotionInput,
} from '@partner-portal/contract/content-api';
import { desc, eq } from 'drizzle-orm';
import type { PgColumn, PgInsertValue, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.js';
import { writeAudit, type AuditActor } from '../../platform/audit/audit-log.js';
import type { Clock } from '../../shared/clock.js';
import { notFound } from '../../shared/problems.js';
import { announceLiveContent } from './content-announcements.js';
import { CONTENT_TABLES } from './content-tables.js';
import { plainText, sanitizeRichText } from './rich-text.js';

export interface EditingDeps {
  db: Database;
  clock: Clock;
}

export interface ContentInputs {
  notices: StaffNoticeInput;
  events: StaffEventInput;
  promotions: StaffPromotionInput;
  faqs: StaffFaqInput;
  emergencies: StaffEmergencyInput;
}

type Publishing = { publish_at?: string | null | undefined };
const publishAtOf = (input: Publishing) =>
  input.publish_at === undefined ? {} : { publishAt: input.publish_at ? new Date(input.publish_at) : null };

/** The stored columns of each kind from what staff sent (without the publishing state). */
const COLUMNS: { [K in ContentKind]: (input: ContentInputs[K]) => Record<string, unknown> } = {
  notices: (i) => ({
    title: plainText(i.title),
    body: sanitizeRichText(i.body),
    pinned: i.pinned,
    important: i.important,
    attachments: i.attachments,
  }),
  events: (i) => ({
    title: plainText(i.title),
    body: sanitizeRichText(i.body),
    imageUrl: i.image_url,
    startDate: i.start_date,
    endDate: i.end_date,
    inService: i.in_service,
    ctaLabel: i.cta_label === null ? null : plainText(i.cta_label),
    ctaUrl: i.cta_url,
  }),
  promotions: (i) => ({
    title: plainText(i.title),
    body: sanitizeRichText(i.body),
    imageUrl: i.image_url,
    startDate: i.start_date,
    endDate: i.end_date,
    targetGrades: i.target_grades,
    targetAudience: i.target_audience,
    ctaLabel: i.cta_label === null ? null : plainText(i.cta_label),
    ctaUrl: i.cta_url,
  }),
  faqs: (i) => ({
    categoryNo: i.category_no,
    sortOrder: i.sort_order,
    question: plainText(i.question),
    answer: plainText(i.answer),
  }),
  emergencies: (i) => ({
    title: plainText(i.title),
    text: plainText(i.text),
    linkUrl: i.link_url,
    startAt: new Date(i.start_at),
    endAt: new Date(i.end_at),
  }),
};

interface StoredRow {
  publishAt: Date | null;
  unpublished: boolean;
  updatedAt: Date;
  [column: string]: unknown;
}

/**
 * The five content tables share their publishing columns; this one view of a table lets the same
 * statements serve every kind (drizzle checks each statement against the real table at run time).
 */
function tableOf(kind: ContentKind): { table: PgTable; id: PgColumn } {
  return CONTENT_TABLES[kind];
}

function staffRow(kind: ContentKind, id: number, row: StoredRow, now: Date): StaffContentRow {
  const fields = Object.fromEntries(
    Object.entries(row).map(([key, value]) => [key, value instanceof Date ? value.toISOString() : value]),
  );
  return {
    id,
    kind,
    title: String(row.title ?? row.question ?? ''),
    publish_at: row.publishAt?.toISOString() ?? null,
    unpublished: row.unpublished,
    live: row.publishAt !== null && row.publishAt <= now && !row.unpublished,
    updated_at: row.updatedAt.toISOString(),
    fields,
  };
}

const ID_KEYS: Record<ContentKind, string> = {
  notices: 'noticeNo',
  events: 'eventNo',
  promotions: 'promotionNo',
  faqs: 'faqNo',
  emergencies: 'emergencyNo',
};
const idOf = (kind: ContentKind, row: StoredRow) => row[ID_KEYS[kind]] as number;

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

type ContentAction =
  'content_create' | 'content_update' | 'content_publish' | 'content_unpublish' | 'content_delete';

const record = (
  tx: Tx,
  actor: AuditActor,
  action: ContentAction,
  kind: ContentKind,
  id: number,
  change: { before?: StaffContentRow; after?: StaffContentRow },
  now: Date,
) => writeAudit(tx, actor, { action, targetType: kind, targetId: id, ...change }, now);

export async function listContent({ db, clock }: EditingDeps, kind: ContentKind): Promise<StaffContentRow[]> {
  const { table, id } = tableOf(kind);
  const rows = (await db.select().from(table).orderBy(desc(id)).limit(500)) as StoredRow[];
  const now = clock.now();
  return rows.map((row) => staffRow(kind, idOf(kind, row), row, now));
}

export async function createContent<K extends ContentKind>(
  { db, clock }: EditingDeps,
  actor: AuditActor,
  kind: K,
  input: ContentInputs[K],
): Promise<StaffContentRow> {
  const now = clock.now();
  const { table } = tableOf(kind);
  const values = { ...COLUMNS[kind](input), ...publishAtOf(input), createdAt: now, updatedAt: now };
  return db.transaction(async (tx) => {
    const [row] = (await tx
      .insert(table)
      .values(values as PgInsertValue<PgTable>)
      .returning()) as StoredRow[];
    const id = idOf(kind, row!);
    const created = staffRow(kind, id, row!, now);
    await record(tx, actor, 'content_create', kind, id, { after: created }, now);
    await announceLiveContent(tx, now, { kind, id });
    return created;
  });
}

/** Changes the fields, and the publish time when the request names one. */
export async function updateContent<K extends ContentKind>(
  deps: EditingDeps,
  actor: AuditActor,
  kind: K,
  id: number,
  input: ContentInputs[K],
): Promise<StaffContentRow> {
  return change(deps, actor, kind, id, 'content_update', {
    ...COLUMNS[kind](input),
    ...publishAtOf(input),
  });
}

export const publishContent = (
  deps: EditingDeps,
  actor: AuditActor,
  kind: ContentKind,
  id: number,
  publishAt: string | undefined,
) =>
  change(deps, actor, kind, id, 'content_publish', {
    publishAt: publishAt ? new Date(publishAt) : deps.clock.now(),
    unpublished: false,
  });

export const unpublishContent = (deps: EditingDeps, actor: AuditActor, kind: ContentKind, id: number) =>
  change(deps, actor, kind, id, 'content_unpublish', { unpublished: true });

async function change(
  { db, clock }: EditingDeps,
  actor: AuditActor,
  kind: ContentKind,
  id: number,
  action: 'content_update' | 'content_publish' | 'content_unpublish',
  set: Record<string, unknown>,
): Promise<StaffContentRow> {
  const now = clock.now();
  const { table, id: idColumn } = tableOf(kind);
  return db.transaction(async (tx) => {
    const [old] = (await tx.select().from(table).where(eq(idColumn, id)).for('update')) as StoredRow[];
    if (!old) throw notFound();
    const [row] = (await tx
      .update(table)
      .set({ ...set, updatedAt: now } as PgUpdateSetSource<PgTable>)
      .where(eq(idColumn, id))
      .returning()) as StoredRow[];
    const changed = staffRow(kind, id, row!, now);
    await record(tx, actor, action, kind, id, { before: staffRow(kind, id, old, now), after: changed }, now);
    await announceLiveContent(tx, now, { kind, id });
    return changed;
  });
}

export async function deleteContent(
  { db, clock }: EditingDeps,
  actor: AuditActor,
  kind: ContentKind,
  id: number,
): Promise<void> {
  const now = clock.now();
  const { table, id: idColumn } = tableOf(kind);
  await db.transaction(async (tx) => {
    const [row] = (await tx.delete(table).where(eq(idColumn, id)).returning()) as StoredRow[];
    if (!row) throw notFound();
    await record(tx, actor, 'content_delete', kind, id, { before: staffRow(kind, id, row, now) }, now);
  });
}
