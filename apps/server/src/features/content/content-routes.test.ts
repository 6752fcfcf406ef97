/**
 * Content API: who may read and write what (anonymous, partner A and B, staff), what partners see
 * (published only, pinned first, view counted once a day, promotions by grade and ad status) and the
 * record of every staff write.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { members } from '../../db/tables/auth.js';
import { partners } from '../../db/tables/partners.js';
import { auditLog } from '../../db/tables/staff.js';
import { queuedOf } from '../../test-support/outbox.js';
import { addStaff, staffHeaders } from '../../test-support/staff.js';
import { createTestApp, logIn, newPartner, type TestApp } from '../../test-support/test-app.js';
import { announceScheduledContent } from './content-announcements.js';

let t: TestApp;
const STAFF = { member_id: 'staff_lee', password: 'Staff!2026cn' };
let staff: { authorization: string };
type Partner = Awaited<ReturnType<typeof newPartner>>;
let a: Partner;
let b: Partner;

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set('2026-11-20T01:00:00Z');
  await addStaff(t, STAFF.member_id, ['content'], STAFF.password);
  a = await newPartner(t.app);
  b = await newPartner(t.app);
});
afterAll(() => t.close());
beforeEach(async () => {
  t.clock.set('2026-11-20T01:00:00Z');
  staff = await staffHeaders(t, STAFF.member_id);
});

/** Moves the clock and signs everyone in again (access tokens last an hour). */
async function at(time: string) {
  t.clock.set(time);
  staff = await staffHeaders(t, STAFF.member_id);
  a = { ...a, ...(await logIn(t.app, a.payload.account, a.payload.password)) };
  b = { ...b, ...(await logIn(t.app, b.payload.account, b.payload.password)) };
}

const S = '/staff-api/content';
const NOTICES = '/partner-api/authapi/article/partner_notice/list';
const staffCall = (
  method: 'POST' | 'PUT' | 'DELETE' | 'GET',
  url: string,
  payload?: object,
  headers = staff,
) => t.app.inject({ method, url: `${S}${url}`, headers, ...(payload ? { payload } : {}) });
const notice = (title: string, extra: object = {}) => ({
  title,
  body: '<p>본문</p>',
  publish_at: '2026-11-20T00:00:00Z',
  ...extra,
});
const list = (auth: Record<string, string>, query = '') =>
  t.app.inject({ method: 'GET', url: `${NOTICES}${query}`, headers: auth }).then((r) => r.json().data);

describe('staff content API', () => {
  it('refuses anonymous callers and partners, for reading and for writing every kind', async () => {
    for (const kind of ['notices', 'events', 'promotions', 'faqs', 'emergencies']) {
      expect((await t.app.inject({ method: 'GET', url: `${S}/${kind}` })).statusCode).toBe(401);
      const asPartner = await staffCall('POST', `/${kind}`, notice('파트너가 쓴 글'), a.auth);
      expect(asPartner.statusCode).toBe(403);
      expect((await staffCall('GET', `/${kind}`, undefined, a.auth)).statusCode).toBe(403);
      expect((await staffCall('POST', `/${kind}/1/publish`, {}, a.auth)).statusCode).toBe(403);
      expect((await staffCall('DELETE', `/${kind}/1`, undefined, a.auth)).statusCode).toBe(403);
    }
  });

  it('creates a draft, publishes it, unpublishes it and deletes it, recording each step', async () => {
    const created = await staffCall('POST', '/notices', { title: '초안 공지', body: '<p>준비 중</p>' });
    expect(created.statusCode).toBe(200);
    const row = created.json().data;
    expect(row).toMatchObject({ kind: 'notices', title: '초안 공지', publish_at: null, live: false });
    const seen = async () => (await list(a.auth)).list.map((n: { title: string }) => n.title);
    expect(await seen()).not.toContain('초안 공지');

    const published = await staffCall('POST', `/notices/${row.id}/publish`, {});
    expect(published.json().data).toMatchObject({ live: true, publish_at: '2026-11-20T01:00:00.000Z' });
    expect(await seen()).toContain('초안 공지');

    await staffCall('POST', `/notices/${row.id}/unpublish`);
    expect(await seen()).not.toContain('초안 공지');

    expect((await staffCall('DELETE', `/notices/${row.id}`)).json()).toMatchObject({ return_code: 0 });
    expect((await staffCall('DELETE', `/notices/${row.id}`)).statusCode).toBe(404);

    const actions = await t.database.db
      .select({ action: auditLog.action, before: auditLog.before, after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'notices'), eq(auditLog.targetId, String(row.id))));
    expect(actions.map((x) => x.action)).toEqual([
      'content_create',
      'content_publish',
      'content_unpublish',
      'content_delete',
    ]);
    expect(actions[0]).toMatchObject({ before: null, after: { title: '초안 공지', live: false } });
    expect(actions[1]).toMatchObject({ before: { live: false }, after: { live: true } });
    expect(actions[3]).toMatchObject({ before: { title: '초안 공지' }, after: null });
  });

  it('publishes at a later time: the notice appears only then', async () => {
    const row = (
      await staffCall('POST', '/notices', notice('예약 공지', { publish_at: '2026-11-21T00:00:00Z' }))
    ).json().data;
    expect(row.live).toBe(false);
    expect((await list(a.auth, '?keyword=예약')).list).toEqual([]);
    await at('2026-11-21T00:00:01Z');
    expect((await list(a.auth, '?keyword=예약')).list.map((n: { title: string }) => n.title)).toEqual([
      '예약 공지',
    ]);
  });

  it('sanitizes rich text on save', async () => {
    const row = (
      await staffCall(
        'POST',
        '/notices',
        notice('<b>위험한</b> 공지', {
          body: '<p onclick="alert(1)">안내<script>alert(1)</script></p><a href="javascript:alert(1)">링크</a><a href="https://example.com">외부</a>',
        }),
      )
    ).json().data;
    expect(row.title).toBe('위험한 공지');
    expect(row.fields.body).toBe(
      '<p>안내</p><a>링크</a><a href="https://example.com" target="_blank" rel="noopener noreferrer">외부</a>',
    );
  });

  it('refuses a body of the wrong shape with the fields at fault', async () => {
    const response = await staffCall('POST', '/events', { title: '이벤트', start_date: '2026-11-30' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.map((e: { path: string }) => e.path)).toEqual(
      expect.arrayContaining(['image_url', 'end_date']),
    );
    const backwards = await staffCall('POST', '/events', {
      title: '거꾸로',
      image_url: '/uploads/x.webp',
      start_date: '2026-11-30',
      end_date: '2026-11-01',
    });
    expect(backwards.json().errors[0]).toMatchObject({ path: 'end_date' });
    const scriptLink = await staffCall('POST', '/events', {
      title: '링크',
      image_url: '/uploads/x.webp',
      start_date: '2026-11-01',
      end_date: '2026-11-30',
      cta_url: 'javascript:alert(1)',
    });
    expect(scriptLink.statusCode).toBe(400);
  });
});

describe('notices for partners', () => {
  it('needs a partner token; lists pinned first then newest, 20 a page, with title search', async () => {
    expect((await t.app.inject({ method: 'GET', url: NOTICES })).statusCode).toBe(401);
    for (let i = 1; i <= 22; i += 1) {
      const day = String(i).padStart(2, '0');
      await staffCall(
        'POST',
        '/notices',
        notice(`11월 공지 ${day}`, { publish_at: `2026-10-${day}T03:00:00Z` }),
      );
    }
    await staffCall(
      'POST',
      '/notices',
      notice('고정 공지', { pinned: true, publish_at: '2026-09-01T00:00:00Z' }),
    );
    const first = await list(a.auth, '?page_index=0&page_size=20&keyword=공지');
    expect(first.list).toHaveLength(20);
    expect(first.list[0]).toMatchObject({ title: '고정 공지', pinned: true });
    expect(first.list[1].create_date > first.list[2].create_date).toBe(true);
    const second = await list(a.auth, '?page_index=1&page_size=20&keyword=11월');
    expect(second.total_count).toBe(22);
    expect(second.list.map((n: { title: string }) => n.title)).toEqual(['11월 공지 02', '11월 공지 01']);
    // The search is literal: % matches only a percent sign.
    expect((await list(a.auth, '?keyword=%25')).list).toEqual([]);
  });

  it('counts a view once per partner per Korean day', async () => {
    await at('2026-11-20T14:30:00Z');
    const row = (await staffCall('POST', '/notices', notice('조회수 공지'))).json().data;
    const view = (p: Partner) =>
      t.app
        .inject({
          method: 'POST',
          url: `/partner-api/authapi/article/partner_notice/update-view/${row.id}`,
          headers: p.auth,
        })
        .then((r) => r.json().data.view_count);
    expect(await view(a)).toBe(1);
    expect(await view(a)).toBe(1);
    expect(await view(b)).toBe(2);
    // 23:59 Seoul is the same day; 00:00 Seoul the next.
    t.clock.set('2026-11-20T14:59:00Z');
    expect(await view(a)).toBe(2);
    t.clock.set('2026-11-20T15:00:00Z');
    expect(await view(a)).toBe(3);
    await staffCall('POST', `/notices/${row.id}/unpublish`);
    const hidden = await t.app.inject({
      method: 'POST',
      url: `/partner-api/authapi/article/partner_notice/update-view/${row.id}`,
      headers: a.auth,
    });
    expect(hidden.statusCode).toBe(404);
  });
});

describe('events (service group, open)', () => {
  it('lists started events, running first, ended ones with in_service 0; details them', async () => {
    const event = (title: string, start: string, end: string, extra: object = {}) =>
      staffCall('POST', '/events', {
        title,
        image_url: '/uploads/content/e.webp',
        start_date: start,
        end_date: end,
        publish_at: '2026-10-01T00:00:00Z',
        body: '<p>참여하세요</p><img src=x onerror=alert(1)>',
        ...extra,
      }).then((r) => r.json().data);
    await event('지난 이벤트', '2026-10-01', '2026-10-31');
    const running = await event('진행 이벤트', '2026-11-01', '2026-12-31', {
      cta_label: '요금제 보기',
      cta_url: '/paymentPlan',
    });
    await event('다가올 이벤트', '2026-12-01', '2026-12-31');
    const answer = await t.app.inject({ method: 'GET', url: '/service-api/event/list/0/12/2' });
    expect(answer.statusCode).toBe(200);
    expect(
      answer.json().data.list.map((e: { title: string; in_service: number }) => [e.title, e.in_service]),
    ).toEqual([
      ['진행 이벤트', 1],
      ['지난 이벤트', 0],
    ]);
    expect(
      (await t.app.inject({ method: 'GET', url: '/service-api/event/list/0/12/1' })).json().data.list,
    ).toEqual([]);
    const detail = (
      await t.app.inject({ method: 'GET', url: `/service-api/event/detail/${running.id}` })
    ).json().data;
    expect(detail).toMatchObject({ title: '진행 이벤트', cta_url: '/paymentPlan', in_service: 1 });
    expect(detail.body).toBe('<p>참여하세요</p><img src="x" alt="" />');
    expect((await t.app.inject({ method: 'GET', url: '/service-api/event/detail/99999' })).statusCode).toBe(
      404,
    );
  });
});

describe('promotions', () => {
  it('shows each partner only the running promotions aimed at its grade and ad status', async () => {
    const promotion = (title: string, extra: object) =>
      staffCall('POST', '/promotions', {
        title,
        start_date: '2026-11-01',
        end_date: '2026-11-30',
        publish_at: '2026-11-01T00:00:00Z',
        ...extra,
      });
    await promotion('모두에게', {});
    await promotion('골드 등급', { target_grades: ['GOLD'] });
    await promotion('광고 파트너', { target_audience: 'ad' });
    await promotion('광고 없는 파트너', { target_audience: 'non_ad' });
    await promotion('지난 프로모션', { start_date: '2026-10-01', end_date: '2026-10-31' });
    await t.database.db
      .update(partners)
      .set({ partnerGrade: 'GOLD' })
      .where(eq(partners.partnerId, b.partnerId));
    const titles = async (p: Partner) =>
      (await t.app.inject({ method: 'GET', url: '/partner-api/promotion', headers: p.auth }))
        .json()
        .data.map((x: { title: string }) => x.title)
        .sort();
    expect(await titles(a)).toEqual(['광고 없는 파트너', '모두에게']);
    expect(await titles(b)).toEqual(['골드 등급', '광고 없는 파트너', '모두에게']);
    expect((await t.app.inject({ method: 'GET', url: '/partner-api/promotion' })).statusCode).toBe(401);
  });
});

describe('FAQ and emergency notice (open)', () => {
  it('answers the published FAQ by category, in order', async () => {
    const faq = (category_no: number, sort_order: number, question: string, publish = true) =>
      staffCall('POST', '/faqs', {
        category_no,
        sort_order,
        question,
        answer: `${question}의 답`,
        ...(publish ? { publish_at: '2026-11-01T00:00:00Z' } : {}),
      });
    await faq(2, 2, '둘째');
    await faq(2, 1, '첫째');
    await faq(1, 1, '가입');
    await faq(2, 0, '초안', false);
    const read = async (category: number) =>
      (await t.app.inject({ method: 'GET', url: `/partner-api/partner/v3/faq/list/${category}/0/0` }))
        .json()
        .data.map((x: { question: string }) => x.question);
    expect(await read(2)).toEqual(['첫째', '둘째']);
    expect(await read(0)).toEqual(['가입', '첫째', '둘째']);
    expect(
      (await staffCall('POST', '/faqs', { category_no: 9, question: 'q', answer: 'a' })).statusCode,
    ).toBe(400);
  });

  it('answers the emergency notice only inside its window', async () => {
    const url = '/service-api/v5/notice/emergency?osType=web&serviceType=2';
    expect((await t.app.inject({ method: 'GET', url })).json().data).toBeNull();
    await staffCall('POST', '/emergencies', {
      title: '결제 지연',
      text: '카드사 점검으로 결제가 지연되고 있습니다.',
      start_at: '2026-11-20T00:00:00Z',
      end_at: '2026-11-20T03:00:00Z',
      publish_at: '2026-11-20T00:00:00Z',
    });
    expect((await t.app.inject({ method: 'GET', url })).json().data).toMatchObject({ title: '결제 지연' });
    t.clock.set('2026-11-20T03:00:00Z');
    expect((await t.app.inject({ method: 'GET', url })).json().data).toBeNull();
  });
});

describe('what partners are told of new content', () => {
  const announce = () => announceScheduledContent({ db: t.database.db, clock: t.clock });
  /** Partner id → the notification of `kind` about item `id` (each partner's dedupe key is its own). */
  const toldOf = async (kind: 'notice.important' | 'marketing.event', id: number) => {
    const rows = await queuedOf(t, kind, { keyPrefix: `${kind}:${id}:` });
    expect(new Set(rows.map((row) => row.partnerId)).size).toBe(rows.length);
    return new Map(rows.map((row) => [row.partnerId, row]));
  };
  const event = (title: string, extra: object = {}) => ({
    title,
    image_url: '/uploads/content/e.webp',
    start_date: '2026-11-20',
    end_date: '2026-12-31',
    publish_at: '2026-11-20T00:00:00Z',
    ...extra,
  });

  it('tells every active partner once of an important notice published now, however often it is edited', async () => {
    const suspended = await newPartner(t.app);
    await t.database.db
      .update(members)
      .set({ status: 'suspended' })
      .where(eq(members.memberNo, suspended.memberNo));
    const plain = (await staffCall('POST', '/notices', notice('일반 공지'))).json().data;
    const row = (await staffCall('POST', '/notices', notice('약관 개정 안내', { important: true }))).json()
      .data;
    expect(row.fields).toMatchObject({ important: true });
    const told = await toldOf('notice.important', row.id);
    for (const partner of [a, b]) {
      expect(told.get(partner.partnerId)).toMatchObject({
        title: '중요 공지사항',
        link: `/notice/1?id=${row.id}`,
        payload: { 제목: '약관 개정 안내', 공지번호: String(row.id) },
      });
    }
    expect(told.has(suspended.partnerId)).toBe(false);
    expect(await toldOf('notice.important', plain.id)).toEqual(new Map());

    const later = await newPartner(t.app);
    await staffCall('PUT', `/notices/${row.id}`, notice('약관 개정 안내 (수정)', { important: true }));
    await staffCall('POST', `/notices/${row.id}/unpublish`, {});
    await staffCall('POST', `/notices/${row.id}/publish`, {});
    await announce();
    const after = await toldOf('notice.important', row.id);
    expect(after.size).toBe(told.size);
    expect(after.has(later.partnerId)).toBe(false);
  });

  it('tells partners of a scheduled important notice when it goes live, and of a draft only once published', async () => {
    const scheduled = (
      await staffCall(
        'POST',
        '/notices',
        notice('점검 예정 안내', { important: true, publish_at: '2026-11-21T00:00:00Z' }),
      )
    ).json().data;
    const draft = (
      await staffCall('POST', '/notices', { title: '초안 중요 공지', body: '<p>x</p>', important: true })
    ).json().data;
    await announce();
    expect((await toldOf('notice.important', scheduled.id)).size).toBe(0);
    expect((await toldOf('notice.important', draft.id)).size).toBe(0);
    await at('2026-11-21T00:00:30Z');
    await announce();
    expect((await toldOf('notice.important', scheduled.id)).get(a.partnerId)).toMatchObject({
      payload: { 제목: '점검 예정 안내' },
    });
    await staffCall('POST', `/notices/${draft.id}/publish`, {});
    expect((await toldOf('notice.important', draft.id)).get(b.partnerId)).toMatchObject({
      payload: { 제목: '초안 중요 공지' },
    });
  });

  it('tells every partner once of an event when partners can first see it, not of one stopped or over', async () => {
    const now = (await staffCall('POST', '/events', event('가을 이벤트'))).json().data;
    const upcoming = (
      await staffCall('POST', '/events', event('겨울 이벤트', { start_date: '2026-11-22' }))
    ).json().data;
    const stopped = (await staffCall('POST', '/events', event('중단 이벤트', { in_service: false }))).json()
      .data;
    const over = (
      await staffCall(
        'POST',
        '/events',
        event('끝난 이벤트', { start_date: '2026-10-01', end_date: '2026-10-31' }),
      )
    ).json().data;
    await staffCall('PUT', `/events/${now.id}`, event('가을 이벤트 (연장)', { end_date: '2027-01-31' }));
    const told = await toldOf('marketing.event', now.id);
    expect(told.get(a.partnerId)).toMatchObject({
      link: `/event/${now.id}`,
      payload: { 제목: '가을 이벤트', 이벤트번호: String(now.id) },
    });
    expect(told.get(b.partnerId)).toBeDefined();
    await announce();
    expect((await toldOf('marketing.event', upcoming.id)).size).toBe(0);
    await at('2026-11-21T15:00:30Z');
    await announce();
    await announce();
    expect((await toldOf('marketing.event', upcoming.id)).get(a.partnerId)).toMatchObject({
      payload: { 제목: '겨울 이벤트' },
    });
    expect((await toldOf('marketing.event', stopped.id)).size).toBe(0);
    expect((await toldOf('marketing.event', over.id)).size).toBe(0);
  });
});
