/**
 * The marketplace's lead (`POST /service-api/internal/estimates`): recorded once per marketplace lead
 * id for a partner holding the plan that won it in that region, with the customer's name and phone
 * encrypted, the photos through the image pipeline, the response clock started and the partner told.
 */
import { ERROR_CODES, RETURN_CODES } from '@partner-portal/contract/api-constants';
import { ESTIMATE_MESSAGES } from '@partner-portal/contract/estimates-api';
import { digitsOnly } from '@partner-portal/contract/input-filters';
import type { LeadIngested, leadIngestSchema } from '@partner-portal/contract/leads-api';
import { LEAD_MESSAGES } from '@partner-portal/contract/leads-constants';
import { seoulDate } from '@partner-portal/contract/seoul-time';
import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client.js';
import { estimates } from '../../db/tables/estimates.js';
import { partners } from '../../db/tables/partners.js';
import { subscriptions } from '../../db/tables/subscriptions.js';
import type { FileStorage } from '../../platform/storage/file-storage.js';
import type { ImagePipeline } from '../../platform/storage/image-pipeline.js';
import type { Clock } from '../../shared/clock.js';
import type { FieldCipher } from '../../shared/field-crypto.js';
import { HttpProblem } from '../../shared/problems.js';
import { queueNotification } from '../notifications/outbox.js';
import { dueAtOf } from './lead-clock.js';
import { decodePhotos, deleteLeadPhotos, storeLeadPhotos, type DecodedPhoto } from './lead-photos.js';
import { appendLeadEvent } from './lead-timeline.js';

type LeadInput = z.output<typeof leadIngestSchema>;
type LeadRecord = typeof estimates.$inferSelect;

export interface IngestDeps {
  db: Database;
  clock: Clock;
  cipher: FieldCipher;
  storage: FileStorage;
  images: ImagePipeline;
}

/** 김민수 → 김*수, 김수 → 김*, 남궁민수 → 남**수: the first and last letters, the middle hidden. */
export function maskCustomerName(name: string): string {
  const letters = [...name.trim()];
  if (letters.length <= 2) return `${letters[0] ?? ''}*`;
  return `${letters[0]}${'*'.repeat(letters.length - 2)}${letters.at(-1)}`;
}

/**
 * Whether the partner holds the lead's plan today (Seoul) for its district: a plan row of that
 * district, of its whole 시/도, or a nationwide one (no region).
 */
async function holdsPlanFor(db: Database, today: string, input: LeadInput): Promise<boolean> {
  const [row] = await db
    .select({ one: sql`1` })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.partnerId, input.partner_id),
        eq(subscriptions.productKey, input.product_key),
        eq(subscriptions.status, 'active'),
        sql`${subscriptions.periodStart} <= ${today}`,
        sql`${subscriptions.periodEnd} >= ${today}`,
        or(
          isNull(subscriptions.regionSido),
          and(
            eq(subscriptions.regionSido, input.region.sido),
            or(isNull(subscriptions.regionSigungu), eq(subscriptions.regionSigungu, input.region.sigungu)),
          ),
        ),
      ),
    )
    .limit(1);
  return row !== undefined;
}

const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((item, i) => item === b[i]);

/** The lead as stored against a replay under its id: the same lead, or other content (409). */
function sameLead(row: LeadRecord, input: LeadInput, photos: DecodedPhoto[], cipher: FieldCipher): boolean {
  const decrypt = (sealed: string | null) => (sealed === null ? null : cipher.decrypt(sealed));
  return (
    row.partnerId === input.partner_id &&
    row.productKey === input.product_key &&
    row.receivedAt.getTime() === new Date(input.received_at).getTime() &&
    row.regionSido === input.region.sido &&
    row.regionSigungu === input.region.sigungu &&
    row.constructionType === input.construction_type &&
    row.spaceType === input.space_type &&
    Math.round(row.areaM2 * 100) === Math.round(input.area_m2 * 100) &&
    sameList(row.rooms, input.rooms) &&
    row.desiredStart === input.desired_start &&
    row.budgetMinWon === input.budget_min_won &&
    row.budgetMaxWon === input.budget_max_won &&
    row.description === input.description &&
    decrypt(row.customerNameEnc) === input.customer_name &&
    decrypt(row.customerPhoneEnc) === digitsOnly(input.customer_phone) &&
    sameList(
      row.photos.map((photo) => photo.digest),
      photos.map((photo) => photo.digest),
    )
  );
}

async function replayOf(
  deps: IngestDeps,
  input: LeadInput,
  photos: DecodedPhoto[],
): Promise<LeadIngested | undefined> {
  const [existing] = await deps.db.select().from(estimates).where(eq(estimates.leadId, input.lead_id));
  if (!existing) return undefined;
  if (!sameLead(existing, input, photos, deps.cipher)) {
    throw new HttpProblem(409, ERROR_CODES.conflict, ESTIMATE_MESSAGES.leadConflict);
  }
  return { estimate_no: existing.estimateNo, created: false };
}

/**
 * Records the lead and tells the partner. A replay answers the first row (`created: false`) and tells
 * nobody again; other content under the same id is refused (409), as is a partner without the plan
 * in that region (409, `leadNoPlan`); an unknown partner is 404; a bad photo is 400 and stores nothing.
 */
export async function recordLead(deps: IngestDeps, input: LeadInput): Promise<LeadIngested> {
  const { db } = deps;
  const [partner] = await db
    .select({ partnerId: partners.partnerId })
    .from(partners)
    .where(eq(partners.partnerId, input.partner_id));
  if (!partner) throw new HttpProblem(404, ERROR_CODES.notFound, ESTIMATE_MESSAGES.partnerUnknown);
  const decoded = decodePhotos(input.photos);
  const replay = await replayOf(deps, input, decoded);
  if (replay) return replay;

  const now = deps.clock.now();
  if (!(await holdsPlanFor(db, seoulDate(now), input))) {
    throw new HttpProblem(409, RETURN_CODES.leadNoPlan, LEAD_MESSAGES.noPlanInRegion);
  }

  const photos = await storeLeadPhotos(deps, input.partner_id, decoded);
  const receivedAt = new Date(input.received_at);
  let inserted: { estimateNo: number } | undefined;
  try {
    inserted = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(estimates)
        .values({
          leadId: input.lead_id,
          partnerId: input.partner_id,
          productKey: input.product_key,
          receivedAt,
          regionSido: input.region.sido,
          regionSigungu: input.region.sigungu,
          constructionType: input.construction_type,
          spaceType: input.space_type,
          areaM2: input.area_m2,
          rooms: input.rooms,
          desiredStart: input.desired_start,
          budgetMinWon: input.budget_min_won,
          budgetMaxWon: input.budget_max_won,
          description: input.description,
          photos,
          customerNameMasked: maskCustomerName(input.customer_name),
          customerNameEnc: deps.cipher.encrypt(input.customer_name),
          customerPhoneEnc: deps.cipher.encrypt(digitsOnly(input.customer_phone)),
          dueAt: dueAtOf(receivedAt),
        })
        .onConflictDoNothing({ target: estimates.leadId })
        .returning({ estimateNo: estimates.estimateNo });
      if (!row) return undefined;
      await appendLeadEvent(tx, row.estimateNo, receivedAt, { kind: 'received', status: 'new' });
      await queueNotification(
        tx,
        {
          kind: 'lead.received',
          partnerId: input.partner_id,
          variables: {
            공간: input.construction_type,
            지역: `${input.region.sido} ${input.region.sigungu}`,
            요청번호: row.estimateNo,
          },
          dedupeKey: `lead.received:${row.estimateNo}`,
        },
        now,
      );
      return row;
    });
  } catch (error) {
    await deleteLeadPhotos(deps.storage, photos);
    throw error;
  }
  if (inserted) return { estimate_no: inserted.estimateNo, created: true };
  // Another request recorded the same lead id in between: this one's photos are not needed.
  await deleteLeadPhotos(deps.storage, photos);
  const raced = await replayOf(deps, input, decoded);
  if (!raced) throw new HttpProblem(409, ERROR_CODES.conflict, ESTIMATE_MESSAGES.leadConflict);
  return raced;
}
