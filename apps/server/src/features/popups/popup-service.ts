/**
 * Popups as data: which popups are due for one partner on one placement now (window by the injected
 * clock, visible flag, audience), and what staff do to them (create, update, publish, retire), each
 * write a row of the audit log in the same transaction. Texts are stored and answered as plain text.
 */
import type {
  Popup,
  PopupPlacement,
  PopupStatus,
  StaffPopupRow,
  StaffPopupValues,
} from '@partner-portal/contract/popups-api';
import type { AdPlan } from '@partner-portal/contract/partner-api';
import { and, asc, desc, eq, gt, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import { members } from '../../db/tables/auth.js';
import { popups } from '../../db/tables/popups.js';
import type { Database } from '../../db/client.js';
import { writeAudit, type AuditActor } from '../../platform/audit/audit-log.js';
import type { Clock } from '../../shared/clock.js';
import { notFound } from '../../shared/problems.js';
import { adPlanOf } from '../partners/partner-service.js';
import { withBankAccount } from '../settings/portal-settings.js';
import { periodicSummary } from '../subscriptions/arrangement-service.js';
import { plainText } from '../content/rich-text.js';

export interface PopupDeps {
  db: Database;
  clock: Clock;
}

type PopupRow = typeof popups.$inferSelect;

/** The placements a page of `placement` shows: its own and the main layout's (every page). */
const PLACEMENTS_SHOWN: Record<PopupPlacement, PopupPlacement[]> = {
  intro: ['intro', 'main'],
  payment: ['payment', 'main'],
  main: ['main'],
};

/** Inside its window now: `starts_at <= now < ends_at` (no end: open). */
const dueAt = (now: Date) =>
  and(eq(popups.visible, true), lte(popups.startsAt, now), or(isNull(popups.endsAt), gt(popups.endsAt, now)));

/** The popups due now for the partner on a page of `placement`, in queue order (priority, then newest). */
export async function duePopups(
  deps: PopupDeps,
  partnerId: number,
  placement: PopupPlacement,
  /** The partner's ad plans and grade, when the caller reads them anyway. */
  adPlan?: Promise<AdPlan>,
): Promise<Popup[]> {
  const { db, clock } = deps;
  const now = clock.now();
  const rows = await db
    .select()
    .from(popups)
    .where(and(dueAt(now), inArray(popups.placement, PLACEMENTS_SHOWN[placement])))
    .orderBy(asc(popups.priority), desc(popups.startsAt), asc(popups.popupNo));
  if (rows.length === 0) return [];
  const audience = await audienceOf(deps, partnerId, rows, adPlan ?? adPlanOf(deps, partnerId));
  const shown = rows.filter((row) => audience(row));
  const fill = await withBankAccount(
    db,
    shown.map((row) => row.body),
  );
  return shown.map((row) => ({ ...partnerView(row), body: fill(row.body) }));
}

/** What the partner is, looked up only as far as the due popups' audiences need. */
async function audienceOf(deps: PopupDeps, partnerId: number, rows: PopupRow[], adPlan: Promise<AdPlan>) {
  const needs = new Set(rows.map((row) => row.audience));
  const { ad_plan_list: adPlans, partner_grade: grade } = await adPlan;
  const renewing = needs.has('no_renewal')
    ? (await periodicSummary(deps.db, deps.clock, partnerId)).exist_periodic_payment_only_plan
    : false;
  return (row: PopupRow) => {
    switch (row.audience) {
      case 'all':
        return true;
      case 'ad':
        return adPlans.length > 0;
      case 'grades':
        return row.audienceGrades.includes(grade);
      case 'no_renewal':
        return !renewing;
    }
  };
}

function partnerView(row: PopupRow): Popup {
  return {
    popup_no: row.popupNo,
    kind: row.kind,
    title: row.title,
    body: row.body,
    image: row.image,
    buttons: row.buttons,
    offers_hide_today: row.offersHideToday,
  };
}

/** A popup not saved yet, exactly as the partner would get it (the console's preview). */
export function previewPopup(input: StaffPopupValues): Popup {
  const values = columnsOf(input);
  return partnerView({ ...values, popupNo: 0 } as PopupRow);
}

// ---------- staff ----------

function statusOf(row: PopupRow, now: Date): PopupStatus {
  if (!row.visible) return 'hidden';
  if (now < row.startsAt) return 'scheduled';
  if (row.endsAt && now >= row.endsAt) return 'ended';
  return 'live';
}

function staffRow(row: PopupRow, now: Date, names: Map<number, string>): StaffPopupRow {
  const name = (no: number | null) => (no === null ? null : (names.get(no) ?? String(no)));
  return {
    ...partnerView(row),
    placement: row.placement,
    audience: row.audience,
    audience_grades: row.audienceGrades,
    visible: row.visible,
    starts_at: row.startsAt.toISOString(),
    ends_at: row.endsAt?.toISOString() ?? null,
    priority: row.priority,
    status: statusOf(row, now),
    created_by: name(row.createdBy),
    updated_by: name(row.updatedBy),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

async function staffNames(db: Database, rows: PopupRow[]): Promise<Map<number, string>> {
  const numbers = [...new Set(rows.flatMap((r) => [r.createdBy, r.updatedBy]).filter((n) => n !== null))];
  if (numbers.length === 0) return new Map();
  const found = await db
    .select({ memberNo: members.memberNo, memberId: members.memberId })
    .from(members)
    .where(inArray(members.memberNo, numbers));
  return new Map(found.map((m) => [m.memberNo, m.memberId]));
}

/** The stored columns from what staff sent: plain text only, no grades unless the audience uses them. */
function columnsOf(input: StaffPopupValues) {
  return {
    kind: input.kind,
    title: plainText(input.title),
    body: plainText(input.body),
    image: input.image ? { ...input.image, alt: plainText(input.image.alt) } : null,
    buttons: input.buttons.map((b) => ({ label: plainText(b.label), url: b.url })),
    placement: input.placement,
    audience: input.audience,
    audienceGrades: input.audience === 'grades' ? [...new Set(input.audience_grades)] : [],
    visible: input.visible,
    startsAt: new Date(input.starts_at),
    endsAt: input.ends_at === null ? null : new Date(input.ends_at),
    priority: input.priority,
    offersHideToday: input.offers_hide_today,
  };
}

/** Every popup, the newest first (staff see scheduled, live, ended and hidden ones). */
export async function listPopups({ db, clock }: PopupDeps): Promise<StaffPopupRow[]> {
  const rows = await db
    .select()
    .from(popups)
    .orderBy(
      sql`${popups.endsAt} is not null and ${popups.endsAt} <= ${clock.now()}`,
      asc(popups.priority),
      desc(popups.popupNo),
    )
    .limit(500);
  const names = await staffNames(db, rows);
  const now = clock.now();
  return rows.map((row) => staffRow(row, now, names));
}

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
type PopupAction = 'popup_create' | 'popup_update' | 'popup_publish' | 'popup_retire';

async function answer(tx: Tx, row: PopupRow, now: Date) {
  return staffRow(row, now, await staffNames(tx as unknown as Database, [row]));
}

export async function createPopup(
  { db, clock }: PopupDeps,
  actor: AuditActor,
  input: StaffPopupValues,
): Promise<StaffPopupRow> {
  const now = clock.now();
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(popups)
      .values({
        ...columnsOf(input),
        createdBy: actor.memberNo,
        updatedBy: actor.memberNo,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    const created = await answer(tx, row!, now);
    await record(tx, actor, 'popup_create', row!.popupNo, { after: created }, now);
    return created;
  });
}

export const updatePopup = (deps: PopupDeps, actor: AuditActor, id: number, input: StaffPopupValues) =>
  change(deps, actor, id, 'popup_update', columnsOf(input));

/** Publish: the visible flag on (it shows inside its window). */
export const publishPopup = (deps: PopupDeps, actor: AuditActor, id: number) =>
  change(deps, actor, id, 'popup_publish', { visible: true });

/** Retire: the visible flag off; partners stop seeing it at once. */
export const retirePopup = (deps: PopupDeps, actor: AuditActor, id: number) =>
  change(deps, actor, id, 'popup_retire', { visible: false });

async function change(
  { db, clock }: PopupDeps,
  actor: AuditActor,
  id: number,
  action: Exclude<PopupAction, 'popup_create'>,
  set: Partial<typeof popups.$inferInsert>,
): Promise<StaffPopupRow> {
  const now = clock.now();
  return db.transaction(async (tx) => {
    const [old] = await tx.select().from(popups).where(eq(popups.popupNo, id)).for('update');
    if (!old) throw notFound();
    const [row] = await tx
      .update(popups)
      .set({ ...set, updatedBy: actor.memberNo, updatedAt: now })
      .where(eq(popups.popupNo, id))
      .returning();
    const before = await answer(tx, old, now);
    const after = await answer(tx, row!, now);
    await record(tx, actor, action, id, { before, after }, now);
    return after;
  });
}

const record = (
  tx: Tx,
  actor: AuditActor,
  action: PopupAction,
  id: number,
  change: { before?: StaffPopupRow; after: StaffPopupRow },
  now: Date,
) => writeAudit(tx, actor, { action, targetType: 'popups', targetId: id, ...change }, now);
