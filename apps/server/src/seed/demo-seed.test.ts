import { addMonths, seoulDate } from '@partner-portal/contract/seoul-time';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, logIn, type TestApp } from '../test-support/test-app.js';
import { totpCode } from '../test-support/staff.js';
import { DEMO_ACCOUNT, DEMO_STAFF_ACCOUNTS, DEMO_STAFF_TOTP_SECRET, seedDemo } from './demo-seed.js';

let t: TestApp;
const addMonthsTo = (month: string, k: number) => addMonths(`${month}-01`, k).slice(0, 7);
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('demo seed', () => {
  it('creates the demo partner once, with a complete profile, a plan, a logo and an assigned manager', async () => {
    const { storage, cipher } = t.app.context;
    expect(await seedDemo(t.database.db, t.clock, storage, cipher)).toBe(true);
    expect(await seedDemo(t.database.db, t.clock, storage, cipher)).toBe(false);
    const demo = await logIn(t.app, DEMO_ACCOUNT.memberId, DEMO_ACCOUNT.password);
    const partner = (
      await t.app.inject({ method: 'GET', url: '/partner-api/authapi/partner/mypartner', headers: demo.auth })
    ).json().data;
    expect(partner).toMatchObject({
      partner_name: '한결인테리어',
      ceo_name: '최민준',
      manager_name: '박지훈',
      need_agree_terms_list: [],
    });
    // Its plan (스탠다드, paid monthly) completes the list: customers see the demo partner.
    expect(
      partner.partnerRequiredInfoList
        .filter((i: { completed: boolean }) => !i.completed)
        .map((i: { code: string }) => i.code),
    ).toEqual([]);
    // Its bank transfers carry their issued 전자세금계산서.
    const month = seoulDate(t.clock.now()).slice(0, 7);
    const months = [0, -1, -2, -3, -4, -5, -6].map((k) => addMonthsTo(month, k));
    const invoices = (
      await Promise.all(
        months.map(
          async (m) =>
            (
              await t.app.inject({
                method: 'GET',
                url: `/partner-api/authapi/tax-documents?month=${m}`,
                headers: demo.auth,
              })
            ).json().data,
        ),
      )
    ).flat();
    expect(invoices.length).toBeGreaterThanOrEqual(2);
    for (const invoice of invoices) {
      expect(invoice).toMatchObject({
        kind: 'tax_invoice',
        status: 'issued',
        recipient_name: '한결인테리어',
      });
      expect(invoice.approval_no).toMatch(/^\d{24}$/);
    }
    const inbox = (
      await t.app.inject({ method: 'GET', url: '/partner-api/authapi/notifications', headers: demo.auth })
    ).json().data;
    expect(inbox).toMatchObject({ total: 5, unread: 2 });
    expect(inbox.items.map((i: { kind: string }) => i.kind)).toEqual([
      'notice.important',
      'marketing.event',
      'security.new_sign_in',
      'notice.important',
      'security.password_changed',
    ]);
    expect(inbox.items[0].text).toContain('2027년 1월 요금제 가격 조정 안내');
    const logo = await t.app.inject({ method: 'GET', url: partner.logo });
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toBe('image/webp');

    const cases = (
      await t.app.inject({ method: 'GET', url: '/partner-api/authapi/partner/cases', headers: demo.auth })
    ).json().data;
    expect(cases.total).toBe(4);
    expect(cases.items[0]).toMatchObject({
      title: '잠실 리센츠 34평 전체 리모델링',
      status: 'published',
      photo_count: 4,
      view_count: 1284,
    });
    expect(
      cases.items.every(
        (c: { status: string; photo_count: number }) => c.status === 'published' && c.photo_count >= 2,
      ),
    ).toBe(true);
    const first = (
      await t.app.inject({
        method: 'GET',
        url: `/partner-api/authapi/partner/cases/${cases.items[0].case_id}`,
        headers: demo.auth,
      })
    ).json().data;
    expect(
      first.photos
        .filter((p: { pair_group: number | null }) => p.pair_group === 1)
        .map((p: { pair_role: string }) => p.pair_role)
        .sort(),
    ).toEqual(['after', 'before']);
    const cover = await t.app.inject({ method: 'GET', url: first.photos[0].medium_url });
    expect(cover.headers['content-type']).toBe('image/webp');
  });

  it('does not bring the demo cases back once the demo partner deleted them', async () => {
    const { storage, cipher } = t.app.context;
    const demo = await logIn(t.app, DEMO_ACCOUNT.memberId, DEMO_ACCOUNT.password);
    const list = async () =>
      (
        await t.app.inject({ method: 'GET', url: '/partner-api/authapi/partner/cases', headers: demo.auth })
      ).json().data;
    const ids = (await list()).items.map((c: { case_id: number }) => c.case_id);
    await t.app.inject({
      method: 'POST',
      url: '/partner-api/authapi/partner/cases/bulk',
      headers: demo.auth,
      payload: { case_ids: ids, action: 'delete' },
    });
    expect(await seedDemo(t.database.db, t.clock, storage, cipher)).toBe(false);
    expect((await list()).total).toBe(0);
  });

  it('creates enrolled staff accounts, one per role, that open their desks and not the partner login', async () => {
    const desks = {
      operations: '/staff-api/orders',
      content: '/staff-api/content/notices',
      admin: '/staff-api/audit',
    };
    for (const demo of DEMO_STAFF_ACCOUNTS) {
      const first = await t.app.inject({
        method: 'POST',
        url: '/staff-api/login',
        payload: { member_id: demo.memberId, password: demo.password },
      });
      const second = await t.app.inject({
        method: 'POST',
        url: '/staff-api/login/code',
        payload: {
          challenge: first.json().data.challenge,
          code: await totpCode(t, 0, DEMO_STAFF_TOTP_SECRET),
        },
      });
      expect(second.json().data.roles).toEqual(demo.roles);
      const auth = { authorization: `Bearer ${second.json().data.access_token as string}` };
      for (const [role, url] of Object.entries(desks)) {
        const answer = await t.app.inject({ method: 'GET', url, headers: auth });
        expect(answer.statusCode, `${demo.memberId} ${url}`).toBe(role === demo.roles[0] ? 200 : 403);
      }
      await expect(logIn(t.app, demo.memberId, demo.password)).rejects.toThrow('login failed');
    }
  });

  it('never seeds staff accounts when told not to (production with SEED_DEMO=1)', async () => {
    const other = await createTestApp();
    try {
      const { storage, cipher } = other.app.context;
      await seedDemo(other.database.db, other.clock, storage, cipher, { staff: false });
      const first = await other.app.inject({
        method: 'POST',
        url: '/staff-api/login',
        payload: { member_id: DEMO_STAFF_ACCOUNTS[0].memberId, password: DEMO_STAFF_ACCOUNTS[0].password },
      });
      expect(first.statusCode).toBe(401);
    } finally {
      await other.close();
    }
  });
});
