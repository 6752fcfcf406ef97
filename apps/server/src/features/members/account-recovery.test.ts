import { RETURN_CODES } from '@partner-portal/contract/api-constants';
import { maskMemberId, RECOVERY_MESSAGES } from '@partner-portal/contract/member-api';
import { seoulMinuteText } from '@partner-portal/contract/seoul-time';
import { VALIDATION_MESSAGES } from '@partner-portal/contract/validation';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/tables/staff.js';
import type { SandboxPerson } from '../../platform/identity/nice-sandbox.js';
import { newTestPerson, verifyIdentity } from '../../test-support/identity-flow.js';
import { queuedOf } from '../../test-support/outbox.js';
import { createTestApp, logIn, newPartner, type TestApp } from '../../test-support/test-app.js';

const FIND_ID = '/member-api/api/v1/recovery/findId';
const CHECK = '/member-api/api/v1/recovery/password/check';
const RESET = '/member-api/api/v1/recovery/password';
const REFRESH = '/member-api/api/v1/refreshToken';
const DETAIL = '/member-api/authapi/v1/user/detail';
const NEW_PASSWORD = 'Renewed2026!pw';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function verified(purpose: 'signup' | 'find-id' | 'password-reset', person: SandboxPerson) {
  const run = await verifyIdentity(t.app, { purpose, person });
  if (!run.token) throw new Error(`verification failed: ${run.location}`);
  return run as { token: string; cookie: string };
}

const post = (url: string, payload: object, cookie: string) =>
  t.app.inject({ method: 'POST', url, payload, cookies: { identity_rq: cookie } });

const resetPayload = (memberId: string, token: string, password = NEW_PASSWORD) => ({
  member_id: memberId,
  identity_token: token,
  new_password: password,
  valid_password: password,
});

describe('maskMemberId', () => {
  it.each([
    ['ab', 'a*'],
    ['abc', 'a**'],
    ['abcd', 'ab**'],
    ['abcde', 'ab***'],
    ['abcdef', 'abc***'],
    ['partner_owner_16', 'par*************'],
  ])('shows at most three characters and never more than half: %s → %s', (id, masked) => {
    expect(maskMemberId(id)).toBe(masked);
  });
});

describe('find ID', () => {
  it("shows the verified CEO's member id masked with the sign-up day, once per verification", async () => {
    const person = newTestPerson();
    const partner = await newPartner(t.app, {}, person);
    const run = await verified('find-id', person);

    const found = await post(FIND_ID, { identity_token: run.token }, run.cookie);
    expect(found.json()).toEqual({
      code: 0,
      message: 'OK',
      context: { accounts: [{ member_id: maskMemberId(partner.payload.account), joined_on: '2026-11-02' }] },
    });
    expect(found.body).not.toContain(partner.payload.account);

    const again = await post(FIND_ID, { identity_token: run.token }, run.cookie);
    expect(again.json()).toMatchObject({ code: RETURN_CODES.identityRequired });
  });

  it('answers no account for a person who never signed up', async () => {
    const run = await verified('find-id', newTestPerson());
    const found = await post(FIND_ID, { identity_token: run.token }, run.cookie);
    expect(found.json().context).toEqual({ accounts: [] });
  });

  it('refuses a verification made for sign-up or for a password reset, or from another browser', async () => {
    const person = newTestPerson();
    await newPartner(t.app, {}, person);
    for (const purpose of ['signup', 'password-reset'] as const) {
      const run = await verified(purpose, person);
      const found = await post(FIND_ID, { identity_token: run.token }, run.cookie);
      expect(found.json()).toMatchObject({ code: RETURN_CODES.identityRequired });
    }
    const run = await verified('find-id', person);
    const elsewhere = await post(FIND_ID, { identity_token: run.token }, 'another-browser');
    expect(elsewhere.json()).toMatchObject({ code: RETURN_CODES.identityRequired });
  });

  it('sends the verification cookie to the recovery routes as well', async () => {
    const started = await t.app.inject({
      method: 'POST',
      url: '/partner-api/partner/identity/request',
      payload: { purpose: 'find-id' },
    });
    expect(started.cookies.filter((c) => c.name === 'identity_rq').map((c) => c.path)).toEqual([
      '/partner-api',
      '/member-api/api/v1/recovery',
    ]);
  });
});

describe('password reset', () => {
  it('sets the new password, ends every session, writes the audit entry and uses the verification up', async () => {
    const person = newTestPerson();
    const partner = await newPartner(t.app, {}, person);
    const other = await logIn(t.app, partner.payload.account, partner.payload.password);
    const run = await verified('password-reset', person);

    const check = await post(
      CHECK,
      { member_id: partner.payload.account, identity_token: run.token },
      run.cookie,
    );
    expect(check.json()).toEqual({ code: 0, message: 'OK', context: {} });

    const reset = await post(RESET, resetPayload(partner.payload.account, run.token), run.cookie);
    expect(reset.json()).toEqual({ code: 0, message: 'OK', context: {} });

    for (const session of [partner, other]) {
      const refreshed = await t.app.inject({
        method: 'POST',
        url: `${REFRESH}?refreshToken=${encodeURIComponent(session.refreshToken)}`,
      });
      expect(refreshed.statusCode).toBe(401);
      const detail = await t.app.inject({ method: 'GET', url: DETAIL, headers: session.auth });
      expect(detail.statusCode).toBe(401);
    }
    await expect(logIn(t.app, partner.payload.account, partner.payload.password)).rejects.toThrow();
    await logIn(t.app, partner.payload.account, NEW_PASSWORD);

    const entries = await t.database.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.action, 'member_password_reset'), eq(auditLog.targetId, String(partner.memberNo))),
      );
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      actorMemberNo: partner.memberNo,
      actorLabel: partner.payload.account,
    });

    const reused = await post(
      RESET,
      resetPayload(partner.payload.account, run.token, 'Another2026!pw'),
      run.cookie,
    );
    expect(reused.json()).toMatchObject({ code: RETURN_CODES.identityRequired });
    await logIn(t.app, partner.payload.account, NEW_PASSWORD);
  });

  it("refuses another member's id with the same neutral message as an unknown id, changing nothing", async () => {
    const person = newTestPerson();
    const partner = await newPartner(t.app, {}, person);
    const stranger = await newPartner(t.app);
    const run = await verified('password-reset', person);

    for (const memberId of [stranger.payload.account, 'no_such_member']) {
      for (const url of [CHECK, RESET]) {
        const refused = await post(url, resetPayload(memberId, run.token), run.cookie);
        expect(refused.json()).toEqual({
          code: RETURN_CODES.recoveryMismatch,
          message: RECOVERY_MESSAGES.mismatch,
          context: null,
          field: 'member_id',
        });
      }
    }
    await logIn(t.app, stranger.payload.account, stranger.payload.password);
    // The refusals used nothing up: the person may still reset their own password.
    const own = await post(RESET, resetPayload(partner.payload.account, run.token), run.cookie);
    expect(own.json().code).toBe(0);
  });

  it('refuses a verification made for sign-up or find-ID', async () => {
    const person = newTestPerson();
    const partner = await newPartner(t.app, {}, person);
    for (const purpose of ['signup', 'find-id'] as const) {
      const run = await verified(purpose, person);
      for (const url of [CHECK, RESET]) {
        const refused = await post(url, resetPayload(partner.payload.account, run.token), run.cookie);
        expect(refused.json()).toMatchObject({ code: RETURN_CODES.identityRequired });
      }
    }
    await logIn(t.app, partner.payload.account, partner.payload.password);
  });

  it('refuses an expired verification', async () => {
    const person = newTestPerson();
    const partner = await newPartner(t.app, {}, person);
    const run = await verified('password-reset', person);
    t.clock.advance(31 * 60_000);
    const refused = await post(RESET, resetPayload(partner.payload.account, run.token), run.cookie);
    expect(refused.json()).toMatchObject({ code: RETURN_CODES.identityRequired });
    await logIn(t.app, partner.payload.account, partner.payload.password);
  });

  it('applies the sign-up password rules, and refuses the current password', async () => {
    const person = newTestPerson();
    const partner = await newPartner(t.app, {}, person);
    const run = await verified('password-reset', person);
    const account = partner.payload.account;

    const weak = await post(RESET, resetPayload(account, run.token, 'short1!'), run.cookie);
    expect(weak.statusCode).toBe(400);
    expect(weak.body).toContain(VALIDATION_MESSAGES.password);

    const mismatch = await post(
      RESET,
      { ...resetPayload(account, run.token), valid_password: 'Different2026!' },
      run.cookie,
    );
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.body).toContain(VALIDATION_MESSAGES.passwordConfirm);

    const same = await post(RESET, resetPayload(account, run.token, partner.payload.password), run.cookie);
    expect(same.json()).toMatchObject({
      code: RETURN_CODES.samePassword,
      message: RECOVERY_MESSAGES.samePassword,
    });
    expect(await queuedOf(t, 'security.password_changed', { partnerId: partner.partnerId })).toEqual([]);

    // None of the refusals used the verification up; the reset tells the partner, once.
    const reset = await post(RESET, resetPayload(account, run.token), run.cookie);
    expect(reset.json().code).toBe(0);
    const told = await queuedOf(t, 'security.password_changed', { partnerId: partner.partnerId });
    expect(told.map((row) => row.payload)).toEqual([{ 변경일시: seoulMinuteText(t.clock.now()) }]);
  });

  it('ends the login back-off once the password is reset through identity verification', async () => {
    const person = newTestPerson();
    const partner = await newPartner(t.app, {}, person);
    for (let i = 0; i < 10; i += 1) {
      await t.app.inject({
        method: 'POST',
        url: '/member-api/api/v1/ceologin',
        payload: { username: partner.payload.account, password: 'Wrong2026!pw' },
      });
    }
    await expect(logIn(t.app, partner.payload.account, partner.payload.password)).rejects.toThrow();
    const run = await verified('password-reset', person);
    await post(RESET, resetPayload(partner.payload.account, run.token), run.cookie);
    await logIn(t.app, partner.payload.account, NEW_PASSWORD);
  });
});

describe('recovery rate limit', () => {
  it('limits the recovery calls per address', async () => {
    const limited = await createTestApp({ limits: { signupPerAddress: 1 } });
    try {
      const answers = [];
      for (let i = 0; i < 4; i += 1) {
        const response = await limited.app.inject({
          method: 'POST',
          url: FIND_ID,
          payload: { identity_token: 'unknown' },
        });
        answers.push(response.statusCode);
      }
      expect(answers).toEqual([200, 200, 200, 429]);
    } finally {
      await limited.close();
    }
  });
});
