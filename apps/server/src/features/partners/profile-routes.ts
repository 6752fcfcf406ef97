/**
 * MyPage API (spec §7): `GET/PUT /api/partner/{id}/info`, `GET …/visible`, `GET …/required-status`.
 * `{id}` must be the caller's own partner; any other id answers as not found.
 */
import { ERROR_CODES, RETURN_CODES } from '@partner-portal/contract/envelopes';
import { IDENTITY_COOKIE, IDENTITY_MESSAGES } from '@partner-portal/contract/identity-api';
import {
  LOGO_LIMITS,
  PROFILE_PATHS,
  PROFILE_SECTIONS,
  SECTION_SCHEMAS,
  type PartnerVisibility,
  type RequiredStatus,
} from '@partner-portal/contract/profile-api';
import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../platform/app-context.js';
import { memberOf } from '../../platform/auth/authenticate.js';
import { uniqueViolation } from '../../shared/db-errors.js';
import { ok } from '../../shared/envelopes.js';
import { fromZodError } from '../../shared/errors.js';
import { readForm } from '../../shared/multipart.js';
import { HttpProblem, notFound, Refusal } from '../../shared/problems.js';
import { ImageRejected, processImage } from '../../platform/storage/image-pipeline.js';
import {
  loadPartner,
  requiredInfo,
  toProfile,
  updateAdditional,
  updateBiz,
  updateManagers,
  updatePreference,
  updateSettlement,
} from './profile-service.js';

const idParams = z.object({ id: z.coerce.number().int().positive() });
const LOGO_VARIANTS = [{ name: 'logo', maxSide: 512 }] as const;

export const profileRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const { db } = ctx;

  /** The caller's partner id, when `{id}` is it; any other id answers as not found. */
  async function ownPartnerId(request: FastifyRequest, id: number): Promise<number> {
    const { partnerId } = await request.partner();
    if (partnerId !== id) throw notFound();
    return partnerId;
  }

  app.get(PROFILE_PATHS.info, { schema: { params: idParams } }, async (request) => {
    const { partner, managers } = await loadPartner(db, await ownPartnerId(request, request.params.id));
    return ok(toProfile(partner, managers));
  });

  app.put(PROFILE_PATHS.info, { schema: { params: idParams } }, async (request) => {
    const partnerId = await ownPartnerId(request, request.params.id);
    const form = await readForm(request, { maxFileBytes: LOGO_LIMITS.maxBytes, fileFields: ['logo'] });
    const section = form.fields.section;
    if (!PROFILE_SECTIONS.includes(section as never)) {
      throw new HttpProblem(400, ERROR_CODES.validation, '저장할 항목을 알 수 없습니다.', [{ path: 'section', message: '저장할 항목을 알 수 없습니다.' }]);
    }
    const parse = <T extends z.ZodType>(schema: T): z.output<T> => {
      const parsed = schema.safeParse(form.fields);
      if (!parsed.success) throw fromZodError(parsed.error);
      return parsed.data;
    };

    switch (section) {
      case 'biz': {
        const fields = parse(SECTION_SCHEMAS.biz);
        const logoFile = form.files.logo?.[0];
        const logo = logoFile ? await storeLogo(partnerId, logoFile.bytes) : undefined;
        const verified = fields.identity_token
          ? await ctx.identity.consume(fields.identity_token, {
              purpose: 'phone-change',
              memberNo: memberOf(request).memberNo,
              binding: request.cookies[IDENTITY_COOKIE.name],
            })
          : undefined;
        try {
          await updateBiz(db, partnerId, fields, {
            ...(logo ? { logo } : {}),
            ...(verified ? { verified: { name: verified.name, phone: verified.mobile, di: verified.di } } : {}),
          });
        } catch (error) {
          if (uniqueViolation(error) === undefined) throw error;
          throw new Refusal(RETURN_CODES.identityTaken, IDENTITY_MESSAGES.taken, 'identity_token');
        }
        break;
      }
      case 'additional':
        await updateAdditional(db, partnerId, parse(SECTION_SCHEMAS.additional));
        break;
      case 'preference':
        await updatePreference(db, partnerId, parse(SECTION_SCHEMAS.preference));
        break;
      case 'manager':
        await updateManagers(db, partnerId, parse(SECTION_SCHEMAS.manager) as Record<string, string | null | undefined>);
        break;
      case 'calculate': {
        const fields = parse(SECTION_SCHEMAS.calculate);
        const { partner } = await loadPartner(db, partnerId);
        if (!fields.account_number && !partner.accountLast4) {
          throw new HttpProblem(400, ERROR_CODES.validation, '계좌번호를 입력해주세요.', [{ path: 'account_number', message: '계좌번호를 입력해주세요.' }]);
        }
        await updateSettlement(db, ctx.cipher, partnerId, fields, partner.accountLast4 !== null);
        break;
      }
    }
    const { partner, managers } = await loadPartner(db, partnerId);
    return ok(toProfile(partner, managers));
  });

  app.get(PROFILE_PATHS.requiredStatus, { schema: { params: idParams } }, async (request) => {
    const partnerId = await ownPartnerId(request, request.params.id);
    const { partner, managers } = await loadPartner(db, partnerId);
    const items = requiredInfo(partner, managers, await ctx.holdsPlan(partnerId));
    const status: RequiredStatus = { partner_id: partnerId, completed: items.every((i) => i.completed), partnerRequiredInfoList: items };
    return ok(status);
  });

  app.get(PROFILE_PATHS.visible, { schema: { params: idParams } }, async (request) => {
    const partnerId = await ownPartnerId(request, request.params.id);
    const { partner, managers } = await loadPartner(db, partnerId);
    const missing = requiredInfo(partner, managers, await ctx.holdsPlan(partnerId))
      .filter((item) => !item.completed)
      .map((item) => item.code);
    const visibility: PartnerVisibility = { partner_id: partnerId, visible: missing.length === 0, missing };
    return ok(visibility);
  });

  /** Re-encodes the logo and stores it under a content-hash key; the old file stays for cached pages. */
  async function storeLogo(partnerId: number, bytes: Buffer): Promise<string> {
    try {
      const image = await processImage(bytes, LOGO_LIMITS, LOGO_VARIANTS);
      const webp = image.variants.logo!;
      const key = `logos/${partnerId}/${createHash('sha256').update(webp).digest('hex').slice(0, 32)}.webp`;
      await ctx.storage.put(key, webp);
      return key;
    } catch (error) {
      if (error instanceof ImageRejected) {
        throw new HttpProblem(400, ERROR_CODES.validation, error.message, [{ path: 'logo', message: error.message }]);
      }
      throw error;
    }
  }
};
