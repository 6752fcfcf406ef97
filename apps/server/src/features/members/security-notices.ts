/**
 * The partner's account security notices: the password changed (by the partner, or reset through
 * account recovery), and a sign-in from a browser this member never signed in from. A browser is
 * known by a long-lived random id in an HttpOnly cookie; the server keeps only a hash of (member,
 * id), never the address or the User-Agent.
 */
import { createHash, randomBytes } from 'node:crypto';
import { seoulMinuteText } from '@partner-portal/contract/seoul-time';
import { and, eq, ne } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { knownBrowsers } from '../../db/tables/auth.js';
import { partners } from '../../db/tables/partners.js';
import type { Clock } from '../../shared/clock.js';
import { queueNotification } from '../notifications/outbox.js';
import { browserLabel } from './browser-label.js';

/** Sent with every member call (the sign-in among them); renewed at each sign-in. */
export const BROWSER_COOKIE = { name: 'partner_browser', path: '/member-api', maxAgeSeconds: 365 * 86_400 };

const BROWSER_ID = /^[A-Za-z0-9_-]{43}$/;

const partnerOf = async (tx: Database, memberNo: number) =>
  (await tx.select({ id: partners.partnerId }).from(partners).where(eq(partners.memberNo, memberNo)))[0]?.id;

/** In the transaction that stores the new password. */
export async function notifyPasswordChanged(tx: Database, memberNo: number, now: Date): Promise<void> {
  const partnerId = await partnerOf(tx, memberNo);
  if (partnerId === undefined) return;
  await queueNotification(
    tx,
    {
      kind: 'security.password_changed',
      partnerId,
      variables: { 변경일시: seoulMinuteText(now) },
      dedupeKey: `security.password_changed:${memberNo}:${now.toISOString()}`,
    },
    now,
  );
}

/**
 * After a successful sign-in: remembers the browser (its id from the cookie, or a new one) and, when
 * the member has signed in before from other browsers only, tells the partner. The first sign-in of
 * an account alarms nobody. Answers the browser id for the cookie.
 */
export async function recognizeBrowser(
  { db, clock }: { db: Database; clock: Clock },
  memberNo: number,
  cookie: string | undefined,
  userAgent: string | undefined,
): Promise<string> {
  const browserId = cookie && BROWSER_ID.test(cookie) ? cookie : randomBytes(32).toString('base64url');
  const browserHash = createHash('sha256').update(`${memberNo}:${browserId}`).digest('base64url');
  const now = clock.now();
  await db.transaction(async (tx) => {
    const [added] = await tx
      .insert(knownBrowsers)
      .values({ memberNo, browserHash, firstSeenAt: now, lastSeenAt: now })
      .onConflictDoNothing()
      .returning({ memberNo: knownBrowsers.memberNo });
    if (!added) {
      await tx
        .update(knownBrowsers)
        .set({ lastSeenAt: now })
        .where(and(eq(knownBrowsers.memberNo, memberNo), eq(knownBrowsers.browserHash, browserHash)));
      return;
    }
    const [other] = await tx
      .select({ memberNo: knownBrowsers.memberNo })
      .from(knownBrowsers)
      .where(and(eq(knownBrowsers.memberNo, memberNo), ne(knownBrowsers.browserHash, browserHash)))
      .limit(1);
    const partnerId = other && (await partnerOf(tx, memberNo));
    if (!partnerId) return;
    await queueNotification(
      tx,
      {
        kind: 'security.new_sign_in',
        partnerId,
        variables: { 로그인일시: seoulMinuteText(now), 브라우저: browserLabel(userAgent) },
        dedupeKey: `security.new_sign_in:${browserHash}`,
      },
      now,
    );
  });
  return browserId;
}
