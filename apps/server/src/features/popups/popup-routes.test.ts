/**
 * Popups: each seeded spec window shows from its first minute through its last and not a minute
 * either side (clock-driven), placements, audiences (ad partner or not, grades, no renewing plan),
 * the queue order, and the staff API: content and admin write, every write audited, operations,
 * partners and anonymous callers refused, Korean validation errors.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recurringArrangements, subscriptions } from '../../db/tables/subscriptions.js';
import { partners } from '../../db/tables/partners.js';
import { popups } from '../../db/tables/popups.js';
import { auditLog } from '../../db/tables/staff.js';
import { termsDocuments } from '../../db/tables/terms.js';
import { seedDemoPopups } from '../../seed/demo-popups.js';
import { givePaidPlan } from '../../test-support/subscriptions.js';
import { addStaff, staffHeaders } from '../../test-support/staff.js';
import { createTestApp, logIn, newPartner, type TestApp } from '../../test-support/test-app.js';

let t: TestApp;
type Partner = Awaited<ReturnType<typeof newPartner>>;
let a: Partner;
let b: Partner;

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set('2026-11-26T01:00:00Z');
  a = await newPartner(t.app);
  b = await newPartner(t.app);
  await addStaff(t, 'popup_content', ['content']);
  await addStaff(t, 'popup_admin', ['admin']);
  await addStaff(t, 'popup_ops', ['operations']);
  expect(await seedDemoPopups(t.database.db, t.clock, t.app.context.storage)).toBe(true);
  expect(await seedDemoPopups(t.database.db, t.clock, t.app.context.storage)).toBe(false);
});
afterAll(() => t.close());

const DUE = '/partner-api/authapi/partner/popups';

/** Sets the clock to a Korean wall-clock time and signs the partner in again (tokens last an hour). */
async function titlesAt(seoul: string, placement = 'intro', who: 'a' | 'b' = 'a'): Promise<string[]> {
  t.clock.set(`${seoul}+09:00`);
  const partner = who === 'a' ? a : b;
  const session = await logIn(t.app, partner.payload.account, partner.payload.password);
  const answer = await t.app.inject({
    method: 'GET',
    url: `${DUE}?placement=${placement}`,
    headers: session.auth,
  });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().data.map((p: { title: string }) => p.title);
}

describe('the spec windows (§4), minute by minute, Korean time', () => {
  const windows = [
    // title, one minute before, first minute, last minute, one minute after
    ['요금제 가격 조정 안내', '2023-11-08T13:59', '2023-11-08T14:00', '2024-01-17T08:59', '2024-01-17T09:00'],
    [
      '여름맞이 시공사례 등록 이벤트',
      '2024-07-14T23:59',
      '2024-07-15T00:00',
      '2024-08-31T23:59',
      '2024-09-01T00:00',
    ],
    [
      '설 연휴 고객센터 휴무 안내',
      '2024-02-05T08:59',
      '2024-02-05T09:00',
      '2024-02-12T18:00',
      '2024-02-12T18:01',
    ],
    [
      '2024 추석 연휴 운영 안내',
      '2024-09-12T08:59',
      '2024-09-12T09:00',
      '2024-09-19T23:59',
      '2024-09-20T00:00',
    ],
    // "until before 2025-10-10 08:59": 08:58 is its last minute.
    [
      '2025 추석 연휴 운영 안내',
      '2025-10-01T08:59',
      '2025-10-01T09:00',
      '2025-10-10T08:58',
      '2025-10-10T08:59',
    ],
  ] as const;

  for (const [title, before, first, last, after] of windows) {
    it(`${title}: shown ${first} – ${last} (through its last second), not at ${before} or ${after}`, async () => {
      expect(await titlesAt(`${before}:59`)).not.toContain(title);
      expect(await titlesAt(`${first}:00`)).toContain(title);
      expect(await titlesAt(`${last}:00`)).toContain(title);
      expect(await titlesAt(`${last}:59`)).toContain(title);
      expect(await titlesAt(`${after}:00`)).not.toContain(title);
    });
  }

  it('keeps the intro-only popups off the other pages of the main layout', async () => {
    expect(await titlesAt('2023-12-01T10:00', 'main')).not.toContain('요금제 가격 조정 안내');
    expect(await titlesAt('2023-12-01T10:00', 'payment')).not.toContain('요금제 가격 조정 안내');
  });
});

describe('what a partner sees now (2026-11-26)', () => {
  it('queues the due intro popups by priority, the main-layout ones included, nothing hidden or scheduled', async () => {
    expect(await titlesAt('2026-11-26T10:00', 'intro', 'b')).toEqual([
      '리모델링마켓 파트너 리브랜딩 기념 이벤트',
      '정기결제로 요금제를 끊김 없이 이용하세요',
      '요금제 구성 변경 안내',
    ]);
    expect(await titlesAt('2026-11-26T10:00', 'main', 'b')).toEqual(['요금제 구성 변경 안내']);
    expect(await titlesAt('2026-11-26T10:00', 'payment', 'b')).toEqual([
      '계좌이체 결제 안내',
      '요금제 구성 변경 안내',
    ]);
  });

  it('shows the chat popup only to a partner holding an ad plan', async () => {
    const chat = '파트너 앱에서 고객과 채팅으로 상담하세요';
    expect(await titlesAt('2026-11-26T10:00', 'main', 'a')).not.toContain(chat);
    await givePaidPlan(t, a.partnerId, '2026-11-20', '2026-12-19', 'AD_STANDARD_1M', {
      sido: '서울특별시',
      sigungu: '강남구',
    });
    expect(await titlesAt('2026-11-26T10:00', 'main', 'a')).toContain(chat);
    expect(await titlesAt('2026-11-26T10:00', 'main', 'b')).not.toContain(chat);
  });

  it('hides the recurring-payment notice from a partner whose plan renews by recurring payment', async () => {
    const notice = '정기결제로 요금제를 끊김 없이 이용하세요';
    const [terms] = await t.database.db.select().from(termsDocuments).limit(1);
    await t.database.db.insert(recurringArrangements).values({
      partnerId: a.partnerId,
      status: 'active',
      termsDocumentId: terms!.documentId,
      termsVersion: terms!.version,
      agreedAt: t.clock.now(),
      createdAt: t.clock.now(),
    });
    await t.database.db
      .update(subscriptions)
      .set({ renews: true })
      .where(eq(subscriptions.partnerId, a.partnerId));
    expect(await titlesAt('2026-11-26T10:00', 'intro', 'a')).not.toContain(notice);
    expect(await titlesAt('2026-11-26T10:00', 'intro', 'b')).toContain(notice);
  });

  it('refuses an unknown placement in Korean, and anonymous callers', async () => {
    const session = await logIn(t.app, b.payload.account, b.payload.password);
    const bad = await t.app.inject({ method: 'GET', url: `${DUE}?placement=sidebar`, headers: session.auth });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('노출 위치는 intro, main, payment 중 하나입니다.');
    expect((await t.app.inject({ method: 'GET', url: `${DUE}?placement=intro` })).statusCode).toBe(401);
  });
});

describe('staff popups API', () => {
  const S = '/staff-api/popups';
  const draft = {
    kind: 'text',
    title: '골드 등급 파트너 감사 인사',
    body: '한 해 동안 감사했습니다.',
    placement: 'main',
    audience: 'grades',
    audience_grades: ['GOLD'],
    starts_at: '2026-11-26T09:00:00+09:00',
    ends_at: '2026-11-27T00:00:00+09:00',
    priority: 5,
  };
  const audits = (action: string, id: number) =>
    t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, action), eq(auditLog.targetId, String(id))));

  it('lets content staff create, preview, publish, edit and retire, each write audited with before and after', async () => {
    t.clock.set('2026-11-26T01:00:00Z');
    const content = await staffHeaders(t, 'popup_content');
    const created = await t.app.inject({ method: 'POST', url: S, headers: content, payload: draft });
    expect(created.statusCode, created.body).toBe(200);
    const row = created.json().data;
    expect(row).toMatchObject({ status: 'hidden', visible: false, created_by: 'popup_content' });
    expect(await audits('popup_create', row.popup_no)).toHaveLength(1);

    const preview = await t.app.inject({
      method: 'POST',
      url: `${S}/preview`,
      headers: content,
      payload: { ...draft, body: '<script>alert(1)</script>반갑습니다' },
    });
    expect(preview.json().data).toMatchObject({ title: draft.title, body: '반갑습니다', buttons: [] });

    await t.database.db
      .update(partners)
      .set({ partnerGrade: 'GOLD' })
      .where(eq(partners.partnerId, b.partnerId));
    expect(await titlesAt('2026-11-26T10:00', 'main', 'b')).not.toContain(draft.title);
    const published = await t.app.inject({
      method: 'POST',
      url: `${S}/${row.popup_no}/publish`,
      headers: await staffHeaders(t, 'popup_content'),
    });
    expect(published.json().data.status).toBe('live');
    expect(await titlesAt('2026-11-26T10:00', 'main', 'b')).toEqual([draft.title, '요금제 구성 변경 안내']);
    // A partner of another grade never sees it.
    expect(await titlesAt('2026-11-26T10:00', 'main', 'a')).not.toContain(draft.title);

    const edited = await t.app.inject({
      method: 'PUT',
      url: `${S}/${row.popup_no}`,
      headers: await staffHeaders(t, 'popup_content'),
      payload: { ...draft, title: '골드 파트너께 드리는 감사 인사', visible: true },
    });
    expect(edited.json().data.title).toBe('골드 파트너께 드리는 감사 인사');
    const [update] = await audits('popup_update', row.popup_no);
    expect(update).toMatchObject({
      actorLabel: 'popup_content',
      targetType: 'popups',
      before: expect.objectContaining({ title: draft.title }),
      after: expect.objectContaining({ title: '골드 파트너께 드리는 감사 인사' }),
    });

    const retired = await t.app.inject({
      method: 'POST',
      url: `${S}/${row.popup_no}/retire`,
      headers: await staffHeaders(t, 'popup_admin'),
    });
    expect(retired.json().data.status).toBe('hidden');
    expect(await audits('popup_retire', row.popup_no)).toHaveLength(1);
    expect(await titlesAt('2026-11-26T10:00', 'main', 'b')).not.toContain('골드 파트너께 드리는 감사 인사');

    const list = await t.app.inject({ method: 'GET', url: S, headers: await staffHeaders(t, 'popup_admin') });
    const statuses = Object.fromEntries(
      list.json().data.map((p: { title: string; status: string }) => [p.title, p.status]),
    );
    expect(statuses).toMatchObject({
      '골드 파트너께 드리는 감사 인사': 'hidden',
      '요금제 구성 변경 안내': 'live',
      '연말 세금계산서 발행 일정 안내': 'scheduled',
      '요금제 가격 조정 안내': 'ended',
      '요금제에 가입하고 상담을 받아보세요': 'hidden',
    });
  });

  it('refuses operations staff, partners and anonymous callers, and changes nothing', async () => {
    t.clock.set('2026-11-26T01:00:00Z');
    const [before] = await t.database.db
      .select()
      .from(popups)
      .where(eq(popups.title, '요금제 구성 변경 안내'));
    const ops = await staffHeaders(t, 'popup_ops');
    const partner = (await logIn(t.app, a.payload.account, a.payload.password)).auth;
    for (const [headers, status] of [
      [ops, 403],
      [partner, 403],
      [{}, 401],
    ] as const) {
      for (const [method, url, payload] of [
        ['GET', S, undefined],
        ['POST', S, draft],
        ['PUT', `${S}/${before!.popupNo}`, { ...draft, title: '바뀜' }],
        ['POST', `${S}/${before!.popupNo}/retire`, undefined],
      ] as const) {
        const answer = await t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
        expect(answer.statusCode, `${method} ${url}`).toBe(status);
      }
    }
    const [after] = await t.database.db.select().from(popups).where(eq(popups.popupNo, before!.popupNo));
    expect(after).toEqual(before);
  });

  it('answers bad input with Korean messages naming the field, and an unknown popup with 404', async () => {
    const content = await staffHeaders(t, 'popup_content');
    const post = (payload: object) => t.app.inject({ method: 'POST', url: S, headers: content, payload });
    const refused = async (payload: object) => {
      const answer = await post(payload);
      expect(answer.statusCode, answer.body).toBe(400);
      return answer.json();
    };
    expect((await refused({ ...draft, ends_at: '2026-11-26T08:00:00+09:00' })).errors).toContainEqual({
      path: 'ends_at',
      message: '종료 시각은 시작 시각 이후여야 합니다.',
    });
    expect((await refused({ ...draft, audience_grades: [] })).message).toBe(
      '노출할 등급을 하나 이상 선택해주세요.',
    );
    expect((await refused({ ...draft, kind: 'image' })).message).toBe('이미지 팝업에는 이미지가 필요합니다.');
    expect((await refused({ ...draft, title: ' ' })).message).toBe('제목을 입력해주세요.');
    expect(
      (await refused({ ...draft, buttons: [{ label: '보기', url: 'javascript:alert(1)' }] })).message,
    ).toBe('링크는 포털 안 경로(/로 시작) 또는 https 주소를 입력해주세요.');
    const missing = await t.app.inject({ method: 'POST', url: `${S}/999999/publish`, headers: content });
    expect(missing.statusCode).toBe(404);
  });
});
