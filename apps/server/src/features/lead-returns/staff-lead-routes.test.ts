import { staffLeadListSchema, staffLeadSummarySchema } from '@partner-portal/contract/leads-api';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { insertLead } from '../../test-support/leads.js';
import { addStaff, staffHeaders } from '../../test-support/staff.js';
import { createTestApp, newPartner, type TestApp } from '../../test-support/test-app.js';

let t: TestApp;
type Partner = Awaited<ReturnType<typeof newPartner>>;
let first: Partner;
let second: Partner;
let operations: { authorization: string };
let content: { authorization: string };
// Monday 2 November 2026, 14:00 in Seoul.
const NOW = '2026-11-02T05:00:00Z';
const kst = (wall: string) => new Date(`${wall}+09:00`);

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(NOW);
  await addStaff(t, 'ops_lee', ['operations']);
  await addStaff(t, 'editor_choi', ['content']);
  [operations, content] = [await staffHeaders(t, 'ops_lee'), await staffHeaders(t, 'editor_choi')];
  [first, second] = [await newPartner(t.app), await newPartner(t.app)];

  // The first partner: four answered leads in the last 30 days (30, 90, 200 and 300 business
  // minutes), one unanswered past its due time, one still new and within it.
  const answered = (wall: string, minutes: number, extra = {}) =>
    insertLead(t, first.partnerId, {
      receivedAt: kst(wall),
      firstResponseAt: kst(wall),
      firstResponseMinutes: minutes,
      ...extra,
    });
  await answered('2026-10-20T10:00:00', 30, { status: 'contracted' });
  await answered('2026-10-21T10:00:00', 90);
  await answered('2026-10-22T10:00:00', 200, { status: 'declined', acceptedAt: null });
  await answered('2026-10-23T10:00:00', 300);
  await insertLead(t, first.partnerId, {
    receivedAt: kst('2026-10-26T09:00:00'),
    status: 'expired',
    acceptedAt: null,
    firstResponseAt: null,
    firstResponseMinutes: null,
    customerName: '정하늘',
  });
  await insertLead(t, first.partnerId, {
    receivedAt: kst('2026-11-02T13:00:00'),
    status: 'new',
    acceptedAt: null,
    firstResponseAt: null,
    firstResponseMinutes: null,
    productKey: 'AD_PREMIUM_3M',
    customerName: '한가람',
  });
  // Older than 30 days: in the months' figures, not in the response figures.
  await answered('2026-09-10T10:00:00', 600);
  // The second partner: one lead, answered at once.
  await insertLead(t, second.partnerId, {
    receivedAt: kst('2026-10-30T10:00:00'),
    firstResponseAt: kst('2026-10-30T10:00:00'),
  });
});
afterAll(() => t.close());
beforeEach(() => t.clock.set(NOW));

const get = (url: string, headers: Record<string, string> = operations) =>
  t.app.inject({ method: 'GET', url: `/staff-api${url}`, headers });

describe('who may open 리드 현황', () => {
  it('answers 401 without a token and 403 to a partner or a staff member without the operations role', async () => {
    for (const url of ['/leads', '/leads/summary']) {
      expect((await get(url, {})).statusCode, url).toBe(401);
      expect((await get(url, first.auth)).statusCode, url).toBe(403);
      expect((await get(url, content)).statusCode, url).toBe(403);
    }
  });
});

describe("every partner's leads", () => {
  it('lists them newest first with the partner and the clock, never a customer name', async () => {
    const response = await get(`/leads?partner_id=${first.partnerId}`);
    expect(response.statusCode).toBe(200);
    const list = staffLeadListSchema.strict().parse(response.json().data);
    expect(list.total).toBe(7);
    expect(list.items.map((r) => r.received_at)).toEqual(
      [...list.items.map((r) => r.received_at)].sort().reverse(),
    );
    const [newest] = list.items;
    expect(newest).toMatchObject({
      partner_id: first.partnerId,
      status: 'new',
      product_key: 'AD_PREMIUM_3M',
      plan_name: '상단노출 프리미엄 3개월',
      area_pyeong: 25.7,
      // Received 13:00, due 17:00; at 14:00 three business hours are left.
      clock: { business_minutes_left: 180, first_response_at: null, on_time: true },
    });
    expect(newest!.company_name).toBeTruthy();
    for (const name of ['정하늘', '한가람', '정*늘', '한*람', '김민수', '김*수']) {
      expect(response.body).not.toContain(name);
    }
    const expired = list.items.find((r) => r.status === 'expired')!;
    expect(expired.clock).toMatchObject({ business_minutes_left: null, on_time: false });
  });

  it('filters by status and Seoul days of receipt, and pages', async () => {
    const declined = staffLeadListSchema.parse((await get('/leads?status=declined')).json().data);
    expect(declined.items.map((r) => r.partner_id)).toEqual([first.partnerId]);
    const days = staffLeadListSchema.parse((await get('/leads?from=2026-10-30&to=2026-10-30')).json().data);
    expect(days.items.map((r) => r.partner_id)).toEqual([second.partnerId]);
    const page = staffLeadListSchema.parse(
      (await get(`/leads?partner_id=${first.partnerId}&size=3&page=3`)).json().data,
    );
    expect(page).toMatchObject({ total: 7, page: 3, size: 3 });
    expect(page.items).toHaveLength(1);
    expect((await get('/leads?from=2026-13-01')).statusCode).toBe(400);
  });
});

describe('리드 현황 summary', () => {
  it('gives the returns across partners and each partner’s response rate within 4 business hours and median', async () => {
    const response = await get('/leads/summary?months=3');
    expect(response.statusCode).toBe(200);
    const summary = staffLeadSummarySchema.parse(response.json().data);
    expect(summary.months).toEqual(['2026-09', '2026-10', '2026-11']);
    const ours = summary.partners.filter((p) => [first.partnerId, second.partnerId].includes(p.partner_id));
    expect(ours).toEqual([
      {
        partner_id: first.partnerId,
        company_name: expect.any(String),
        leads: 7,
        // Not the declined, expired and new ones.
        accepted: 4,
        contracts: 1,
        // Counted: four answered and one late; within 240 minutes: 30 and 90 and 200.
        rate_within_limit: 3 / 5,
        // 30, 90, 200, 300 → (90 + 200) / 2.
        median_first_response_minutes: 145,
        cost_won: 0,
      },
      {
        partner_id: second.partnerId,
        company_name: expect.any(String),
        leads: 1,
        accepted: 1,
        contracts: 0,
        rate_within_limit: 1,
        median_first_response_minutes: 0,
        cost_won: 0,
      },
    ]);
    // The overall rows hold at least these partners' leads, month by month.
    const october = summary.overall.filter((r) => r.month === '2026-10');
    expect(october.reduce((s, r) => s + r.leads, 0)).toBeGreaterThanOrEqual(6);
  });
});
