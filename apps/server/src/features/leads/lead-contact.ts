/**
 * The customer's contact, shown only while the lead's status allows it (accepted … contracted): the
 * full name and a relay number (안심번호) that forwards to the customer's phone for RELAY_VALID_DAYS
 * days after the accept. The relay is issued after the accept commits; when the provider fails, the
 * accept stands and the number is asked for again on the next read of the lead or by the minute job.
 * Each reveal is recorded on the timeline, once a day at most.
 */
import type { LeadContact } from '@partner-portal/contract/leads-api';
import { CONTACT_VISIBLE_STATUSES, RELAY_VALID_DAYS } from '@partner-portal/contract/leads-constants';
import { seoulDate, seoulDayStart } from '@partner-portal/contract/seoul-time';
import { and, eq, gte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { leadEvents, leadRelays } from '../../db/tables/estimates.js';
import type { RelayProvider } from '../../platform/relay/relay-provider.js';
import type { Clock } from '../../shared/clock.js';
import type { FieldCipher } from '../../shared/field-crypto.js';

const DAY_MS = 86_400_000;

export interface ContactDeps {
  db: Database;
  clock: Clock;
  cipher: FieldCipher;
  relay: RelayProvider;
  /** Where a relay the provider refused is noted (the minute job retries without one). */
  log?: { warn(details: object, message: string): void };
}

interface ContactLead {
  estimateNo: number;
  status: string;
  acceptedAt: Date | null;
  customerNameMasked: string;
  customerNameEnc: string | null;
  customerPhoneEnc: string | null;
}

export const showsContact = (status: string): boolean =>
  (CONTACT_VISIBLE_STATUSES as readonly string[]).includes(status);

export const relayExpiryOf = (acceptedAt: Date): Date =>
  new Date(acceptedAt.getTime() + RELAY_VALID_DAYS * DAY_MS);

type RelayRow = typeof leadRelays.$inferSelect;

/**
 * The lead's relay, issued now when it has none yet and is still within its validity; null when the
 * provider could not issue one (logged, retried later) or there is no phone to forward to.
 */
export async function ensureRelay(deps: ContactDeps, lead: ContactLead): Promise<RelayRow | null> {
  const [existing] = await deps.db
    .select()
    .from(leadRelays)
    .where(eq(leadRelays.estimateNo, lead.estimateNo));
  if (existing) return existing;
  if (!showsContact(lead.status) || !lead.acceptedAt || !lead.customerPhoneEnc) return null;
  const now = deps.clock.now();
  const expiresAt = relayExpiryOf(lead.acceptedAt);
  if (expiresAt <= now) return null;
  let issued;
  try {
    issued = await deps.relay.issue({
      target: deps.cipher.decrypt(lead.customerPhoneEnc),
      expiresAt,
      reference: `lead-${lead.estimateNo}`,
    });
  } catch (error) {
    deps.log?.warn(
      { leadNo: lead.estimateNo, err: error instanceof Error ? error.message : String(error) },
      'relay number not issued; retried later',
    );
    return null;
  }
  const [stored] = await deps.db
    .insert(leadRelays)
    .values({
      estimateNo: lead.estimateNo,
      relayNumber: issued.relayNumber,
      providerRef: issued.relayId,
      issuedAt: now,
      expiresAt,
    })
    .onConflictDoNothing({ target: leadRelays.estimateNo })
    .returning();
  if (stored) return stored;
  // Another instance stored one in between: keep theirs, give ours back unless it is the same mapping.
  const [theirs] = await deps.db.select().from(leadRelays).where(eq(leadRelays.estimateNo, lead.estimateNo));
  if (theirs?.providerRef !== issued.relayId) await releaseQuietly(deps, issued.relayId);
  return theirs ?? null;
}

export async function releaseQuietly(
  deps: Pick<ContactDeps, 'relay' | 'log'>,
  relayId: string,
): Promise<void> {
  await deps.relay.release(relayId).catch((error: unknown) => {
    deps.log?.warn(
      { err: error instanceof Error ? error.message : String(error) },
      'relay number not released',
    );
  });
}

/** The contact the partner may see now, its reveal recorded (once per Seoul day); null while hidden. */
export async function revealContact(deps: ContactDeps, lead: ContactLead): Promise<LeadContact | null> {
  if (!showsContact(lead.status)) return null;
  const relay = await ensureRelay(deps, lead);
  const now = deps.clock.now();
  const today = seoulDayStart(seoulDate(now));
  // One statement: the event is written unless today's is there already.
  await deps.db.execute(sql`
    insert into ${leadEvents} (estimate_no, at, kind)
    select ${lead.estimateNo}, ${now.toISOString()}::timestamptz, 'contact_revealed'
    where not exists (
      select 1 from ${leadEvents}
      where ${and(eq(leadEvents.estimateNo, lead.estimateNo), eq(leadEvents.kind, 'contact_revealed'), gte(leadEvents.at, today))}
    )`);
  return {
    customer_name: lead.customerNameEnc ? deps.cipher.decrypt(lead.customerNameEnc) : lead.customerNameMasked,
    relay_number: relay?.relayNumber ?? null,
    relay_expires_at: relay?.expiresAt.toISOString() ?? null,
  };
}
