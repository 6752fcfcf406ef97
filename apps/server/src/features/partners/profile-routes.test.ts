import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { verifyIdentity } from '../../test-support/identity-flow.js';
import { jpegWithGps, multipart, png } from '../../test-support/images.js';
import { createTestApp, newPartner, type TestApp, PAYMENT_CONSENT } from '../../test-support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Partner = Awaited<ReturnType<typeof newPartner>>;
const info = (p: Partner, id = p.partnerId) => `/partner-api/api/partner/${id}/info`;

async function put(p: Partner, fields: Record<string, string>, files = {}, id = p.partnerId) {
  const body = await multipart(fields, files);
  return t.app.inject({
    method: 'PUT',
    url: info(p, id),
    headers: { ...p.auth, ...body.headers },
    payload: body.payload,
  });
}

const BIZ = {
  section: 'biz',
  partner_name: '한결인테리어',
  business_type: '건설업',
  business_item: '실내건축공사',
  postcode: '06236',
  road_address: '서울특별시 강남구 테헤란로 123',
  jibun_address: '서울특별시 강남구 역삼동 737',
  address_detail: '4층',
  company_phone: '02-555-1234',
  tax_bill_email: 'tax@hangyeol.example.com',
  introduction: '아파트 전체 리모델링 전문, 15년 경력의 시공팀이 직접 시공합니다.',
};
const ADDITIONAL = {
  section: 'additional',
  founded_year: '2011',
  staff_count: '12',
  licenses: JSON.stringify(['실내건축공사업']),
  warranty_months: '24',
  insurance_company: '서울보증보험',
  homepage_url: 'https://hangyeol.example.com',
};
const PREFERENCE = {
  section: 'preference',
  construction_types: JSON.stringify(['도배', '욕실', '주방']),
  service_regions: JSON.stringify([
    { sido: '서울특별시', sigungu: '강남구' },
    { sido: '경기도', sigungu: '전체' },
  ]),
  budget_min: '10000000',
  budget_max: '80000000',
  min_area: '50',
};
const MANAGER = {
  section: 'manager',
  remodeling_manager_name: '오상훈',
  remodeling_manager_phone: '01077778888',
};
const CALCULATE = {
  section: 'calculate',
  bank_code: '004',
  account_holder: '한결인테리어',
  account_number: '123-456-78901234',
};

describe('partner profile', () => {
  it('names the renamed company as the depositor of the very next bank transfer', async () => {
    const p = await newPartner(t.app, { partner_name: '옛간판인테리어' });
    // Called a moment before the rename: this instance remembers the session, old name and all.
    const mypartner = {
      method: 'GET' as const,
      url: '/partner-api/authapi/partner/mypartner',
      headers: p.auth,
    };
    expect((await t.app.inject(mypartner)).statusCode).toBe(200);
    expect((await put(p, BIZ)).json().return_code).toBe(0);
    const created = await t.app.inject({
      method: 'POST',
      url: '/partner-api/authapi/partner/order/create',
      headers: { ...p.auth, 'idempotency-key': 'rename-then-transfer' },
      payload: {
        items: [{ product_key: 'PARTIAL_MONTHLY' }],
        method: 'bank_transfer',
        consent: PAYMENT_CONSENT,
      },
    });
    expect(created.json().data.bank_transfer.depositor_name).toBe(BIZ.partner_name);
  });

  it('fills every tab, upload included, and turns each checklist item complete (rate-plan stays open)', async () => {
    const p = await newPartner(t.app);
    const status = async () =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/partner-api/api/partner/${p.partnerId}/required-status`,
          headers: p.auth,
        })
      ).json().data;
    const before = await status();
    expect(
      before.partnerRequiredInfoList.map((i: { code: string; status: string }) => [i.code, i.status]),
    ).toEqual([
      ['biz', 'partial'],
      ['additional', 'missing'],
      ['preference', 'missing'],
      ['manager', 'missing'],
      ['calculate', 'missing'],
      ['rate-plan', 'missing'],
    ]);

    const logo = await jpegWithGps();
    expect(
      (await put(p, BIZ, { logo: { bytes: logo, name: 'logo.jpg', type: 'image/jpeg' } })).json().return_code,
    ).toBe(0);
    expect((await put(p, ADDITIONAL)).json().return_code).toBe(0);
    expect((await put(p, PREFERENCE)).json().return_code).toBe(0);
    expect((await put(p, MANAGER)).json().return_code).toBe(0);
    const saved = (await put(p, CALCULATE)).json().data;

    expect(saved.calculate).toEqual({
      bank_code: '004',
      account_holder: '한결인테리어',
      account_number_masked: '****-****-1234',
    });
    expect(JSON.stringify(saved)).not.toContain('78901234');
    expect(saved.manager.remodeling_manager_phone).toBe('010-7777-8888');
    expect(saved.preference.service_regions).toHaveLength(2);
    expect(saved.additional.licenses).toEqual(['실내건축공사업']);

    const after = await status();
    expect(
      after.partnerRequiredInfoList
        .filter((i: { completed: boolean }) => !i.completed)
        .map((i: { code: string }) => i.code),
    ).toEqual(['rate-plan']);
    expect(after.completed).toBe(false);
    const visible = (
      await t.app.inject({
        method: 'GET',
        url: `/partner-api/api/partner/${p.partnerId}/visible`,
        headers: p.auth,
      })
    ).json().data;
    expect(visible).toEqual({
      partner_id: p.partnerId,
      visible: false,
      missing: ['rate-plan'],
      reasons: ['plan'],
    });
  });

  it('re-encodes the logo to WebP without its GPS metadata and serves it with nosniff', async () => {
    const p = await newPartner(t.app);
    const saved = (
      await put(p, BIZ, {
        logo: { bytes: await jpegWithGps(1600, 1200), name: 'photo.jpg', type: 'image/jpeg' },
      })
    ).json().data;
    expect(saved.biz.logo).toMatch(/^\/uploads\/logos\/\d+\/[0-9a-f]{32}\.webp$/);
    const served = await t.app.inject({ method: 'GET', url: saved.biz.logo });
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.exif).toBeUndefined();
    expect(Math.max(meta.width!, meta.height!)).toBe(512);
  });

  it('writes the same logo saved again only once: its content-hash key is already stored', async () => {
    const p = await newPartner(t.app);
    const logo = { bytes: await png(200, 100), name: 'logo.png', type: 'image/png' };
    const puts = vi.spyOn(t.app.context.storage, 'put');
    try {
      const first = (await put(p, BIZ, { logo })).json().data.biz.logo;
      const second = (await put(p, BIZ, { logo })).json().data.biz.logo;
      expect(second).toBe(first);
      expect(puts).toHaveBeenCalledTimes(1);
    } finally {
      puts.mockRestore();
    }
  });

  it('refuses a file that is not an image by content, whatever its name, and changes nothing', async () => {
    const p = await newPartner(t.app);
    const fake = Buffer.from('<?php echo "not an image"; ?>');
    const response = await put(
      p,
      { ...BIZ, partner_name: '바뀌면 안되는 이름' },
      { logo: { bytes: fake, name: 'logo.png', type: 'image/png' } },
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      { path: 'logo', message: '이미지 파일(JPG, PNG, WEBP)만 올릴 수 있습니다.' },
    ]);
    const profile = (await t.app.inject({ method: 'GET', url: info(p), headers: p.auth })).json().data;
    expect(profile.biz.partner_name).not.toBe('바뀌면 안되는 이름');
    expect(profile.biz.logo).toBeNull();
  });

  it('keeps the address in its four parts and answers it on one line for display', async () => {
    const p = await newPartner(t.app);
    const saved = (await put(p, BIZ)).json().data;
    expect(saved.biz).toMatchObject({
      postcode: '06236',
      road_address: '서울특별시 강남구 테헤란로 123',
      jibun_address: '서울특별시 강남구 역삼동 737',
      address_detail: '4층',
      address: '(06236) 서울특별시 강남구 테헤란로 123 4층',
    });

    // Typed by hand without a postcode or jibun address (the search could not load).
    const typed = (await put(p, { ...BIZ, postcode: '', jibun_address: '', address_detail: '' })).json().data;
    expect(typed.biz).toMatchObject({
      postcode: null,
      road_address: '서울특별시 강남구 테헤란로 123',
      jibun_address: null,
      address_detail: null,
      address: '서울특별시 강남구 테헤란로 123',
    });
  });

  it.each([
    ['a four-digit postcode', { postcode: '0623' }, 'postcode', '우편번호 5자리를 입력해주세요.'],
    ['an old six-digit postcode', { postcode: '135-080' }, 'postcode', '우편번호 5자리를 입력해주세요.'],
    ['a blank road address', { road_address: ' ' }, 'road_address', '도로명 주소를 입력해주세요.'],
    [
      'a detail over 100 characters',
      { address_detail: '가'.repeat(101) },
      'address_detail',
      '상세 주소는 100자 이하로 입력해주세요.',
    ],
  ])('refuses %s in Korean and keeps the saved address', async (_case, change, path, message) => {
    const p = await newPartner(t.app);
    await put(p, BIZ);
    const response = await put(p, { ...BIZ, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toContainEqual({ path, message });
    const profile = (await t.app.inject({ method: 'GET', url: info(p), headers: p.auth })).json().data;
    expect(profile.biz.address).toBe('(06236) 서울특별시 강남구 테헤란로 123 4층');
    expect(profile.biz.jibun_address).toBe('서울특별시 강남구 역삼동 737');
  });

  it('refuses an oversized logo with 413 and a Korean message', async () => {
    const p = await newPartner(t.app);
    const big = Buffer.concat([await png(), Buffer.alloc(6 * 1024 * 1024)]);
    const response = await put(p, BIZ, { logo: { bytes: big, name: 'big.png', type: 'image/png' } });
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe('파일은 5MB 이하만 올릴 수 있습니다.');
  });

  it('refuses an image whose declared size exceeds the pixel limit before decoding it', async () => {
    const p = await newPartner(t.app);
    // A valid PNG header claiming 10000 × 5000 pixels (50 MP), with no pixel data behind it.
    const header = await sharp({ create: { width: 10_000, height: 5_000, channels: 3, background: '#fff' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    const response = await put(p, BIZ, { logo: { bytes: header, name: 'huge.png', type: 'image/png' } });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].message).toContain('해상도가 너무 큽니다');
  });

  it.each([
    ['biz', { ...BIZ, tax_bill_email: 'x@y' }, 'tax_bill_email', '올바른 이메일 주소를 입력해주세요.'],
    [
      'additional',
      { ...ADDITIONAL, licenses: JSON.stringify(['무면허업']) },
      'licenses.0',
      '면허 종류를 목록에서 선택해주세요.',
    ],
    [
      'preference',
      { ...PREFERENCE, service_regions: JSON.stringify([{ sido: '서울특별시', sigungu: '수원시' }]) },
      'service_regions.0',
      '시/도와 시/군/구를 올바르게 선택해주세요.',
    ],
    [
      'preference',
      { ...PREFERENCE, budget_min: '90000000' },
      'budget_max',
      '최대 예산은 최소 예산보다 크거나 같아야 합니다.',
    ],
    [
      'manager',
      { section: 'manager', remodeling_manager_name: '오상훈' },
      'remodeling_manager_phone',
      '전체 리모델링 담당자의 이름과 휴대폰 번호를 함께 입력해주세요.',
    ],
    [
      'calculate',
      { ...CALCULATE, account_number: '12-34' },
      'account_number',
      '계좌번호를 숫자 10~16자리로 입력해주세요.',
    ],
    [
      'calculate',
      { section: 'calculate', bank_code: '004', account_holder: '한결' },
      'account_number',
      '계좌번호를 입력해주세요.',
    ],
  ])('refuses bad %s input with a field message', async (_section, fields, path, message) => {
    const p = await newPartner(t.app);
    const response = await put(p, fields as Record<string, string>);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toContainEqual({ path, message });
  });

  it("answers another partner's id as not found, for reading and writing", async () => {
    const a = await newPartner(t.app);
    const b = await newPartner(t.app);
    for (const url of [
      info(a, b.partnerId),
      `/partner-api/api/partner/${b.partnerId}/visible`,
      `/partner-api/api/partner/${b.partnerId}/required-status`,
    ]) {
      expect((await t.app.inject({ method: 'GET', url, headers: a.auth })).statusCode).toBe(404);
    }
    expect((await put(a, BIZ, {}, b.partnerId)).statusCode).toBe(404);
    const bProfile = (await t.app.inject({ method: 'GET', url: info(b), headers: b.auth })).json().data;
    expect(bProfile.biz.business_type).toBeNull();
  });

  it("changes the CEO's name and mobile only through a completed phone-change verification", async () => {
    const p = await newPartner(t.app);
    const run = await verifyIdentity(t.app, { purpose: 'phone-change', person: 2, auth: p.auth });
    const body = await multipart({ ...BIZ, identity_token: run.token! });
    const response = await t.app.inject({
      method: 'PUT',
      url: info(p),
      headers: { ...p.auth, ...body.headers },
      cookies: { identity_rq: run.cookie },
      payload: body.payload,
    });
    expect(response.json().data.biz).toMatchObject({
      ceo_name: '정하윤',
      phone_no: '010-8888-9999',
      ceo_verified: true,
    });
    // The verification is used up.
    const again = await t.app.inject({
      method: 'PUT',
      url: info(p),
      headers: { ...p.auth, ...body.headers },
      cookies: { identity_rq: run.cookie },
      payload: body.payload,
    });
    expect(again.json().return_code).toBe(1005);
  });

  it("refuses a verification made for another member and one person's DI on two accounts", async () => {
    const a = await newPartner(t.app);
    const b = await newPartner(t.app);
    const forA = await verifyIdentity(t.app, { purpose: 'phone-change', person: 1, auth: a.auth });
    const stolen = await multipart({ ...BIZ, identity_token: forA.token! });
    const refused = await t.app.inject({
      method: 'PUT',
      url: info(b),
      headers: { ...b.auth, ...stolen.headers },
      cookies: { identity_rq: forA.cookie },
      payload: stolen.payload,
    });
    expect(refused.json().return_code).toBe(1005);

    const ownA = await t.app.inject({
      method: 'PUT',
      url: info(a),
      headers: { ...a.auth, ...stolen.headers },
      cookies: { identity_rq: forA.cookie },
      payload: stolen.payload,
    });
    expect(ownA.json().return_code).toBe(0);
    const forB = await verifyIdentity(t.app, { purpose: 'phone-change', person: 1, auth: b.auth });
    const samePerson = await multipart({ ...BIZ, identity_token: forB.token! });
    const taken = await t.app.inject({
      method: 'PUT',
      url: info(b),
      headers: { ...b.auth, ...samePerson.headers },
      cookies: { identity_rq: forB.cookie },
      payload: samePerson.payload,
    });
    expect(taken.json()).toMatchObject({ return_code: 1006, field: 'identity_token' });
  });
});
