import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addStaff, staffHeaders } from '../../test-support/staff.js';
import { createTestApp, newPartner, placeOrder, type TestApp } from '../../test-support/test-app.js';

let t: TestApp;
let staffAuth: { authorization: string };

beforeAll(async () => {
  t = await createTestApp();
  await addStaff(t, 'staff_desk', ['operations']);
});
afterAll(() => t.close());
beforeEach(async () => {
  t.clock.set('2026-11-04T01:00:00Z');
  staffAuth = await staffHeaders(t, 'staff_desk');
});

type Partner = Awaited<ReturnType<typeof newPartner>>;
const buy = (p: Partner, method: 'card' | 'bank_transfer') => placeOrder(t.app, p, method);
const get = (url: string, headers: Record<string, string> = staffAuth) =>
  t.app.inject({ method: 'GET', url: `/staff-api${url}`, headers });

describe('who may see the dashboard', () => {
  it('answers 401 without a token and 403 to a partner token', async () => {
    const p = await newPartner(t.app);
    expect((await get('/dashboard', {})).statusCode).toBe(401);
    expect((await get('/dashboard', p.auth)).statusCode).toBe(403);
  });
});

describe('dashboard', () => {
  it('counts this week’s sign-ups, deposits awaited and paid orders by Seoul day', async () => {
    const before = (await get('/dashboard')).json().data;
    const p = await newPartner(t.app);
    await buy(p, 'bank_transfer');
    const after = (await get('/dashboard')).json();
    expect(after.return_code).toBe(0);
    expect(after.data.week_start).toBe('2026-11-02');
    expect(after.data.partners_this_week).toBe(before.partners_this_week + 1);
    expect(after.data.awaiting_deposits).toBe(before.awaiting_deposits + 1);
    expect(after.data.daily).toHaveLength(14);
    expect(after.data.daily.at(-1).date).toBe('2026-11-04');
    expect(after.data).toMatchObject({
      refunds_issued: expect.any(Number),
      failed_renewals: expect.any(Number),
    });
  });
});
