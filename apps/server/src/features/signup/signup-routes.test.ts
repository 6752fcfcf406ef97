import { OPERATOR } from '@partner-portal/contract/constants';
import { RETURN_CODES } from '@partner-portal/contract/api-constants';
import { IDENTITY_MESSAGES } from '@partner-portal/contract/identity-constants';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members } from '../../db/tables/auth.js';
import { partners } from '../../db/tables/partners.js';
import { termsAgreements } from '../../db/tables/terms.js';
import { newTestPerson, verifyIdentity } from '../../test-support/identity-flow.js';
import {
  createTestApp,
  logIn,
  newPartner,
  postSignUp,
  signUp,
  signUpPayload,
  validBusinessNumber,
  verifiedForSignUp,
  type TestApp,
} from '../../test-support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const memberCount = async () => (await t.database.db.select({ n: count() }).from(members))[0]!.n;

/** Verifies a new person (or `person`) and sends the sign-up from the same browser. */
async function register(overrides: object = {}, person?: Parameters<typeof verifiedForSignUp>[1]) {
  const verified = await verifiedForSignUp(t.app, person);
  const response = await postSignUp(
    t.app,
    { ...signUpPayload(), ...overrides, identity_token: verified.token },
    verified.cookie,
  );
  return Object.assign(response, { verified });
}

describe('sign-up', () => {
  it('creates the member and partner with the verified name and mobile, normalises the business number, records the agreed terms', async () => {
    const person = { ...newTestPerson(), name: '정가람', mobileno: '01098765432' };
    const payload = signUpPayload({
      biz_no: '123-45-67891',
      agreement_marketing: true,
      agreed_terms: [
        'service-terms',
        'signup-terms',
        'info-collection',
        'privacy-policy',
        'marketing-consent',
      ],
    });
    // Typed values never reach the record: the verification decides who the CEO is.
    const response = await register({ ...payload, name: '다른이름', phone_no: '01011112222' }, person);
    expect(response.json()).toMatchObject({
      return_code: 0,
      data: { member_no: expect.any(Number), partner_id: expect.any(Number) },
    });
    const { member_no } = response.json().data;
    const [partner] = await t.database.db.select().from(partners).where(eq(partners.memberNo, member_no));
    expect(partner).toMatchObject({
      ceoName: '정가람',
      phoneNo: '010-9876-5432',
      bizNo: '1234567891',
      joinChannel: 4,
      agreementMarketing: true,
    });
    expect(partner!.ceoIdentityDi).toMatch(/^[0-9a-f]{64}$/);
    const [member] = await t.database.db.select().from(members).where(eq(members.memberNo, member_no));
    expect(member!.name).toBe('정가람');
    const agreements = await t.database.db
      .select()
      .from(termsAgreements)
      .where(eq(termsAgreements.memberNo, member_no));
    expect(agreements).toHaveLength(5);
    expect(agreements.every((row) => row.channel === 'web')).toBe(true);
    await expect(logIn(t.app, payload.account, payload.password)).resolves.toMatchObject({
      memberNo: member_no,
    });
  });

  it('keeps the referrer from /h/{hunter} and refuses an unknown one', async () => {
    const hunter = await signUp(t.app);
    const referred = await signUp(t.app, { hunter_no: hunter.memberNo, join_channel: 3 });
    const [row] = await t.database.db.select().from(partners).where(eq(partners.memberNo, referred.memberNo));
    expect(row).toMatchObject({ hunterNo: hunter.memberNo, joinChannel: 3 });

    const before = await memberCount();
    const unknown = await register({ hunter_no: 999_999 });
    expect(unknown.json()).toMatchObject({
      return_code: RETURN_CODES.invalidReferrer,
      return_message: '추천인 정보가 올바르지 않습니다.',
    });
    expect(await memberCount()).toBe(before);
  });

  it('tells a referral link whether its number is a partner, and nothing more', async () => {
    const hunter = await signUp(t.app);
    const check = (hunterNo: string) =>
      t.app.inject({ method: 'GET', url: `/partner-api/partner/v3/referrer/${hunterNo}` });
    const known = await check(String(hunter.memberNo));
    expect(known.json()).toEqual({
      return_code: 0,
      return_message: 'OK',
      data: { hunter_no: hunter.memberNo, valid: true },
    });
    expect((await check('999999')).json().data).toEqual({ hunter_no: 999_999, valid: false });
    const malformed = await check('abc');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toContain('추천인 번호가 올바르지 않습니다.');
  });

  it('refuses a duplicate id and a duplicate business number (in any format), creating nothing', async () => {
    const first = await signUp(t.app);
    const before = await memberCount();
    const sameId = await register({ account: first.payload.account });
    expect(sameId.json()).toMatchObject({
      return_code: RETURN_CODES.duplicateMemberId,
      return_message: '이미 사용 중인 아이디입니다.',
      field: 'account',
    });
    const digits = first.payload.biz_no.replace(/-/g, '');
    const hyphenated = `${digits.slice(0, 3)}-${digits.slice(3, 5)}-${digits.slice(5)}`;
    const sameBizNo = await register({ biz_no: hyphenated });
    expect(sameBizNo.json()).toMatchObject({
      return_code: RETURN_CODES.duplicateBusinessNumber,
      field: 'biz_no',
    });
    expect(await memberCount()).toBe(before);
  });

  it("refuses the provider's own business number, creating nothing", async () => {
    const before = await memberCount();
    const own = await register({ biz_no: OPERATOR.businessNumber });
    expect(own.json()).toMatchObject({
      return_code: RETURN_CODES.reservedBusinessNumber,
      return_message: '운영사의 사업자등록번호로는 가입할 수 없습니다. 귀사의 사업자등록번호를 입력해주세요.',
      field: 'biz_no',
    });
    expect(await memberCount()).toBe(before);
  });

  it('keeps the verification after a refusal about another field, so the corrected sign-up needs no new one', async () => {
    const first = await signUp(t.app);
    const refused = await register({ account: first.payload.account });
    expect(refused.json().return_code).toBe(RETURN_CODES.duplicateMemberId);
    const noTerms = await postSignUp(
      t.app,
      { ...signUpPayload({ agreed_terms: [] }), identity_token: refused.verified.token },
      refused.verified.cookie,
    );
    expect(noTerms.json().return_code).toBe(RETURN_CODES.termsNotAgreed);

    const corrected = await postSignUp(
      t.app,
      { ...signUpPayload(), identity_token: refused.verified.token },
      refused.verified.cookie,
    );
    expect(corrected.json().return_code).toBe(0);
    // Used now: a second account with it is refused.
    const again = await postSignUp(
      t.app,
      { ...signUpPayload(), identity_token: refused.verified.token },
      refused.verified.cookie,
    );
    expect(again.json()).toMatchObject({
      return_code: RETURN_CODES.identityRequired,
      return_message: IDENTITY_MESSAGES.expired,
      field: 'identity_token',
    });
  });

  it('lets exactly one of two simultaneous sign-ups with the same business number through', async () => {
    const bizNo = validBusinessNumber();
    const [a, b] = await Promise.all([verifiedForSignUp(t.app), verifiedForSignUp(t.app)]);
    const results = await Promise.all([
      postSignUp(t.app, { ...signUpPayload({ biz_no: bizNo }), identity_token: a.token }, a.cookie),
      postSignUp(t.app, { ...signUpPayload({ biz_no: bizNo }), identity_token: b.token }, b.cookie),
    ]);
    const codes = results.map((r) => r.json().return_code).sort();
    expect(codes).toEqual([0, RETURN_CODES.duplicateBusinessNumber]);
  });

  it('lets one verified person own one partner account only, even when two sign-ups race', async () => {
    const person = newTestPerson();
    const first = await register({}, person);
    expect(first.json().return_code).toBe(0);
    const before = await memberCount();
    const second = await register({}, person);
    expect(second.json()).toMatchObject({
      return_code: RETURN_CODES.identityTaken,
      return_message: IDENTITY_MESSAGES.taken,
      field: 'identity_token',
    });
    expect(await memberCount()).toBe(before);

    const racer = newTestPerson();
    const [a, b] = await Promise.all([verifiedForSignUp(t.app, racer), verifiedForSignUp(t.app, racer)]);
    const results = await Promise.all([
      postSignUp(t.app, { ...signUpPayload(), identity_token: a.token }, a.cookie),
      postSignUp(t.app, { ...signUpPayload(), identity_token: b.token }, b.cookie),
    ]);
    expect(results.map((r) => r.json().return_code).sort()).toEqual([0, RETURN_CODES.identityTaken]);
  });

  it('refuses a person under 14 (guardian consent), creating nothing', async () => {
    const before = await memberCount();
    const child = await register({}, 3);
    expect(child.json()).toMatchObject({
      return_code: RETURN_CODES.guardianConsentRequired,
      return_message: IDENTITY_MESSAGES.guardianConsentRequired,
      field: 'identity_token',
    });
    expect(await memberCount()).toBe(before);
  });

  it('refuses a verification from another browser, for another purpose, or none at all', async () => {
    const before = await memberCount();
    const verified = await verifiedForSignUp(t.app);
    const otherBrowser = await postSignUp(
      t.app,
      { ...signUpPayload(), identity_token: verified.token },
      'another-browser',
    );
    expect(otherBrowser.json()).toMatchObject({
      return_code: RETURN_CODES.identityRequired,
      field: 'identity_token',
    });

    const partner = await newPartner(t.app);
    const phoneChange = await verifyIdentity(t.app, {
      purpose: 'phone-change',
      person: newTestPerson(),
      auth: partner.auth,
    });
    const wrongPurpose = await postSignUp(
      t.app,
      { ...signUpPayload(), identity_token: phoneChange.token },
      phoneChange.cookie,
    );
    expect(wrongPurpose.json()).toMatchObject({
      return_code: RETURN_CODES.identityRequired,
      field: 'identity_token',
    });

    const none = await t.app.inject({
      method: 'POST',
      url: '/partner-api/partner/v3/reg',
      payload: signUpPayload(),
    });
    expect(none.statusCode).toBe(400);
    expect(none.json().errors).toEqual([{ path: 'identity_token', message: IDENTITY_MESSAGES.required }]);
    expect(await memberCount()).toBe(before + 1);
  });

  it('requires every required document and creates nothing without them', async () => {
    const before = await memberCount();
    const response = await register({ agreed_terms: ['service-terms'] });
    expect(response.json().return_code).toBe(RETURN_CODES.termsNotAgreed);
    expect(response.json().return_message).toContain('필수 약관에 동의해주세요');
    expect(await memberCount()).toBe(before);
  });

  it.each([
    ['account', { account: 'Upper_Case' }, '아이디는 영문 소문자'],
    ['password', { password: 'onlyletters' }, '비밀번호는 영문, 숫자, 특수문자'],
    ['biz_no', { biz_no: '123-45-67890' }, '유효하지 않은 사업자등록번호입니다.'],
    ['email', { email: 'owner@example' }, '올바른 이메일 주소를 입력해주세요.'],
    ['join_channel', { join_channel: 9 }, ''],
  ])('answers 400 with the Korean message on %s and creates nothing', async (path, override, message) => {
    const before = await memberCount();
    const response = await register(override);
    expect(response.statusCode).toBe(400);
    const error = response.json().errors.find((e: { path: string }) => e.path === path);
    expect(error?.message).toContain(message);
    expect(await memberCount()).toBe(before);
  });

  it('limits sign-ups per client address', async () => {
    const limited = await createTestApp({ limits: { signupPerAddress: 2 } });
    try {
      const send = async () => {
        const verified = await verifiedForSignUp(limited.app);
        return postSignUp(
          limited.app,
          { ...signUpPayload(), identity_token: verified.token },
          verified.cookie,
        );
      };
      for (let i = 0; i < 2; i++) expect((await send()).json().return_code).toBe(0);
      const blocked = await send();
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json().message).toBe('회원가입 요청이 너무 많습니다. 잠시 후 다시 시도해주세요.');
    } finally {
      await limited.close();
    }
  });

  it('never logs the password of a sign-up', async () => {
    const response = await register({ password: 'Unique#Secret77' });
    expect(response.json().return_code).toBe(0);
    expect(t.logs()).not.toContain('Unique#Secret77');
    expect(t.logs()).not.toContain(response.verified.token);
  });
});
