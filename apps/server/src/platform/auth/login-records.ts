/**
 * Retention of login records (통신비밀보호법: 3 months): sessions last used before the cutoff, with
 * their refresh tokens, and the browsers a member last signed in from before it.
 */
import { inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { knownBrowsers, refreshTokens, sessions } from '../../db/tables/auth.js';

export async function destroyLoginRecordsBefore(db: Database, cutoff: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const old = tx
      .select({ id: sessions.sessionId })
      .from(sessions)
      .where(sql`coalesce(${sessions.lastActiveAt}, ${sessions.createdAt}) < ${cutoff.toISOString()}`);
    await tx.delete(refreshTokens).where(inArray(refreshTokens.sessionId, old));
    const gone = await tx
      .delete(sessions)
      .where(sql`coalesce(${sessions.lastActiveAt}, ${sessions.createdAt}) < ${cutoff.toISOString()}`)
      .returning({ id: sessions.sessionId });
    const browsers = await tx
      .delete(knownBrowsers)
      .where(lt(knownBrowsers.lastSeenAt, cutoff))
      .returning({ hash: knownBrowsers.browserHash });
    return gone.length + browsers.length;
  });
}
