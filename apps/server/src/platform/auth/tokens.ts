/**
 * Access and refresh tokens. The access token is a signed JWT (`sub` = member number, `sid` = session)
 * checked against its session, so logout and password changes take effect at once on the instance that
 * made them (and within a second on the others: a session found live is taken as live for a second,
 * recently-live-sessions.ts).
 * The refresh token is opaque, stored only as a hash and rotated on every use; presenting a rotated
 * token again revokes its whole session (RFC 9700 reuse detection), except within a few seconds of
 * the rotation, when two tabs of one browser legitimately race to renew: both get the same successor.
 */
import { createHash, createHmac, randomBytes, randomUUID } from 'node:crypto';
import {
  ACCESS_TOKEN_TTL_SECONDS,
  IDLE_LOGOUT_SECONDS,
  REFRESH_TOKEN_TTL_SECONDS,
} from '@partner-portal/contract/constants';
import { and, eq, gt, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { members, refreshTokens, sessions } from '../../db/tables/auth.js';
import { partners } from '../../db/tables/partners.js';
import type { Clock } from '../../shared/clock.js';
import { signJwt, verifyJwt } from './hs256-jwt.js';
import { recentlyLiveSessions } from './recently-live-sessions.js';

const ISSUER = 'partner-portal';
const AUDIENCE = 'partner-portal';
const REUSE_GRACE_MS = 10_000;
/** The staff sign-in's second step: the challenge a right password earns, for a code. */
const CHALLENGE_AUDIENCE = 'partner-portal-staff-2fa';
export const STAFF_CHALLENGE_TTL_SECONDS = 300;
/**
 * A page's first load makes several calls with one token; the session is asked once a second instead of
 * on each (issue #14: the round trip was most of `user/detail`'s cost).
 */
const LIVE_SESSION_TTL_MS = 1000;
const LIVE_SESSIONS_KEPT = 10_000;
/** A session's activity is written at most once a minute per instance (idle logout needs minutes, not ms). */
const ACTIVITY_WRITE_INTERVAL_MS = 60_000;

export interface MemberPrincipal {
  memberNo: number;
  memberId: string;
  name: string;
  sessionId: string;
  /** Access-token expiry, epoch seconds. */
  exp: number;
  /** The member's partner (null for staff), read with the session so partner routes need no second query. */
  partner: { partnerId: number; partnerName: string } | null;
}

export interface IssuedTokens {
  accessToken: string;
  refreshToken: string;
  expiresIn: number;
  member: { memberNo: number; memberId: string; name: string };
}

export type RefreshOutcome =
  | { ok: true; tokens: IssuedTokens }
  | { ok: false; reason: 'unknown' | 'expired' | 'revoked' | 'reused' | 'idle' };

const sha256 = (value: string) => createHash('sha256').update(value).digest('base64url');

export function createTokenService(db: Database, clock: Clock, secret: string) {
  const key = new TextEncoder().encode(secret);
  const nowSeconds = () => Math.floor(clock.now().getTime() / 1000);
  // Asked on every signed-in request: prepared once, so each connection plans it once.
  const liveSession = db
    .select({
      memberId: members.memberId,
      name: members.name,
      partnerId: partners.partnerId,
      partnerName: partners.partnerName,
    })
    .from(sessions)
    .innerJoin(members, eq(members.memberNo, sessions.memberNo))
    .leftJoin(partners, eq(partners.memberNo, sessions.memberNo))
    .where(
      and(
        eq(sessions.sessionId, sql.placeholder('sessionId')),
        eq(sessions.memberNo, sql.placeholder('memberNo')),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql.placeholder('now')),
        eq(members.status, 'active'),
      ),
    )
    .prepare('auth_live_session');
  type LiveSessionRow = Awaited<ReturnType<typeof liveSession.execute>>[number];
  /** Session → when this instance last wrote its activity. */
  const activityWritten = new Map<string, number>();
  const recentlyLive = recentlyLiveSessions<LiveSessionRow>({
    ttlMs: LIVE_SESSION_TTL_MS,
    maxEntries: LIVE_SESSIONS_KEPT,
  });

  async function signAccessToken(memberNo: number, memberId: string, sessionId: string): Promise<string> {
    const iat = nowSeconds();
    return signJwt(
      {
        sub: String(memberNo),
        iss: ISSUER,
        aud: AUDIENCE,
        iat,
        exp: iat + ACCESS_TOKEN_TTL_SECONDS,
        sid: sessionId,
        mid: memberId,
      },
      key,
    );
  }

  /**
   * The token that replaces `token` on rotation: derived from it with the server's key, so a replay
   * within the grace answers with the same successor instead of a second live token.
   */
  const successorOf = (token: string) =>
    createHmac('sha256', key).update(`refresh-successor:${token}`).digest('base64url');

  async function newRefreshToken(sessionId: string, tx: Database, token: string): Promise<string> {
    await tx
      .insert(refreshTokens)
      .values({
        tokenHash: sha256(token),
        sessionId,
        createdAt: clock.now(),
        expiresAt: new Date(clock.now().getTime() + REFRESH_TOKEN_TTL_SECONDS * 1000),
      })
      .onConflictDoNothing();
    return token;
  }

  async function tokensFor(
    member: IssuedTokens['member'],
    sessionId: string,
    tx: Database,
    refreshToken = randomBytes(32).toString('base64url'),
  ) {
    return {
      accessToken: await signAccessToken(member.memberNo, member.memberId, sessionId),
      refreshToken: await newRefreshToken(sessionId, tx, refreshToken),
      expiresIn: ACCESS_TOKEN_TTL_SECONDS,
      member,
    };
  }

  /**
   * Revokes the live sessions `which` selects, between two forgets of what this instance remembers:
   * the first keeps checks already asking the database from remembering them as live, the second
   * drops what a check remembered while the update ran. Inside a caller's transaction a check can
   * still find a row live until the commit, and remember it for at most LIVE_SESSION_TTL_MS.
   */
  async function revokeWhere(forget: () => void, which: SQL, reason: string, tx: Database = db) {
    forget();
    await tx
      .update(sessions)
      .set({ revokedAt: clock.now(), revokeReason: reason })
      .where(and(which, isNull(sessions.revokedAt)));
    forget();
  }

  const revokeSession = (sessionId: string, reason: string, tx: Database = db): Promise<void> =>
    revokeWhere(() => recentlyLive.forgetSession(sessionId), eq(sessions.sessionId, sessionId), reason, tx);

  return {
    async startSession(member: IssuedTokens['member']): Promise<IssuedTokens> {
      return db.transaction(async (tx) => {
        const sessionId = randomUUID();
        await tx.insert(sessions).values({
          sessionId,
          memberNo: member.memberNo,
          createdAt: clock.now(),
          lastActiveAt: clock.now(),
          expiresAt: new Date(clock.now().getTime() + REFRESH_TOKEN_TTL_SECONDS * 1000),
        });
        return tokensFor(member, sessionId, tx);
      });
    },

    async rotate(refreshToken: string): Promise<RefreshOutcome> {
      return db.transaction(async (tx): Promise<RefreshOutcome> => {
        const now = clock.now();
        const [row] = await tx
          .select({
            tokenHash: refreshTokens.tokenHash,
            usedAt: refreshTokens.usedAt,
            expiresAt: refreshTokens.expiresAt,
            sessionId: sessions.sessionId,
            revokedAt: sessions.revokedAt,
            memberNo: members.memberNo,
            memberId: members.memberId,
            name: members.name,
            status: members.status,
            sessionStart: sessions.createdAt,
            lastActiveAt: sessions.lastActiveAt,
          })
          .from(refreshTokens)
          .innerJoin(sessions, eq(sessions.sessionId, refreshTokens.sessionId))
          .innerJoin(members, eq(members.memberNo, sessions.memberNo))
          .where(eq(refreshTokens.tokenHash, sha256(refreshToken)))
          .for('update', { of: refreshTokens });
        if (!row) return { ok: false, reason: 'unknown' };
        if (row.revokedAt || row.status !== 'active') return { ok: false, reason: 'revoked' };
        if (row.expiresAt <= now) return { ok: false, reason: 'expired' };
        const lastActive = row.lastActiveAt ?? row.sessionStart;
        if (now.getTime() - lastActive.getTime() >= IDLE_LOGOUT_SECONDS * 1000) {
          await revokeSession(row.sessionId, 'idle', tx);
          return { ok: false, reason: 'idle' };
        }
        if (row.usedAt && now.getTime() - row.usedAt.getTime() > REUSE_GRACE_MS) {
          await revokeSession(row.sessionId, 'refresh token reuse', tx);
          return { ok: false, reason: 'reused' };
        }
        if (!row.usedAt) {
          await tx
            .update(refreshTokens)
            .set({ usedAt: now })
            .where(eq(refreshTokens.tokenHash, row.tokenHash));
        }
        const member = { memberNo: row.memberNo, memberId: row.memberId, name: row.name };
        return { ok: true, tokens: await tokensFor(member, row.sessionId, tx, successorOf(refreshToken)) };
      });
    },

    /** Verifies an access token and that its session is still live; undefined when not. */
    async verifyAccessToken(token: string): Promise<MemberPrincipal | 'expired' | undefined> {
      const payload = verifyJwt(token, key, { issuer: ISSUER, audience: AUDIENCE, nowSeconds: nowSeconds() });
      if (payload === undefined || payload === 'expired') return payload;
      const memberNo = Number(payload.sub);
      if (!Number.isInteger(memberNo) || typeof payload.sid !== 'string' || !payload.exp) return undefined;
      let row = recentlyLive.recall(payload.sid, memberNo);
      if (!row) {
        const ticket = recentlyLive.ticket();
        [row] = await liveSession.execute({
          sessionId: payload.sid,
          memberNo,
          now: clock.now().toISOString(),
        });
        if (!row) return undefined;
        recentlyLive.remember(ticket, payload.sid, memberNo, row);
      }
      return {
        memberNo,
        memberId: row.memberId,
        name: row.name,
        sessionId: payload.sid,
        exp: payload.exp,
        partner: row.partnerId === null ? null : { partnerId: row.partnerId, partnerName: row.partnerName! },
      };
    },

    revokeSession,

    /** The person did something in this session (not a background poll): written at most once a minute. */
    async recordActivity(sessionId: string): Promise<void> {
      const now = clock.now();
      const written = activityWritten.get(sessionId);
      if (written !== undefined && now.getTime() - written < ACTIVITY_WRITE_INTERVAL_MS) return;
      if (activityWritten.size >= LIVE_SESSIONS_KEPT) activityWritten.clear();
      activityWritten.set(sessionId, now.getTime());
      await db.update(sessions).set({ lastActiveAt: now }).where(eq(sessions.sessionId, sessionId));
    },

    /** A short-lived proof that this staff member's password was right; only the code step accepts it. */
    async signStaffChallenge(memberNo: number): Promise<string> {
      const iat = nowSeconds();
      return signJwt(
        {
          sub: String(memberNo),
          iss: ISSUER,
          aud: CHALLENGE_AUDIENCE,
          iat,
          exp: iat + STAFF_CHALLENGE_TTL_SECONDS,
        },
        key,
      );
    },

    /** The member number of a live challenge; undefined when expired or forged. */
    async verifyStaffChallenge(challenge: string): Promise<number | undefined> {
      const payload = verifyJwt(challenge, key, {
        issuer: ISSUER,
        audience: CHALLENGE_AUDIENCE,
        nowSeconds: nowSeconds(),
      });
      if (payload === undefined || payload === 'expired') return undefined;
      const memberNo = Number(payload.sub);
      return Number.isInteger(memberNo) ? memberNo : undefined;
    },

    revokeAllSessions: (memberNo: number, reason: string, tx: Database = db): Promise<void> =>
      revokeWhere(() => recentlyLive.forgetMember(memberNo), eq(sessions.memberNo, memberNo), reason, tx),

    revokeOtherSessions: (memberNo: number, keepSessionId: string, reason: string): Promise<void> =>
      revokeWhere(
        () => recentlyLive.forgetMember(memberNo, keepSessionId),
        and(eq(sessions.memberNo, memberNo), ne(sessions.sessionId, keepSessionId))!,
        reason,
      ),

    /** The member's name or partner changed: their sessions' next check reads them afresh. */
    memberChanged(memberNo: number): void {
      recentlyLive.forgetMember(memberNo);
    },
  };
}

export type TokenService = ReturnType<typeof createTokenService>;
