/**
 * The lead inbox's server side: the marketplace's lead (photos, idempotency, the plan check), the
 * partner's inbox and a lead's page (filters, search, another partner's lead, the contact and its
 * relay number, answers, status moves, notes), the response figures and clock, the minute job and
 * the live stream.
 */
import { existsSync, readdirSync } from 'node:fs';
import { get as httpGet, type IncomingMessage } from 'node:http';
import { join } from 'node:path';
import { RETURN_CODES } from '@partner-portal/contract/api-constants';
import type { LeadDetail, LeadList, LeadStreamEvent } from '@partner-portal/contract/leads-api';
import { LEAD_MESSAGES } from '@partner-portal/contract/leads-constants';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { estimates, leadRelays } from '../../db/tables/estimates.js';
import { jpegWithGps, png } from '../../test-support/images.js';
import { queuedOf } from '../../test-support/outbox.js';
import { givePaidPlan } from '../../test-support/subscriptions.js';
import { createTestApp, logIn, newPartner, type TestApp } from '../../test-support/test-app.js';
import { expireLeads, remindDueLeads, remindNextContacts, retryRelays } from './lead-jobs.js';

const TOKEN = 'marketplace-service-token-0123456789abcdef';
const INGEST = '/service-api/internal/estimates';
const LEADS = '/partner-api/authapi/leads';
/** The test clock's start: Monday 2 November 2026, 10:00 in Seoul. */
const MONDAY_10 = '2026-11-02T10:00:00+09:00';

let t: TestApp;
beforeAll(async () => {
  // Trace level: every line the server can write is captured, to show the customer never reaches one.
  t = await createTestApp({ marketplaceServiceToken: TOKEN, logLevel: 'trace' });
});
afterAll(() => t.close());

type Partner = Awaited<ReturnType<typeof newPartner>>;

/** A partner holding a plan through 2026: nationwide, or in one district. */
async function planHolder(region?: { sido: string; sigungu: string }, productKey = 'MONTHLY_STANDARD') {
  const p = await newPartner(t.app);
  await givePaidPlan(t, p.partnerId, '2026-01-01', '2026-12-31', productKey, region);
  return p;
}

let sequence = 0;
const leadOf = (p: { partnerId: number }, overrides: object = {}) => ({
  lead_id: `MK-LEAD-${++sequence}`,
  partner_id: p.partnerId,
  product_key: 'MONTHLY_STANDARD',
  received_at: t.clock.now().toISOString(),
  region: { sido: '서울특별시', sigungu: '마포구' },
  construction_type: '욕실',
  space_type: '아파트',
  area_m2: 84.97,
  rooms: ['욕실', '주방'],
  desired_start: '2026-12-01',
  budget_min_won: 3_000_000,
  budget_max_won: 5_000_000,
  description: '욕실 2곳 전체 리모델링과 주방 상판 교체를 원합니다.',
  photos: [] as string[],
  customer_name: '김민수',
  customer_phone: '010-1234-5678',
  ...overrides,
});
const ingest = (payload: object) =>
  t.app.inject({ method: 'POST', url: INGEST, headers: { authorization: `Bearer ${TOKEN}` }, payload });
/** Records a lead and answers its number. */
async function received(p: { partnerId: number }, overrides: object = {}): Promise<number> {
  const answer = await ingest(leadOf(p, overrides));
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().data.estimate_no;
}

/** A fresh session at the test clock's time (an access token lives an hour). */
const session = async (p: Partner) => (await logIn(t.app, p.payload.account, p.payload.password)).auth;
const get = (auth: Record<string, string>, url: string) =>
  t.app.inject({ method: 'GET', url, headers: auth });
const post = (auth: Record<string, string>, url: string, payload?: object) =>
  t.app.inject({ method: 'POST', url, headers: auth, ...(payload ? { payload } : {}) });
const detail = async (auth: Record<string, string>, no: number): Promise<LeadDetail> => {
  const answer = await get(auth, `${LEADS}/${no}`);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().data;
};
const list = async (auth: Record<string, string>, query = ''): Promise<LeadList> => {
  const answer = await get(auth, `${LEADS}${query ? `?${query}` : ''}`);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().data;
};
const kinds = (lead: LeadDetail) => lead.timeline.map((event) => event.kind);
const jobDeps = () => ({
  db: t.database.db,
  clock: t.clock,
  cipher: t.app.context.cipher,
  relay: t.app.context.relay,
});

describe('the marketplace records a lead', () => {
  it('stores what a renovation quote needs, the contact encrypted and masked, the photos re-encoded, and never logs the customer', async () => {
    t.clock.set(MONDAY_10);
    const p = await planHolder();
    const photos = [
      (await jpegWithGps()).toString('base64'),
      `data:image/png;base64,${(await png()).toString('base64')}`,
    ];
    const no = await received(p, { photos });

    const [row] = await t.database.db.select().from(estimates).where(eq(estimates.estimateNo, no));
    expect(row).toMatchObject({
      productKey: 'MONTHLY_STANDARD',
      spaceType: '아파트',
      areaM2: 84.97,
      rooms: ['욕실', '주방'],
      desiredStart: '2026-12-01',
      status: 'new',
      customerNameMasked: '김*수',
      // Four business hours after Monday 10:00.
      dueAt: new Date('2026-11-02T14:00:00+09:00'),
    });
    expect(t.app.context.cipher.decrypt(row!.customerNameEnc!)).toBe('김민수');
    expect(t.app.context.cipher.decrypt(row!.customerPhoneEnc!)).toBe('01012345678');
    expect(row!.photos).toHaveLength(2);
    expect(row!.photos[0]).toMatchObject({ width: 800, height: 600, key: expect.stringMatching(/^leads\//) });

    // The photo comes back as WebP to its partner only, and never under the public uploads.
    const auth = p.auth;
    const image = await get(auth, `${LEADS}/${no}/photos/0`);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    expect(image.rawPayload.subarray(8, 12).toString('latin1')).toBe('WEBP');
    // Re-encoded: the phone's GPS block is gone.
    expect(image.rawPayload.includes(Buffer.from('GPS'))).toBe(false);
    expect((await get(auth, `${LEADS}/${no}/photos/2`)).statusCode).toBe(404);
    const other = await planHolder();
    expect((await get(other.auth, `${LEADS}/${no}/photos/0`)).statusCode).toBe(404);
    expect((await get({}, `/uploads/${row!.photos[0]!.key}`)).statusCode).toBe(404);

    const view = await detail(auth, no);
    expect(view.photos).toEqual([
      { url: `${LEADS}/${no}/photos/0`, width: 800, height: 600 },
      { url: `${LEADS}/${no}/photos/1`, width: 64, height: 64 },
    ]);
    expect(view).toMatchObject({
      customer_name: '김*수',
      contact: null,
      area_pyeong: 25.7,
      plan_name: '스탠다드',
    });
    expect(kinds(view)).toEqual(['received', 'viewed']);

    const logs = t.logs();
    for (const secret of ['김민수', '01012345678', '010-1234-5678', photos[0]!.slice(0, 40)])
      expect(logs).not.toContain(secret);
  });

  it('masks two-letter and longer names', async () => {
    const p = await planHolder();
    const nos = [
      await received(p, { customer_name: '이솔' }),
      await received(p, { customer_name: '남궁민수' }),
    ];
    const rows = await Promise.all(
      nos.map(
        async (no) => (await t.database.db.select().from(estimates).where(eq(estimates.estimateNo, no)))[0]!,
      ),
    );
    expect(rows.map((row) => row.customerNameMasked)).toEqual(['이*', '남**수']);
  });

  it('refuses the whole lead for one bad photo, in Korean, and stores nothing', async () => {
    const p = await planHolder();
    const good = (await png()).toString('base64');
    const notImage = Buffer.from('just some text, not a picture').toString('base64');
    const bad = await ingest(leadOf(p, { photos: [good, notImage] }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('사진 2: 이미지 파일(JPG, PNG, WEBP)만 올릴 수 있습니다.');
    const garbled = await ingest(leadOf(p, { photos: ['%%% not base64 %%%'] }));
    expect(garbled.statusCode).toBe(400);
    expect(garbled.json().message).toBe('사진 1: 사진 데이터(base64)를 읽을 수 없습니다.');
    expect(await t.database.db.select().from(estimates).where(eq(estimates.partnerId, p.partnerId))).toEqual(
      [],
    );
    const folder = join(t.storageRoot, 'leads', String(p.partnerId));
    expect(existsSync(folder) ? readdirSync(folder) : []).toEqual([]);
  });

  it('answers a replay with the first lead, photos included, and refuses other content under the same id', async () => {
    const p = await planHolder();
    const payload = leadOf(p, { photos: [(await png()).toString('base64')] });
    const first = await ingest(payload);
    const replay = await ingest(payload);
    expect(replay.json().data).toEqual({ estimate_no: first.json().data.estimate_no, created: false });
    for (const change of [
      { customer_phone: '010-9999-8888' },
      { rooms: ['욕실'] },
      { photos: [(await png(32, 32)).toString('base64')] },
    ]) {
      const other = await ingest({ ...payload, ...change });
      expect(other.statusCode).toBe(409);
      expect(other.json().message).toBe('같은 리드 번호로 다른 내용이 이미 등록되어 있습니다.');
    }
    expect(
      await t.database.db.select().from(estimates).where(eq(estimates.partnerId, p.partnerId)),
    ).toHaveLength(1);
    expect(await queuedOf(t, 'lead.received', { partnerId: p.partnerId })).toHaveLength(1);
    // Only the first copy's photo is kept.
    expect(readdirSync(join(t.storageRoot, 'leads', String(p.partnerId)))).toHaveLength(1);
  });

  it('refuses a lead for a partner without an active plan of that product in that region (409, 1701)', async () => {
    const refusedFor = async (partner: { partnerId: number }, overrides: object = {}) => {
      const answer = await ingest(leadOf(partner, overrides));
      expect(answer.statusCode).toBe(409);
      expect(answer.json()).toMatchObject({
        code: RETURN_CODES.leadNoPlan,
        message: LEAD_MESSAGES.noPlanInRegion,
      });
    };
    await refusedFor(await newPartner(t.app));
    const gangnam = await planHolder({ sido: '서울특별시', sigungu: '강남구' });
    await refusedFor(gangnam);
    await refusedFor(gangnam, {
      region: { sido: '서울특별시', sigungu: '강남구' },
      product_key: 'MONTHLY_BASIC',
    });
    expect(
      (await ingest(leadOf(gangnam, { region: { sido: '서울특별시', sigungu: '강남구' } }))).statusCode,
    ).toBe(200);
    const ended = await newPartner(t.app);
    await givePaidPlan(t, ended.partnerId, '2026-01-01', '2026-11-01');
    await refusedFor(ended);
    expect(await queuedOf(t, 'lead.received', { partnerId: ended.partnerId })).toEqual([]);
    const unknown = await ingest(leadOf({ partnerId: 999_999 }));
    expect(unknown.statusCode).toBe(404);
  });
});

describe('the inbox', () => {
  it('lists newest first with tabs, filters and search over number, district and description, and counts the new ones', async () => {
    t.clock.set(MONDAY_10);
    const p = await planHolder();
    const at = (day: string) => `${day}T11:00:00+09:00`;
    const mapo = await received(p, { received_at: at('2026-10-20'), description: '주방 싱크대 교체' });
    const gangnam = await received(p, {
      received_at: at('2026-10-25'),
      region: { sido: '서울특별시', sigungu: '강남구' },
      space_type: '빌라',
      description: '현관 중문 설치',
    });
    const busan = await received(p, {
      received_at: at('2026-11-01'),
      region: { sido: '부산광역시', sigungu: '해운대구' },
      space_type: '상가',
      description: '상가 바닥 공사',
    });
    await received(await planHolder(), { description: '주방 싱크대 교체' });
    const auth = await session(p);
    expect((await post(auth, `${LEADS}/${gangnam}/accept`)).statusCode).toBe(200);

    const all = await list(auth);
    expect(all.items.map((row) => row.lead_no)).toEqual([busan, gangnam, mapo]);
    expect(all).toMatchObject({ total: 3, new_count: 2, page: 1, size: 20 });
    const numbers = async (query: string) => (await list(auth, query)).items.map((row) => row.lead_no);
    expect(await numbers('tab=new')).toEqual([busan, mapo]);
    expect(await numbers('tab=active')).toEqual([gangnam]);
    expect(await numbers('status=accepted')).toEqual([gangnam]);
    expect(await numbers('tab=closed&status=accepted')).toEqual([]);
    expect(await numbers(`sido=${encodeURIComponent('부산광역시')}`)).toEqual([busan]);
    expect(await numbers(`sigungu=${encodeURIComponent('강남구')}`)).toEqual([gangnam]);
    expect(await numbers(`space_type=${encodeURIComponent('상가')}`)).toEqual([busan]);
    expect(await numbers('from=2026-10-25&to=2026-10-31')).toEqual([gangnam]);
    expect(await numbers(`q=${mapo}`)).toEqual([mapo]);
    expect(await numbers(`q=${encodeURIComponent('해운대')}`)).toEqual([busan]);
    expect(await numbers(`q=${encodeURIComponent('싱크대')}`)).toEqual([mapo]);
    expect(await numbers(`q=${encodeURIComponent('%')}`)).toEqual([]);
    const second = await list(auth, 'size=2&page=2');
    expect(second).toMatchObject({ total: 3, page: 2, items: [expect.objectContaining({ lead_no: mapo })] });
    // The new-lead badge counts every new lead, whatever the filter.
    expect((await list(auth, 'tab=active')).new_count).toBe(2);
    expect((await get(auth, `${LEADS}?space_type=${encodeURIComponent('궁전')}`)).statusCode).toBe(400);
  });

  it("answers another partner's lead as not found, on every call", async () => {
    const owner = await planHolder();
    const no = await received(owner);
    const other = await planHolder();
    const calls = [
      get(other.auth, `${LEADS}/${no}`),
      post(other.auth, `${LEADS}/${no}/accept`),
      post(other.auth, `${LEADS}/${no}/decline`, { reason: '일정 불가' }),
      post(other.auth, `${LEADS}/${no}/status`, { status: 'contacted' }),
      post(other.auth, `${LEADS}/${no}/notes`, { text: '메모' }),
      get(other.auth, `${LEADS}/999999`),
    ];
    for (const answer of await Promise.all(calls)) {
      expect(answer.statusCode).toBe(404);
      expect(answer.json().message).toBe(LEAD_MESSAGES.notFound);
    }
    expect((await list(other.auth)).items).toEqual([]);
    const [row] = await t.database.db.select().from(estimates).where(eq(estimates.estimateNo, no));
    expect(row).toMatchObject({ status: 'new', viewedAt: null, nextContactOn: null });
  });
});

describe('answering a lead', () => {
  it('shows the full name and a relay number valid 7 days once accepted, records each reveal once a day, and accepts once', async () => {
    t.clock.set(MONDAY_10);
    const p = await planHolder();
    const no = await received(p);
    t.clock.set('2026-11-02T10:45:00+09:00');
    const auth = await session(p);
    const before = await detail(auth, no);
    expect(before).toMatchObject({ status: 'new', contact: null, customer_name: '김*수', moves: [] });

    const accepted = await post(auth, `${LEADS}/${no}/accept`);
    expect(accepted.statusCode).toBe(200);
    const lead: LeadDetail = accepted.json().data;
    expect(lead).toMatchObject({
      status: 'accepted',
      customer_name: '김*수',
      contact: {
        customer_name: '김민수',
        relay_number: expect.stringMatching(/^0508-\d{4}-\d{4}$/),
        relay_expires_at: '2026-11-09T01:45:00.000Z',
      },
      moves: ['contacted', 'quoted', 'contracted', 'lost'],
      clock: { first_response_business_minutes: 45, business_minutes_left: null, on_time: true },
    });
    expect(kinds(lead)).toEqual(['received', 'viewed', 'accepted', 'contact_revealed']);
    // The customer's own number never leaves the server.
    expect(accepted.body).not.toContain('01012345678');

    await detail(auth, no);
    t.clock.set('2026-11-03T10:00:00+09:00');
    const nextDay = await detail(await session(p), no);
    expect(kinds(nextDay).filter((kind) => kind === 'contact_revealed')).toHaveLength(2);
    expect(nextDay.contact?.relay_number).toBe(lead.contact?.relay_number);

    const again = await post(await session(p), `${LEADS}/${no}/accept`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: RETURN_CODES.leadAnswerRefused,
      message: LEAD_MESSAGES.notNew,
    });
    const decline = await post(await session(p), `${LEADS}/${no}/decline`, { reason: '일정 불가' });
    expect(decline.json().message).toBe(LEAD_MESSAGES.notNew);
  });

  it('keeps the accept when the relay provider fails, and issues the number on the next read or by the job', async () => {
    t.clock.set(MONDAY_10);
    const p = await planHolder();
    // The sandbox's pool is exhausted for the first request for a number ending in 0000.
    const [byRead, byJob] = [
      await received(p, { customer_phone: '010-5555-0000' }),
      await received(p, { customer_phone: '010-6666-0000' }),
    ];
    const auth = await session(p);
    for (const no of [byRead, byJob]) {
      const accepted = await post(auth, `${LEADS}/${no}/accept`);
      expect(accepted.statusCode).toBe(200);
      expect(accepted.json().data).toMatchObject({
        status: 'accepted',
        contact: { customer_name: '김민수', relay_number: null, relay_expires_at: null },
      });
    }
    expect((await detail(auth, byRead)).contact?.relay_number).toMatch(/^0508-/);

    expect(await retryRelays(jobDeps())).toBe(1);
    const [relay] = await t.database.db.select().from(leadRelays).where(eq(leadRelays.estimateNo, byJob));
    expect(relay).toMatchObject({ expiresAt: new Date('2026-11-09T10:00:00+09:00') });
    expect((await detail(auth, byJob)).contact?.relay_number).toBe(relay!.relayNumber);
    expect(await retryRelays(jobDeps())).toBe(0);
  });

  it('never reveals a declined or an expired lead, and refuses their answers as closed', async () => {
    t.clock.set(MONDAY_10);
    const p = await planHolder();
    const declined = await received(p);
    const stale = await received(p, { received_at: '2026-10-25T10:00:00+09:00' });
    const auth = await session(p);

    const decline = await post(auth, `${LEADS}/${declined}/decline`, {
      reason: '기타',
      detail: '자재 수급 곤란',
    });
    expect(decline.json().data).toMatchObject({
      status: 'declined',
      status_reason: '기타: 자재 수급 곤란',
      contact: null,
      clock: { first_response_business_minutes: 0, on_time: true },
    });
    expect((await post(auth, `${LEADS}/${declined}/decline`, { reason: '없는 사유' })).statusCode).toBe(400);

    expect(await expireLeads(jobDeps())).toEqual({ more: false });
    const expired = await detail(auth, stale);
    expect(expired).toMatchObject({ status: 'expired', contact: null });
    expect(kinds(expired)).toContain('expired');
    for (const no of [declined, stale]) {
      const accept = await post(auth, `${LEADS}/${no}/accept`);
      expect(accept.statusCode).toBe(409);
      expect(accept.json().message).toBe(LEAD_MESSAGES.closed);
      expect((await detail(auth, no)).contact).toBeNull();
      expect(kinds(await detail(auth, no))).not.toContain('contact_revealed');
    }
    expect(await t.database.db.select().from(leadRelays).where(eq(leadRelays.estimateNo, declined))).toEqual(
      [],
    );
  });

  it('moves a lead along its stages, timestamped, with a reason for 실패, and refuses the moves its status does not allow', async () => {
    t.clock.set(MONDAY_10);
    const p = await planHolder();
    const no = await received(p);
    const lost = await received(p);
    const auth = await session(p);
    const move = (lead: number, body: object) => post(auth, `${LEADS}/${lead}/status`, body);

    const early = await move(no, { status: 'contacted' });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({
      code: RETURN_CODES.leadAnswerRefused,
      message: LEAD_MESSAGES.acceptFirst,
    });
    await post(auth, `${LEADS}/${no}/accept`);
    expect((await move(no, { status: 'contacted' })).json().data.moves).toEqual([
      'quoted',
      'contracted',
      'lost',
    ]);
    const sideways = await move(no, { status: 'contacted' });
    expect(sideways.json().message).toBe(LEAD_MESSAGES.moveRefused);
    t.clock.advance(60_000);
    await move(no, { status: 'quoted' });
    t.clock.advance(60_000);
    const contracted: LeadDetail = (await move(no, { status: 'contracted' })).json().data;
    expect(contracted).toMatchObject({
      status: 'contracted',
      moves: [],
      contact: { customer_name: '김민수' },
    });
    expect(contracted.timeline.filter((e) => e.kind === 'status').map((e) => [e.status, e.at])).toEqual([
      ['contacted', '2026-11-02T01:00:00.000Z'],
      ['quoted', '2026-11-02T01:01:00.000Z'],
      ['contracted', '2026-11-02T01:02:00.000Z'],
    ]);
    expect((await move(no, { status: 'lost', reason: '가격' })).json().message).toBe(LEAD_MESSAGES.closed);

    await post(auth, `${LEADS}/${lost}/accept`);
    const noReason = await move(lost, { status: 'lost' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().message).toBe('사유를 선택해주세요.');
    const gone: LeadDetail = (await move(lost, { status: 'lost', reason: '다른 업체 선택' })).json().data;
    expect(gone).toMatchObject({ status: 'lost', status_reason: '다른 업체 선택', contact: null });
    expect(gone.timeline.at(-1)).toMatchObject({ kind: 'status', status: 'lost', reason: '다른 업체 선택' });
  });

  it('keeps notes and the next-contact date, on the timeline too', async () => {
    const p = await planHolder();
    const no = await received(p);
    const auth = await session(p);
    const note = (body: object) => post(auth, `${LEADS}/${no}/notes`, body);
    expect((await note({ text: '오후에 현장 방문 희망', next_contact_on: '2026-11-03' })).statusCode).toBe(
      200,
    );
    t.clock.advance(60_000);
    const cleared: LeadDetail = (await note({ next_contact_on: null })).json().data;
    expect(cleared.notes.map((n) => n.text)).toEqual(['오후에 현장 방문 희망']);
    expect(cleared.next_contact_on).toBeNull();
    expect(cleared.timeline.filter((e) => e.kind === 'note').map((e) => e.text)).toEqual([
      '오후에 현장 방문 희망\n다음 연락일: 2026-11-03',
      '다음 연락일 삭제',
    ]);
    const empty = await note({ text: '  ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('메모 또는 다음 연락일을 입력해주세요.');
    expect((await note({ next_contact_on: '2026-13-01' })).statusCode).toBe(400);
  });
});

describe('the response clock and figures', () => {
  it('counts business minutes left at each request, across a weekend', async () => {
    t.clock.set('2026-11-07T17:00:00+09:00'); // Saturday 17:00: one business hour left that day
    const p = await planHolder();
    const no = await received(p);
    t.clock.set('2026-11-07T17:30:00+09:00');
    const row = async () => (await list(await session(p))).items.find((item) => item.lead_no === no)!.clock;
    expect(await row()).toEqual({
      due_at: '2026-11-09T03:00:00.000Z', // Monday 12:00
      business_minutes_left: 30 + 180,
      first_response_at: null,
      first_response_business_minutes: null,
      on_time: true,
    });
    t.clock.set('2026-11-08T15:00:00+09:00'); // Sunday: the clock stands still
    expect((await row()).business_minutes_left).toBe(180);
    t.clock.set('2026-11-09T13:00:00+09:00');
    expect(await row()).toMatchObject({ business_minutes_left: -60, on_time: false });
  });

  it('gives the rate within 4 business hours and the median first response of the settled leads of 30 days', async () => {
    t.clock.set(MONDAY_10);
    const p = await planHolder();
    await received(p, { received_at: '2026-09-20T10:00:00+09:00' }); // outside the window
    const quick = await received(p);
    const late = await received(p);
    await received(p); // never answered: late once 14:00 passes
    t.clock.set('2026-11-02T11:30:00+09:00');
    await received(p); // due 15:30
    t.clock.set('2026-11-02T14:30:00+09:00');
    await received(p); // due Tuesday 09:30: not settled yet
    t.clock.set('2026-11-02T10:30:00+09:00');
    await post(await session(p), `${LEADS}/${quick}/accept`);
    t.clock.set('2026-11-02T15:00:00+09:00');
    const auth = await session(p);
    await post(auth, `${LEADS}/${late}/decline`, { reason: '일정 불가' });

    const summary = (await get(auth, `${LEADS}/summary`)).json().data;
    expect(summary).toEqual({
      window_days: 30,
      counted: 3,
      rate_within_limit: 1 / 3,
      median_first_response_minutes: 165,
      new_count: 4,
      due_soon_count: 1,
    });
    const fresh = await planHolder();
    expect((await get(fresh.auth, `${LEADS}/summary`)).json().data).toMatchObject({
      counted: 0,
      rate_within_limit: null,
      median_first_response_minutes: null,
    });
  });
});

describe('the minute job', () => {
  it('reminds a new lead 30 business minutes before it is due, once', async () => {
    t.clock.set(MONDAY_10);
    const p = await planHolder();
    const no = await received(p);
    const answered = await received(p);
    await post(await session(p), `${LEADS}/${answered}/accept`);
    t.clock.set('2026-11-02T13:29:00+09:00');
    await remindDueLeads(jobDeps());
    expect(await queuedOf(t, 'lead.response_due', { partnerId: p.partnerId })).toEqual([]);
    t.clock.set('2026-11-02T13:30:00+09:00');
    await Promise.all([remindDueLeads(jobDeps()), remindDueLeads(jobDeps())]);
    await remindDueLeads(jobDeps());
    const told = await queuedOf(t, 'lead.response_due', { partnerId: p.partnerId });
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({
      link: `/leads/${no}`,
      payload: { 요청번호: String(no), 마감시각: '2026-11-02 14:00', 지역: '서울특별시 마포구' },
    });
    expect(kinds(await detail(await session(p), no))).toContain('reminder');
  });

  it('reminds the next-contact date at 09:00 Seoul, once per date', async () => {
    t.clock.set(MONDAY_10);
    const p = await planHolder();
    const no = await received(p);
    const auth = await session(p);
    await post(auth, `${LEADS}/${no}/accept`);
    await post(auth, `${LEADS}/${no}/notes`, { next_contact_on: '2026-11-03' });
    t.clock.set('2026-11-03T08:59:00+09:00');
    expect(await remindNextContacts(jobDeps())).toBe(0);
    t.clock.set('2026-11-03T09:00:00+09:00');
    expect(await remindNextContacts(jobDeps())).toBe(1);
    expect(await remindNextContacts(jobDeps())).toBe(0);
    const told = await queuedOf(t, 'lead.next_contact', { partnerId: p.partnerId });
    expect(told).toMatchObject([{ link: `/leads/${no}`, payload: { 요청번호: String(no) } }]);
    // A new date is reminded again on its day.
    await post(await session(p), `${LEADS}/${no}/notes`, { next_contact_on: '2026-11-05' });
    t.clock.set('2026-11-05T09:01:00+09:00');
    expect(await remindNextContacts(jobDeps())).toBe(1);
  });

  it('expires new leads after 7 days, once, and leaves answered ones', async () => {
    t.clock.set('2026-11-01T09:00:00+09:00');
    const p = await planHolder();
    const stale = await received(p);
    const kept = await received(p);
    await post(await session(p), `${LEADS}/${kept}/accept`);
    t.clock.set('2026-11-08T08:59:00+09:00');
    await expireLeads(jobDeps());
    expect((await detail(await session(p), stale)).status).toBe('new');
    t.clock.set('2026-11-08T09:01:00+09:00');
    await Promise.all([expireLeads(jobDeps()), expireLeads(jobDeps())]);
    const auth = await session(p);
    const expired = await detail(auth, stale);
    expect(kinds(expired).filter((kind) => kind === 'expired')).toHaveLength(1);
    expect((await detail(auth, kept)).status).toBe('accepted');
  });
});

describe('the live stream', () => {
  /**
   * Reads `event: lead` messages from an open stream as they arrive. (node:http rather than fetch: an
   * aborted fetch leaves the pool's spare connections open, which holds the server's close.)
   */
  async function openStream(base: string, auth: Record<string, string>) {
    const response = await new Promise<IncomingMessage>((resolve, reject) => {
      const request = httpGet(`${base}${LEADS}/stream`, {
        headers: { ...auth, 'accept-encoding': 'gzip, br' },
      });
      request.on('response', resolve).on('error', reject);
    });
    response.setEncoding('utf8');
    const chunks = response[Symbol.asyncIterator]() as AsyncIterator<string>;
    let buffer = '';
    return {
      response,
      async next(): Promise<LeadStreamEvent | 'ended'> {
        for (;;) {
          const match = /event: lead\ndata: (.*)\n\n/.exec(buffer);
          if (match) {
            buffer = buffer.slice(match.index + match[0].length);
            return JSON.parse(match[1]!);
          }
          const chunk = await chunks.next().catch(() => ({ done: true as const, value: undefined }));
          if (chunk.done) return 'ended';
          buffer += chunk.value;
        }
      },
      close: () => response.destroy(),
    };
  }

  it("sends each new lead to its partner's open streams only, uncompressed, and forgets a stream once closed", async () => {
    t.clock.set(MONDAY_10);
    const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const a = await planHolder();
    const b = await planHolder();
    const streamA = await openStream(base, a.auth);
    const streamB = await openStream(base, b.auth);
    expect(streamA.response.statusCode).toBe(200);
    expect(streamA.response.headers).toMatchObject({
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store, no-transform',
    });
    expect(streamA.response.headers['content-encoding']).toBeUndefined();
    expect(t.app.leadStreams.openCount(a.partnerId)).toBe(1);

    const forA = await received(a);
    expect(await streamA.next()).toEqual({ lead_no: forA, new_count: 1 });
    const forB = await received(b);
    // B's first event is its own lead: A's never reached it.
    expect(await streamB.next()).toEqual({ lead_no: forB, new_count: 1 });

    streamA.close();
    await vi.waitFor(() => expect(t.app.leadStreams.openCount(a.partnerId)).toBe(0), { timeout: 5000 });
    expect(t.app.leadStreams.openCount(b.partnerId)).toBe(1);
    streamB.close();
    await vi.waitFor(() => expect(t.app.leadStreams.openCount()).toBe(0), { timeout: 5000 });
  });

  it('reaches a stream on another instance, and ends it when that instance shuts down', async () => {
    const other = await createTestApp({ database: t.database });
    const base = await other.app.listen({ port: 0, host: '127.0.0.1' });
    const p = await planHolder();
    // The other instance shares the database; its own signing secret means its own session.
    const login = await logIn(other.app, p.payload.account, p.payload.password);
    const stream = await openStream(base, login.auth);
    const no = await received(p);
    expect(await stream.next()).toEqual({ lead_no: no, new_count: 1 });
    await other.close();
    expect(await stream.next()).toBe('ended');
  });
});
