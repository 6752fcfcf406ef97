/**
 * MyPage API (spec §7): `GET/PUT /api/partner/{id}/info`, `GET …/visible`, `GET …/required-status`.
 * `{id}` must be the caller's own partner; any other id answers as not found.
 */
import { IDENTITY_COOKIE } from '@partner-portal/contract/identity-api';
import { LOGO_LIMITS, PROFILE_PATHS } from '@partner-portal/contract/profile-api';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../platform/app-context.js';
import { memberOf } from '../../platform/auth/authenticate.js';
import { ok } from '../../shared/envelopes.js';
import { readForm } from '../../shared/multipart.js';
import { notFound } from '../../shared/problems.js';
import { profileOf, requiredStatusOf, saveProfileSection, visibilityOf } from './profile-service.js';

const idParams = z.object({ id: z.coerce.number().int().positive() });

export const profileRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  /** The caller's partner id, when `{id}` is it; any other id answers as not found. */
  async function ownPartnerId(request: FastifyRequest, id: number): Promise<number> {
    const { partnerId } = await request.partner();
    if (partnerId !== id) throw notFound();
    return partnerId;
  }

  app.get(PROFILE_PATHS.info, { schema: { params: idParams } }, async (request) =>
    ok(await profileOf(ctx.db, await ownPartnerId(request, request.params.id))),
  );

  app.put(PROFILE_PATHS.info, { schema: { params: idParams } }, async (request) => {
    const partnerId = await ownPartnerId(request, request.params.id);
    const form = await readForm(request, { maxFileBytes: LOGO_LIMITS.maxBytes, fileFields: ['logo'] });
    const caller = {
      memberNo: memberOf(request).memberNo,
      identityBinding: request.cookies[IDENTITY_COOKIE.name],
    };
    return ok(await saveProfileSection(ctx, partnerId, form, caller));
  });

  app.get(PROFILE_PATHS.requiredStatus, { schema: { params: idParams } }, async (request) =>
    ok(await requiredStatusOf(ctx, await ownPartnerId(request, request.params.id))),
  );

  app.get(PROFILE_PATHS.visible, { schema: { params: idParams } }, async (request) =>
    ok(await visibilityOf(ctx, await ownPartnerId(request, request.params.id))),
  );
};
