import { ERROR_CODES, RETURN_CODES } from '@partner-portal/contract/api-constants';
import { BACKGROUND_REQUEST_HEADER } from '@partner-portal/contract/constants';
import { WITHDRAWAL_MESSAGES } from '@partner-portal/contract/withdrawal-constants';
import { and, eq } from 'drizzle-orm';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members, sessions } from '../../db/tables/auth.js';
import { casePhotos, constructionCases } from '../../db/tables/cases.js';
import { orders } from '../../db/tables/orders.js';
import { partners } from '../../db/tables/partners.js';
import { withdrawnAccounts } from '../../db/tables/retention.js';
import { auditLog } from '../../db/tables/staff.js';
import { billingCards } from '../../db/tables/subscriptions.js';
import { newTestPerson } from '../../test-support/identity-flow.js';
import {
  createTestApp,
  logIn,
  newPartner,
  placeOrder,
  signUp,
  type TestApp,
} from '../../test-support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const conditions = (auth: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: '/partner-api/authapi/partner/withdrawal/conditions', headers: auth });
const withdraw = (auth: Record<string, string>, password: string) =>
  t.app.inject({
    method: 'POST',
    url: '/partner-api/authapi/partner/withdrawal',
    headers: auth,
    payload: { password },
  });

/** A published case with one photo whose three files are in the storage. */
async function caseWithPhoto(partnerId: number) {
  const now = t.clock.now();
  const [row] = await t.database.db
    .insert(constructionCases)
    .values({ partnerId, title: '거실 리모델링', status: 'published', createdAt: now, updatedAt: now })
    .returning();
  const keys = ['thumb', 'medium', 'large'].map((size) => `cases/${partnerId}/${row!.caseId}-${size}.webp`);
  const { storage } = t.app.context;
  for (const key of keys) await storage.put(key, Buffer.from('webp'));
  await t.database.db.insert(casePhotos).values({
    partnerId,
    caseId: row!.caseId,
    thumbKey: keys[0]!,
    mediumKey: keys[1]!,
    largeKey: keys[2]!,
    width: 10,
    height: 10,
    bytes: 4,
    createdAt: now,
  });
  return keys;
}

describe('withdrawal', () => {
  it('states the conditions with their current state and refuses while a deposit is awaited', async () => {
    const partner = await newPartner(t.app);
    expect((await conditions(partner.auth)).json().data).toEqual({
      can_withdraw: true,
      conditions: [
        { key: 'plan', title: WITHDRAWAL_MESSAGES.conditionTitles.plan, met: true, detail: null },
        { key: 'recurring', title: WITHDRAWAL_MESSAGES.conditionTitles.recurring, met: true, detail: null },
        { key: 'deposit', title: WITHDRAWAL_MESSAGES.conditionTitles.deposit, met: true, detail: null },
      ],
    });
    await placeOrder(t.app, partner, 'bank_transfer');
    const state = (await conditions(partner.auth)).json().data;
    expect(state.can_withdraw).toBe(false);
    expect(state.conditions[2]).toMatchObject({
      key: 'deposit',
      met: false,
      detail: expect.stringContaining('1건'),
    });

    const refused = await withdraw(partner.auth, partner.payload.password);
    expect(refused.json()).toMatchObject({
      return_code: RETURN_CODES.withdrawalConditionsUnmet,
      return_message: WITHDRAWAL_MESSAGES.unmet,
    });
    const [member] = await t.database.db.select().from(members).where(eq(members.memberNo, partner.memberNo));
    expect(member!.status).toBe('active');
  });

  it('asks for the password again', async () => {
    const partner = await newPartner(t.app);
    const refused = await withdraw(partner.auth, 'wrong-password-1!');
    expect(refused.json()).toMatchObject({
      return_code: RETURN_CODES.withdrawalWrongPassword,
      return_message: WITHDRAWAL_MESSAGES.wrongPassword,
    });
    expect((await withdraw(partner.auth, '')).statusCode).toBe(400);
  });

  it('anonymises the account, deletes cases, photos and cards, ends the sessions, keeps the payments; the login is refused and the same person may join again, linked', async () => {
    const person = newTestPerson();
    const partner = await newPartner(t.app, {}, person);
    const files = await caseWithPhoto(partner.partnerId);
    await t.database.db.insert(billingCards).values({
      partnerId: partner.partnerId,
      billingKey: `BIKYunknown${partner.partnerId}`,
      alias: '법인카드',
      maskedNumber: '************1234',
      registrationType: 'corporate',
      position: 1,
      createdAt: t.clock.now(),
    });
    const order = await placeOrder(t.app, partner, 'bank_transfer');
    // A deposit awaited blocks; cancelled, the record stays.
    await t.database.db.update(orders).set({ status: 'expired' }).where(eq(orders.orderNo, order.order_no));
    const [before] = await t.database.db
      .select()
      .from(partners)
      .where(eq(partners.partnerId, partner.partnerId));

    const done = await withdraw(partner.auth, partner.payload.password);
    expect(done.json()).toMatchObject({ return_code: 0, data: { withdrawn: true } });

    const [member] = await t.database.db.select().from(members).where(eq(members.memberNo, partner.memberNo));
    expect(member).toMatchObject({ status: 'withdrawn', name: '탈퇴회원', passwordHash: '' });
    expect(member!.memberId).not.toBe(partner.memberId);
    const [after] = await t.database.db
      .select()
      .from(partners)
      .where(eq(partners.partnerId, partner.partnerId));
    expect(after).toMatchObject({
      partnerName: '탈퇴회원',
      ceoName: '탈퇴회원',
      phoneNo: '',
      taxBillEmail: '',
      ceoIdentityDi: null,
    });
    expect(after!.bizNo).not.toBe(before!.bizNo);
    const cases = await t.database.db
      .select()
      .from(constructionCases)
      .where(eq(constructionCases.partnerId, partner.partnerId));
    expect(cases.every((row) => row.deletedAt !== null)).toBe(true);
    expect(
      await t.database.db.select().from(casePhotos).where(eq(casePhotos.partnerId, partner.partnerId)),
    ).toEqual([]);
    for (const key of files) expect(existsSync(join(t.storageRoot, key))).toBe(false);
    const [card] = await t.database.db
      .select()
      .from(billingCards)
      .where(eq(billingCards.partnerId, partner.partnerId));
    expect(card).toMatchObject({
      active: false,
      removedAt: expect.any(Date),
      keyExpiredAt: expect.any(Date),
    });
    const kept = await t.database.db.select().from(orders).where(eq(orders.partnerId, partner.partnerId));
    expect(kept.map((row) => row.orderNo)).toEqual([order.order_no]);
    const [withdrawal] = await t.database.db
      .select()
      .from(withdrawnAccounts)
      .where(eq(withdrawnAccounts.partnerId, partner.partnerId));
    expect(withdrawal!.identityHash).toMatch(/^[\w-]{43}$/);
    expect(withdrawal!.identityHash).not.toContain(before!.ceoIdentityDi!);
    const live = await t.database.db
      .select()
      .from(sessions)
      .where(and(eq(sessions.memberNo, partner.memberNo)));
    expect(live.every((row) => row.revokedAt !== null)).toBe(true);
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'partner.withdraw'), eq(auditLog.targetId, String(partner.partnerId))));
    expect(audit!.after).toEqual({ cases: 1, photos: 1, cards: 1 });

    // The old token and the login are refused.
    expect((await conditions(partner.auth)).statusCode).toBe(401);
    const login = await t.app.inject({
      method: 'POST',
      url: '/member-api/api/v1/ceologin',
      payload: { username: partner.payload.account, password: partner.payload.password },
    });
    expect(login.statusCode).toBe(401);

    // The same person and business join again: allowed, starting empty, linked to the withdrawal.
    const again = await signUp(
      t.app,
      { account: partner.payload.account, biz_no: partner.payload.biz_no },
      person,
    );
    const [linked] = await t.database.db
      .select()
      .from(withdrawnAccounts)
      .where(eq(withdrawnAccounts.partnerId, partner.partnerId));
    expect(linked!.rejoinedMemberNo).toBe(again.memberNo);
    const session = await logIn(t.app, partner.payload.account, partner.payload.password);
    expect(session.memberNo).toBe(again.memberNo);
  });
});

describe('idle logout', () => {
  const refresh = (token: string) =>
    t.app.inject({
      method: 'POST',
      url: `/member-api/api/v1/refreshToken?refreshToken=${encodeURIComponent(token)}`,
    });
  const poke = (auth: Record<string, string>, background = false) =>
    t.app.inject({
      method: 'GET',
      url: '/partner-api/authapi/partner/withdrawal/conditions',
      headers: { ...auth, ...(background ? { [BACKGROUND_REQUEST_HEADER]: '1' } : {}) },
    });
  const MINUTE = 60_000;

  it('refuses a refresh after 60 minutes without activity, with the session-expired code', async () => {
    const partner = await newPartner(t.app);
    t.clock.advance(59 * MINUTE);
    const renewed = await refresh(partner.refreshToken);
    expect(renewed.statusCode).toBe(200);
    t.clock.advance(2 * MINUTE);
    const refused = await refresh(renewed.json().context.refresh_token);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().code).toBe(ERROR_CODES.refreshTokenInvalid);
  });

  it('counts what the person does, not the background polls', async () => {
    const active = await newPartner(t.app);
    const polled = await newPartner(t.app);
    t.clock.advance(40 * MINUTE);
    expect((await poke(active.auth)).statusCode).toBe(200);
    expect((await poke(polled.auth, true)).statusCode).toBe(200);
    t.clock.advance(30 * MINUTE);
    expect((await refresh(active.refreshToken)).statusCode).toBe(200);
    expect((await refresh(polled.refreshToken)).statusCode).toBe(401);
  });
});
