/**
 * Who may call a group of routes. A feature registers its routes inside one scope; the scope adds the
 * bearer check once, as a plugin-level hook that runs before the body is even read, and marks every
 * route it holds (`config.auth`) so tests and the OpenAPI document can tell which routes need a token.
 *
 * - `member`: any signed-in member (logout, user detail, password).
 * - `partner`: a signed-in partner; `request.partner()` is the only way a handler learns which one.
 * - `staff` (through `staffScope(role, …)`): a signed-in staff member whose account is enrolled, not
 *   disabled and holds `role`, checked in the database on every request, so a disabled account or a
 *   removed role stops at once. A staff automation token (`pps_…`, scripts/staff-cli.ts) counts as
 *   its staff member with at most the token's roles. `request.staff()` tells the handler who acts.
 */
import { ERROR_CODES } from '@partner-portal/contract/api-constants';
import { authErrorSchema, httpErrorSchema } from '@partner-portal/contract/envelopes';
import type { StaffRole } from '@partner-portal/contract/staff-api';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { members } from '../../db/tables/auth.js';
import { staffAutomationTokens } from '../../db/tables/staff.js';
import { HttpProblem, notFound } from '../../shared/problems.js';
import type { AppContext } from '../app-context.js';
import type { AuditActor } from '../audit/audit-log.js';
import { findEnrolledStaff } from './enrolled-staff.js';
import { hashSecretToken } from './totp.js';

export type RouteAuth = 'public' | 'member' | 'partner' | 'staff';

/** The caller's partner, as every partner-scoped handler sees it. */
export interface CallerPartner {
  partnerId: number;
  partnerName: string;
  memberNo: number;
}

/** The staff member acting, as every staff-scoped handler sees it. */
export interface CallerStaff {
  memberNo: number;
  memberId: string;
  name: string;
  /** What this request may do: the account's roles (narrowed by an automation token's). */
  roles: StaffRole[];
  /** For the audit log: who, and from where. */
  actor: AuditActor;
}

/** Any staff role: the routes every staff member reaches (who am I); a list: any one of them. */
export type StaffRouteRole = StaffRole | 'any' | readonly StaffRole[];

const holdsRole = (held: readonly StaffRole[], needed: StaffRouteRole) =>
  needed === 'any'
    ? true
    : typeof needed === 'string'
      ? held.includes(needed)
      : needed.some((r) => held.includes(r));

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in partner; looked up once per request. Only inside a `partner` scope. */
    partner(): Promise<CallerPartner>;
    /** The staff member acting; set by the role check. Only inside a `staffScope`. */
    staff(): CallerStaff;
  }
  interface FastifyContextConfig {
    /** Set by the scope a route is registered in; absent means public. */
    auth?: Exclude<RouteAuth, 'public'>;
    /** The staff role a `staff` route needs. */
    staffRole?: StaffRouteRole;
  }
}

const AUTOMATION_TOKEN_PREFIX = 'pps_';
export const isAutomationToken = (token: string) => token.startsWith(AUTOMATION_TOKEN_PREFIX);
export const newAutomationTokenValue = (random: string) => `${AUTOMATION_TOKEN_PREFIX}${random}`;

/** Registers `plugins` behind the bearer check of `auth` (staff routes: `staffScope`). */
export function scope(
  auth: 'member' | 'partner',
  ...plugins: FastifyPluginAsyncZod<AppContext>[]
): FastifyPluginAsyncZod<AppContext> {
  return async (app, ctx) => {
    markRoutes(app, { auth });
    app.addHook('onRequest', ctx.authenticate);
    if (auth === 'partner') decoratePartner(app);
    for (const plugin of plugins) await app.register(plugin, ctx);
  };
}

/** Registers `plugins` for staff members holding `role` (any role, or one of a list), checked on every request. */
export function staffScope(
  role: StaffRouteRole,
  ...plugins: FastifyPluginAsyncZod<AppContext>[]
): FastifyPluginAsyncZod<AppContext> {
  return async (app, ctx) => {
    markRoutes(app, { auth: 'staff', staffRole: role });
    app.decorateRequest('staff', function (this: WithCallerStaff) {
      if (!this[callerStaffKey]) throw new HttpProblem(403, ERROR_CODES.forbidden, NOT_STAFF);
      return this[callerStaffKey];
    });
    app.addHook('onRequest', async (request, reply) => {
      const bearer = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
      const automation = bearer && isAutomationToken(bearer) ? await automationPrincipal(ctx, bearer) : null;
      if (!automation) await ctx.authenticate.call(app, request, reply);
      const caller = await loadCallerStaff(ctx, request, automation);
      if (!caller || !holdsRole(caller.roles, role))
        throw new HttpProblem(403, ERROR_CODES.forbidden, NOT_STAFF);
      (request as WithCallerStaff)[callerStaffKey] = caller;
    });
    for (const plugin of plugins) await app.register(plugin, ctx);
  };
}

function markRoutes(
  app: FastifyInstance,
  config: { auth: Exclude<RouteAuth, 'public'>; staffRole?: StaffRouteRole },
) {
  app.addHook('onRoute', (route) => {
    route.config = { ...route.config, ...config };
    const response = route.schema?.response as Record<string, unknown> | undefined;
    if (!response) return;
    response[401] ??= authErrorSchema.describe('토큰이 없거나 만료됨');
    if (config.auth === 'staff')
      response[403] ??= httpErrorSchema.describe('운영자가 아니거나 이 기능의 역할이 없음');
  });
}

const NOT_STAFF = '이 기능을 사용할 권한이 없습니다.';
const callerStaffKey = Symbol('callerStaff');
type WithCallerStaff = FastifyRequest & { [callerStaffKey]?: CallerStaff };

/** An automation token's staff member and the roles it was issued for; null when unknown, revoked or expired. */
async function automationPrincipal(ctx: AppContext, token: string) {
  const [row] = await ctx.db
    .select({
      memberNo: staffAutomationTokens.memberNo,
      roles: staffAutomationTokens.roles,
      memberId: members.memberId,
      name: members.name,
    })
    .from(staffAutomationTokens)
    .innerJoin(members, eq(members.memberNo, staffAutomationTokens.memberNo))
    .where(
      and(
        eq(staffAutomationTokens.tokenHash, hashSecretToken(token)),
        isNull(staffAutomationTokens.revokedAt),
        gt(staffAutomationTokens.expiresAt, ctx.clock.now()),
      ),
    );
  return row ?? null;
}

async function loadCallerStaff(
  ctx: AppContext,
  request: FastifyRequest,
  automation: { memberNo: number; roles: StaffRole[] } | null,
): Promise<CallerStaff | undefined> {
  const memberNo = automation?.memberNo ?? request.member?.memberNo;
  if (memberNo === undefined) return undefined;
  const row = await findEnrolledStaff(ctx.db, memberNo);
  if (!row) return undefined;
  const roles = automation ? row.roles.filter((r) => automation.roles.includes(r)) : row.roles;
  return {
    memberNo,
    memberId: row.memberId,
    name: row.name,
    roles,
    actor: {
      memberNo,
      label: automation ? `${row.memberId} (자동화 토큰)` : row.memberId,
      ip: request.ip,
      userAgent: request.headers['user-agent'] ?? null,
    },
  };
}

function decoratePartner(app: FastifyInstance): void {
  // The session check read the member's partner already (one round trip for both): nothing to load.
  app.decorateRequest('partner', async function (this: FastifyRequest): Promise<CallerPartner> {
    const { partner, memberNo } = this.member!;
    // A member without a partner (staff) reaches no partner data: it answers as not found.
    if (!partner) throw notFound();
    return { ...partner, memberNo };
  });
}
