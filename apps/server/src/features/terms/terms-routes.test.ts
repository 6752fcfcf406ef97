import { TERMS_DIALOG } from '@partner-portal/contract/terms-constants';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_TERMS_DIR } from '../../config.js';
import { createTestApp, newPartner, type TestApp } from '../../test-support/test-app.js';
import { seedTerms } from './terms-seed.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('terms', () => {
  it('offers the required sign-up documents first, then the optional marketing consent', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/service-api/terms/signup' });
    const list = response.json().data as { type: string; required: boolean; version: number }[];
    expect(
      list
        .filter((d) => d.required)
        .map((d) => d.type)
        .sort(),
    ).toEqual(['info-collection', 'privacy-policy', 'service-terms', 'signup-terms']);
    expect(list.at(-1)).toMatchObject({ type: 'marketing-consent', required: false });
    expect(list.find((d) => d.type === 'privacy-policy')?.version).toBe(4);
  });

  it('serves the privacy policy in every version with its effective date, newest by default', async () => {
    const newest = (
      await t.app.inject({ method: 'GET', url: '/service-api/terms/document/privacy-policy' })
    ).json().data;
    expect(newest).toMatchObject({ version: 4, effective_date: '2024-05-07', title: '개인정보 처리방침' });
    expect(newest.versions.map((v: { version: number }) => v.version)).toEqual([4, 3, 2]);
    const v3 = (
      await t.app.inject({ method: 'GET', url: '/service-api/terms/document/privacy-policy?version=3' })
    ).json().data;
    expect(v3).toMatchObject({ version: 3, effective_date: '2023-09-06' });
    expect(v3.body).toContain('개인정보');
  });

  it('answers not found for an unknown type or version', async () => {
    expect(
      (await t.app.inject({ method: 'GET', url: '/service-api/terms/document/unknown-type' })).statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: '/service-api/terms/document/privacy-policy?version=99' }))
        .statusCode,
    ).toBe(404);
  });

  it('never rewrites a published document when seeding again', async () => {
    expect(await seedTerms(t.database.db, DEFAULT_TERMS_DIR)).toBe(0);
  });

  it.each(Object.entries(TERMS_DIALOG))(
    'has the document the terms dialog opens as %s',
    async (_key, ref) => {
      const query = 'version' in ref ? `?version=${ref.version}` : '';
      const response = await t.app.inject({
        method: 'GET',
        url: `/service-api/terms/document/${ref.type}${query}`,
      });
      expect(response.json().data).toMatchObject({
        type: ref.type,
        ...('version' in ref ? { version: ref.version } : {}),
      });
    },
  );
});

describe('terms agreement', () => {
  it('records an agreement to an outstanding document and clears it from need_agree_terms_list', async () => {
    const partner = await newPartner(t.app);
    // Publishing a revision: its file in the terms folder, loaded at the next start.
    const folder = mkdtempSync(join(tmpdir(), 'terms-'));
    writeFileSync(
      join(folder, 'signup-terms.v2.md'),
      '---\ntype: signup-terms\nversion: 2\ntitle: 회원가입 약관\neffective_date: 2026-12-01\nrequired_for_signup: true\n---\n\n# 회원가입 약관\n\n개정된 회원가입 약관\n',
    );
    expect(await seedTerms(t.database.db, folder)).toBe(1);
    const mine = () =>
      t.app.inject({ method: 'GET', url: '/partner-api/authapi/partner/mypartner', headers: partner.auth });
    expect((await mine()).json().data.need_agree_terms_list).toEqual(['signup-terms']);
    const document = (
      await t.app.inject({ method: 'GET', url: '/service-api/terms/document/signup-terms' })
    ).json().data;
    expect(document.version).toBe(2);
    const agreed = await t.app.inject({
      method: 'POST',
      url: `/partner-api/authapi/partner/subscription/terms/agree?subscription_no=${document.document_no}&channel=app`,
      headers: partner.auth,
    });
    expect(agreed.json().data).toEqual({ need_agree_terms_list: [] });
    expect((await mine()).json().data.need_agree_terms_list).toEqual([]);
    const rows = await t.database.db.execute(
      `select channel from terms_agreements where member_no = ${partner.memberNo} and document_id = ${document.document_no}` as never,
    );
    expect((rows as unknown as { rows: { channel: string }[] }).rows).toEqual([{ channel: 'app' }]);
  });

  it('answers an unknown document as not found and requires a token', async () => {
    const partner = await newPartner(t.app);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/partner-api/authapi/partner/subscription/terms/agree?subscription_no=99999',
          headers: partner.auth,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/partner-api/authapi/partner/subscription/terms/agree?subscription_no=1',
        })
      ).statusCode,
    ).toBe(401);
  });
});
