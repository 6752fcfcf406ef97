/**
 * Who may call a group of routes. A feature registers its routes inside one scope; the scope adds the
 * bearer check once, as a plugin-level hook that runs before the body is even read, and marks every
 * route it holds (`config.auth`) so tests and the OpenAPI document can tell which routes need a token.
 *
 * - `member`: any signed-in member (logout, user detail, password).
 * - `partner`: a signed-in partner; `request.partner()` is the only way a handler learns which one.
 * - `staff`: a signed-in, active staff member.
 */
import { authErrorSchema, ERROR_CODES } from '@partner-portal/contract/envelopes';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { members } from '../../db/tables/auth.js';
import { partners } from '../../db/tables/partners.js';
import { HttpProblem, notFound } from '../../shared/problems.js';
import type { AppContext } from '../app-context.js';

export type RouteAuth = 'public' | 'member' | 'partner' | 'staff';

/** The caller's partner, as every partner-scoped handler sees it. */
export interface CallerPartner {
  partnerId: number;
  partnerName: string;
  memberNo: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in partner; looked up once per request. Only inside a `partner` scope. */
    partner(): Promise<CallerPartner>;
  }
  interface FastifyContextConfig {
    /** Set by the scope a route is registered in; absent means public. */
    auth?: Exclude<RouteAuth, 'public'>;
  }
}

const callerPartnerKey = Symbol('callerPartner');
type WithCallerPartner = FastifyRequest & { [callerPartnerKey]?: Promise<CallerPartner> };

/** Registers `plugins` behind the bearer check of `auth`. */
export function scope(
  auth: Exclude<RouteAuth, 'public'>,
  ...plugins: FastifyPluginAsyncZod<AppContext>[]
): FastifyPluginAsyncZod<AppContext> {
  return async (app, ctx) => {
    app.addHook('onRoute', (route) => {
      route.config = { ...route.config, auth };
      const response = route.schema?.response as Record<string, unknown> | undefined;
      if (response) response[401] ??= authErrorSchema.describe('토큰이 없거나 만료됨');
    });
    app.addHook('onRequest', ctx.authenticate);
    if (auth === 'partner') decoratePartner(app, ctx);
    if (auth === 'staff') app.addHook('onRequest', async (request) => requireStaff(ctx, request));
    for (const plugin of plugins) await app.register(plugin, ctx);
  };
}

function decoratePartner(app: FastifyInstance, ctx: AppContext): void {
  app.decorateRequest('partner', function (this: WithCallerPartner) {
    this[callerPartnerKey] ??= loadCallerPartner(ctx, this.member!.memberNo);
    return this[callerPartnerKey];
  });
}

async function loadCallerPartner(ctx: AppContext, memberNo: number): Promise<CallerPartner> {
  const [row] = await ctx.db
    .select({ partnerId: partners.partnerId, partnerName: partners.partnerName, memberNo: partners.memberNo })
    .from(partners)
    .where(eq(partners.memberNo, memberNo));
  // A member without a partner (staff) reaches no partner data: it answers as not found.
  if (!row) throw notFound();
  return row;
}

async function requireStaff(ctx: AppContext, request: FastifyRequest): Promise<void> {
  const [row] = await ctx.db
    .select({ memberNo: members.memberNo })
    .from(members)
    .where(
      and(
        eq(members.memberNo, request.member!.memberNo),
        eq(members.role, 'staff'),
        eq(members.status, 'active'),
      ),
    );
  if (!row) throw new HttpProblem(403, ERROR_CODES.forbidden, '직원 계정만 사용할 수 있습니다.');
}
