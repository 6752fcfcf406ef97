import { RETURN_CODES } from '@partner-portal/contract/envelopes';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members, partners, termsAgreements } from '../db/schema.js';
import { createTestApp, logIn, signUp, signUpPayload, validBusinessNumber, type TestApp } from '../test-support/test-app.js';

const REG = '/partner-api/partner/v3/reg';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const register = (payload: object) => t.app.inject({ method: 'POST', url: REG, payload });
const memberCount = async () => (await t.database.db.select({ n: count() }).from(members))[0]!.n;

describe('sign-up', () => {
  it('creates the member and partner, normalises phone and business number, records the agreed terms', async () => {
    const payload = signUpPayload({ phone_no: '01098765432', biz_no: '2208162517', agreement_marketing: true, agreed_terms: ['service-terms', 'signup-terms', 'info-collection', 'privacy-policy', 'marketing-consent'] });
    const response = await register(payload);
    expect(response.json()).toMatchObject({ return_code: 0, data: { member_no: expect.any(Number), partner_id: expect.any(Number) } });
    const { member_no } = response.json().data;
    const [partner] = await t.database.db.select().from(partners).where(eq(partners.memberNo, member_no));
    expect(partner).toMatchObject({ phoneNo: '010-9876-5432', bizNo: '2208162517', joinChannel: 4, agreementMarketing: true });
    const agreements = await t.database.db.select().from(termsAgreements).where(eq(termsAgreements.memberNo, member_no));
    expect(agreements).toHaveLength(5);
    expect(agreements.every((row) => row.channel === 'web')).toBe(true);
    await expect(logIn(t.app, payload.account, payload.password)).resolves.toMatchObject({ memberNo: member_no });
  });

  it('keeps the referrer from /h/{hunter} and refuses an unknown one', async () => {
    const hunter = await signUp(t.app);
    const referred = await signUp(t.app, { hunter_no: hunter.memberNo, join_channel: 3 });
    const [row] = await t.database.db.select().from(partners).where(eq(partners.memberNo, referred.memberNo));
    expect(row).toMatchObject({ hunterNo: hunter.memberNo, joinChannel: 3 });

    const before = await memberCount();
    const unknown = await register(signUpPayload({ hunter_no: 999_999 }));
    expect(unknown.json()).toMatchObject({ return_code: RETURN_CODES.invalidReferrer, return_message: '추천인 정보가 올바르지 않습니다.' });
    expect(await memberCount()).toBe(before);
  });

  it('refuses a duplicate id and a duplicate business number (in any format), creating nothing', async () => {
    const first = await signUp(t.app);
    const before = await memberCount();
    const sameId = await register(signUpPayload({ account: first.payload.account }));
    expect(sameId.json()).toMatchObject({ return_code: RETURN_CODES.duplicateMemberId, return_message: '이미 사용 중인 아이디입니다.', field: 'account' });
    const digits = first.payload.biz_no.replace(/-/g, '');
    const hyphenated = `${digits.slice(0, 3)}-${digits.slice(3, 5)}-${digits.slice(5)}`;
    const sameBizNo = await register(signUpPayload({ biz_no: hyphenated }));
    expect(sameBizNo.json()).toMatchObject({ return_code: RETURN_CODES.duplicateBusinessNumber, field: 'biz_no' });
    expect(await memberCount()).toBe(before);
  });

  it('lets exactly one of two simultaneous sign-ups with the same business number through', async () => {
    const bizNo = validBusinessNumber();
    const results = await Promise.all([register(signUpPayload({ biz_no: bizNo })), register(signUpPayload({ biz_no: bizNo }))]);
    const codes = results.map((r) => r.json().return_code).sort();
    expect(codes).toEqual([0, RETURN_CODES.duplicateBusinessNumber]);
  });

  it('requires every required document and creates nothing without them', async () => {
    const before = await memberCount();
    const response = await register(signUpPayload({ agreed_terms: ['service-terms'] }));
    expect(response.json().return_code).toBe(RETURN_CODES.termsNotAgreed);
    expect(response.json().return_message).toContain('필수 약관에 동의해주세요');
    expect(await memberCount()).toBe(before);
  });

  it.each([
    ['account', { account: 'Upper_Case' }, '아이디는 영문 소문자'],
    ['password', { password: 'onlyletters' }, '비밀번호는 영문, 숫자, 특수문자'],
    ['biz_no', { biz_no: '123-45-67890' }, '유효하지 않은 사업자등록번호입니다.'],
    ['phone_no', { phone_no: '0212345678' }, '휴대폰 번호를 정확히 입력해주세요'],
    ['email', { email: 'owner@example' }, '올바른 이메일 주소를 입력해주세요.'],
    ['name', { name: '   ' }, '대표자명을(를) 입력해주세요.'],
    ['join_channel', { join_channel: 9 }, ''],
  ])('answers 400 with the Korean message on %s and creates nothing', async (path, override, message) => {
    const before = await memberCount();
    const response = await register({ ...signUpPayload(), ...override });
    expect(response.statusCode).toBe(400);
    const error = response.json().errors.find((e: { path: string }) => e.path === path);
    expect(error?.message).toContain(message);
    expect(await memberCount()).toBe(before);
  });

  it('limits sign-ups per client address', async () => {
    const limited = await createTestApp({ limits: { signupPerAddress: 2 } });
    try {
      for (let i = 0; i < 2; i++) {
        const ok = await limited.app.inject({ method: 'POST', url: REG, payload: signUpPayload() });
        expect(ok.json().return_code).toBe(0);
      }
      const blocked = await limited.app.inject({ method: 'POST', url: REG, payload: signUpPayload() });
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json().message).toBe('회원가입 요청이 너무 많습니다. 잠시 후 다시 시도해주세요.');
    } finally {
      await limited.close();
    }
  });

  it('never logs the password of a sign-up', async () => {
    const payload = signUpPayload({ password: 'Unique#Secret77' });
    await register(payload);
    expect(t.logs()).not.toContain('Unique#Secret77');
  });
});
