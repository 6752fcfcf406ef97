/**
 * The shell's first load: each part is what the partner's own call answers at that moment (for two
 * partners whose popups and promotions differ, on two placements), nothing is answered without a
 * session, and an unknown placement is refused in Korean.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoContent } from '../../seed/demo-content.js';
import { seedDemoPopups } from '../../seed/demo-popups.js';
import { givePaidPlan } from '../../test-support/subscriptions.js';
import { createTestApp, newPartner, type TestApp } from '../../test-support/test-app.js';

let t: TestApp;
type Partner = Awaited<ReturnType<typeof newPartner>>;
let withPlan: Partner;
let newcomer: Partner;

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set('2026-11-26T01:00:00Z');
  withPlan = await newPartner(t.app);
  newcomer = await newPartner(t.app);
  await givePaidPlan(t, withPlan.partnerId, '2026-11-01', '2026-11-30');
  await seedDemoContent(t.database.db, t.clock, t.app.context.storage);
  await seedDemoPopups(t.database.db, t.clock, t.app.context.storage);
});
afterAll(() => t.close());

const SHELL = '/partner-api/authapi/partner/shell';

async function data(url: string, partner: Partner) {
  const answer = await t.app.inject({ method: 'GET', url, headers: partner.auth });
  expect(answer.statusCode, `${url}: ${answer.body}`).toBe(200);
  return answer.json().data;
}

describe('the shell in one call', () => {
  it.each([
    ['a partner with a plan', () => withPlan, 'intro'],
    ['a new partner', () => newcomer, 'payment'],
  ])('answers for %s what each of its calls answers (%s)', async (_who, partner, placement) => {
    const shell = await data(`${SHELL}?placement=${placement}`, partner());
    expect(shell.partner).toEqual(await data('/partner-api/authapi/partner/mypartner', partner()));
    expect(shell.ad_plan).toEqual(await data('/partner-api/authapi/partner/adPlan', partner()));
    expect(shell.popups).toEqual(
      await data(`/partner-api/authapi/partner/popups?placement=${placement}`, partner()),
    );
    expect(shell.notices).toEqual(
      await data('/partner-api/authapi/article/partner_notice/list?page_index=0&page_size=5', partner()),
    );
    expect(shell.events).toEqual(await data('/service-api/event/list/0/12/2', partner()));
    expect(shell.promotions).toEqual(await data('/partner-api/promotion', partner()));
    // The seeded content is there to compare: an empty answer would match an empty one.
    expect(shell.notices.list.length).toBeGreaterThan(0);
    expect(shell.events.list.length).toBeGreaterThan(0);
    expect(shell.popups.length).toBeGreaterThan(0);
  });

  it('is the caller’s own: the two partners get their own records', async () => {
    const first = await data(`${SHELL}?placement=main`, withPlan);
    const second = await data(`${SHELL}?placement=main`, newcomer);
    expect(first.partner.partner_id).toBe(withPlan.partnerId);
    expect(second.partner.partner_id).toBe(newcomer.partnerId);
  });

  it('answers nothing without a session, and refuses an unknown placement in Korean', async () => {
    const anonymous = await t.app.inject({ method: 'GET', url: `${SHELL}?placement=intro` });
    expect(anonymous.statusCode).toBe(401);
    const wrong = await t.app.inject({
      method: 'GET',
      url: `${SHELL}?placement=home`,
      headers: newcomer.auth,
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toContain('노출 위치는 intro, main, payment 중 하나입니다.');
  });
});
