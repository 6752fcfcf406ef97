import { ANALYTICS_RATE_LIMIT } from '@partner-portal/contract/analytics-api';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyticsEvents } from '../../db/tables/analytics.js';
import { addStaff, staffHeaders } from '../../test-support/staff.js';
import { limitAnalyticsCalls } from './analytics-service.js';
import { createTestApp, newPartner, type TestApp } from '../../test-support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await addStaff(t, 'clicks_ops', ['operations']);
  await addStaff(t, 'clicks_content', ['content']);
  await addStaff(t, 'clicks_admin', ['admin']);
});
afterAll(() => t.close());

type Partner = Awaited<ReturnType<typeof newPartner>>;
const postBatch = (p: Partner, payload: unknown, memberNo = p.memberNo) =>
  t.app.inject({
    method: 'POST',
    url: '/partner-api/analytics/batch',
    headers: { ...p.auth, 'member-no': String(memberNo) },
    payload: payload as object,
  });
const rowsOf = (memberNo: number) =>
  t.database.db
    .select()
    .from(analyticsEvents)
    .where(eq(analyticsEvents.memberNo, memberNo))
    .orderBy(analyticsEvents.id);
const click = (typeName: string, typeCode: string) => ({ eventName: 'click', typeName, typeCode });

describe('POST /analytics/batch', () => {
  it("stores every event of the caller's batch, in order, at the server's time", async () => {
    const p = await newPartner(t.app);
    const response = await postBatch(p, {
      events: [
        click('menu', 'mall'),
        click('plan-card', 'MONTHLY_BASIC'),
        { eventName: 'popup', typeName: 'open', typeCode: '7' },
      ],
    });
    expect(response.json()).toMatchObject({ return_code: 0, data: { recorded: 3 } });
    const rows = await rowsOf(p.memberNo);
    expect(rows.map((r) => [r.eventName, r.typeName, r.typeCode])).toEqual([
      ['click', 'menu', 'mall'],
      ['click', 'plan-card', 'MONTHLY_BASIC'],
      ['popup', 'open', '7'],
    ]);
    expect(rows.every((r) => r.createdAt.toISOString() === t.clock.now().toISOString())).toBe(true);
  });

  it("refuses another member's number as not found and stores nothing", async () => {
    const a = await newPartner(t.app);
    const b = await newPartner(t.app);
    const response = await postBatch(a, { events: [click('menu', 'mall')] }, b.memberNo);
    expect(response.statusCode).toBe(404);
    expect(await rowsOf(a.memberNo)).toHaveLength(0);
    expect(await rowsOf(b.memberNo)).toHaveLength(0);
  });

  it('refuses in Korean an empty or oversized batch, control characters and over-long names, storing nothing', async () => {
    const p = await newPartner(t.app);
    const cases: [unknown, string][] = [
      [{ events: [] }, '보낼 이벤트가 없습니다.'],
      [
        { events: Array.from({ length: 51 }, () => click('menu', 'mall')) },
        '이벤트는 한 번에 50개까지 보낼 수 있습니다.',
      ],
      [{ events: [click('menu\nforged log line', 'mall')] }, '유형 이름에 제어 문자는 쓸 수 없습니다.'],
      [
        { events: [{ ...click('menu', 'mall'), eventName: 'x'.repeat(65) }] },
        '이벤트 이름은(는) 64자 이하로 입력해주세요.',
      ],
      [{ events: [{ eventName: 'click', typeName: 'menu' }] }, '유형 코드을(를) 입력해주세요.'],
    ];
    for (const [payload, message] of cases) {
      const response = await postBatch(p, payload);
      expect(response.statusCode, message).toBe(400);
      expect(response.json().message).toBe(message);
    }
    expect(await rowsOf(p.memberNo)).toHaveLength(0);
  });

  it('keeps the spec single-event call working and refuses a control character there too', async () => {
    const p = await newPartner(t.app);
    const single = (body: object) =>
      t.app.inject({
        method: 'POST',
        url: '/partner-api/analytics',
        headers: { ...p.auth, 'member-no': String(p.memberNo) },
        payload: body,
      });
    expect((await single(click('menu', 'mall'))).json().return_code).toBe(0);
    // A line break passes the app-wide guard (multi-line text allows it), not an event name.
    const refused = await single(click('menu', 'mall\n'));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('유형 코드에 제어 문자는 쓸 수 없습니다.');
    expect(await rowsOf(p.memberNo)).toHaveLength(1);
  });

  it('limits one member to its calls per window with a Korean 429, then lets it in again', async () => {
    const p = await newPartner(t.app);
    // The window's calls but one, counted as the routes count them; the last one through the route.
    for (let i = 0; i < ANALYTICS_RATE_LIMIT.limit - 1; i += 1)
      await limitAnalyticsCalls(t.app.context, p.memberNo);
    expect((await postBatch(p, { events: [click('menu', 'mall')] })).statusCode).toBe(200);
    const refused = await postBatch(p, { events: [click('menu', 'mall')] });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe('이벤트 기록 요청이 너무 많습니다. 잠시 후 다시 시도해주세요.');
    // Another member of the same office (same address) is not held back.
    const colleague = await newPartner(t.app);
    expect((await postBatch(colleague, { events: [click('menu', 'mall')] })).statusCode).toBe(200);
    t.clock.advance(ANALYTICS_RATE_LIMIT.windowMinutes * 60_000 + 1000);
    expect((await postBatch(p, { events: [click('menu', 'mall')] })).statusCode).toBe(200);
  });
});

describe('GET /staff-api/analytics/click-counts', () => {
  const counts = (query: string, headers: Record<string, string>) =>
    t.app.inject({ method: 'GET', url: `/staff-api/analytics/click-counts${query}`, headers });

  it('counts per event and type over Korean days, the last 7 by default', async () => {
    const p = await newPartner(t.app);
    const at = (iso: string, events: ReturnType<typeof click>[]) =>
      t.database.db
        .insert(analyticsEvents)
        .values(events.map((e) => ({ memberNo: p.memberNo, ...e, createdAt: new Date(iso) })));
    // 2027-01-03 23:59 Seoul (outside the default week: 01-04 … 01-10) and 01-04 00:00 Seoul (inside).
    await at('2027-01-03T14:59:00Z', [click('menu', 'mall')]);
    await at('2027-01-03T15:00:00Z', [click('menu', 'mall'), click('plan-card', 'MONTHLY_BASIC')]);
    await at('2027-01-10T14:59:00Z', [
      click('menu', 'mall'),
      click('menu', 'mall'),
      { eventName: 'popup', typeName: 'open', typeCode: '3' },
    ]);
    t.clock.set('2027-01-10T05:00:00Z'); // 14:00 in Seoul on 2027-01-10

    const staff = await staffHeaders(t, 'clicks_ops');
    const week = await counts('', staff);
    expect(week.json().data).toEqual({
      from: '2027-01-04',
      to: '2027-01-10',
      total: 5,
      events: [
        {
          event_name: 'click',
          count: 4,
          types: [
            { type_name: 'menu', type_code: 'mall', count: 3 },
            { type_name: 'plan-card', type_code: 'MONTHLY_BASIC', count: 1 },
          ],
        },
        { event_name: 'popup', count: 1, types: [{ type_name: 'open', type_code: '3', count: 1 }] },
      ],
    });
    const oneDay = await counts('?from=2027-01-03&to=2027-01-03', staff);
    expect(oneDay.json().data).toMatchObject({ total: 1, events: [{ event_name: 'click', count: 1 }] });
  });

  it('refuses a reversed, malformed or over-long period in Korean', async () => {
    const staff = await staffHeaders(t, 'clicks_ops');
    const reversed = await counts('?from=2027-01-10&to=2027-01-01', staff);
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().message).toBe('시작일은 종료일보다 늦을 수 없습니다.');
    const malformed = await counts('?from=2027/01/01', staff);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe('날짜는 YYYY-MM-DD 형식으로 입력해주세요.');
    const long = await counts('?from=2025-01-01&to=2027-01-01', staff);
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe('조회 기간은 366일 이내로 선택해주세요.');
  });

  it('is for operations staff only: content and admin staff get 403, partners 403, nobody 401', async () => {
    const p = await newPartner(t.app);
    expect((await counts('', await staffHeaders(t, 'clicks_content'))).statusCode).toBe(403);
    expect((await counts('', await staffHeaders(t, 'clicks_admin'))).statusCode).toBe(403);
    expect((await counts('', p.auth)).statusCode).toBe(403);
    expect((await counts('', {})).statusCode).toBe(401);
  });
});
