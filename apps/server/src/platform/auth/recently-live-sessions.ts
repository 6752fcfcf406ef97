/**
 * Sessions the database called live a moment ago, so a burst of calls with one token (a page's first
 * load asks several) checks its session once. An entry lives `ttlMs` (1 s in the server), and a
 * revocation on this instance drops the session's entries at once; on another instance sharing the
 * database, a revoked session can pass for at most `ttlMs` more.
 *
 * A check that was already asking the database when a revocation came does not store its (older)
 * answer: every revocation starts a new generation, and `remember` only keeps an answer asked in the
 * generation that is still current.
 */
export interface RecentlyLiveSessions<Row> {
  /** The row remembered for this session and member, or undefined when none is fresh. */
  recall(sessionId: string, memberNo: number): Row | undefined;
  /** Taken before asking the database; hands the answer to `remember`. */
  ticket(): number;
  remember(ticket: number, sessionId: string, memberNo: number, row: Row): void;
  /** Drops one session, or every session of a member except `keepSessionId`. */
  forgetSession(sessionId: string): void;
  forgetMember(memberNo: number, keepSessionId?: string): void;
}

interface Entry<Row> {
  memberNo: number;
  row: Row;
  until: number;
}

export function recentlyLiveSessions<Row>(options: {
  ttlMs: number;
  /** Beyond it the oldest entry goes: memory stays bounded however many sessions are active. */
  maxEntries: number;
  now?: () => number;
}): RecentlyLiveSessions<Row> {
  const { ttlMs, maxEntries, now = () => performance.now() } = options;
  const entries = new Map<string, Entry<Row>>();
  let generation = 0;

  return {
    recall(sessionId, memberNo) {
      const entry = entries.get(sessionId);
      if (!entry) return undefined;
      if (entry.until <= now()) {
        entries.delete(sessionId);
        return undefined;
      }
      return entry.memberNo === memberNo ? entry.row : undefined;
    },
    ticket: () => generation,
    remember(ticket, sessionId, memberNo, row) {
      if (ticket !== generation) return;
      entries.delete(sessionId);
      entries.set(sessionId, { memberNo, row, until: now() + ttlMs });
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
    },
    forgetSession(sessionId) {
      generation += 1;
      entries.delete(sessionId);
    },
    forgetMember(memberNo, keepSessionId) {
      generation += 1;
      for (const [sessionId, entry] of entries) {
        if (entry.memberNo === memberNo && sessionId !== keepSessionId) entries.delete(sessionId);
      }
    },
  };
}
