/**
 * Service inspection: an announced inspection shows its notice popup to a signed-in partner, and
 * closing it runs the partner validation check; staff cancel it, then schedule one starting now in the
 * console; the partner's next navigation lands on /service-inspection, a write is refused with 503 and
 * the Korean message while a read works; staff end it and the partner is back where they were going.
 *
 * While an inspection runs every partner write on the shared journey server is refused, so this file
 * runs in its own Playwright project that depends on all the other journeys (playwright.config.ts):
 * it starts only after they have finished. It also ends or cancels whatever it scheduled, in `finally`.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures.js';
import { staffSignIn } from './payment-steps.js';
import { DEMO_STAFF, staffAccessToken } from './staff-auth.js';
import { logIn, signUpPartner } from './support.js';
import { capture, expectAccessible, VIEWPORTS } from './visual.js';

const MESSAGE =
  '결제 시스템 교체 작업으로 서비스 점검을 진행합니다.\n점검 중에는 결제와 등록을 할 수 없습니다.';
const REFUSAL = /^서비스 점검 중입니다\. \d{4}-\d{2}-\d{2} \d{2}:\d{2} 이후 다시 이용해주세요\.$/;

interface Row {
  id: number;
  state: string;
}

/** Ends what runs and cancels what is scheduled, so no other run of the server is left blocked. */
async function closeEveryInspection(request: APIRequestContext, token: string): Promise<void> {
  const headers = { authorization: `Bearer ${token}` };
  const rows = ((await (await request.get('/staff-api/inspections', { headers })).json()) as { data: Row[] })
    .data;
  for (const row of rows) {
    if (row.state === 'running') await request.post(`/staff-api/inspections/${row.id}/end`, { headers });
    if (row.state === 'scheduled') await request.post(`/staff-api/inspections/${row.id}/cancel`, { headers });
  }
}

async function captureBothWidths(page: Page, name: string, options?: { fullPage?: boolean }) {
  for (const viewport of [...VIEWPORTS].reverse()) {
    await page.setViewportSize(viewport);
    await capture(page, name, options);
  }
}

test('staff schedule and end a service inspection; partners are told, sent to the notice and refused writes', async ({
  page,
  request,
  browser,
  baseURL,
}, testInfo) => {
  test.slow();
  // Admin and operations both hold the inspection desk: the API side acts as the admin.
  const adminToken = await staffAccessToken(baseURL!, DEMO_STAFF.admin);
  const partner = await signUpPartner(request);
  const staffContext = await browser.newContext({ baseURL, locale: 'ko-KR', timezoneId: 'Asia/Seoul' });
  const staff = await staffContext.newPage();
  const rowOf = (id: number | string) => staff.getByRole('row', { name: new RegExp(`^${id} `) });

  // The partner's clock runs as usual but can be moved on: the guard keeps a status for 30 seconds.
  await page.clock.install();
  try {
    await logIn(page, partner);

    await test.step('an announced inspection shows its popup; closing it runs the partner validation check', async () => {
      const start = new Date(Date.now() + 2 * 86_400_000);
      const scheduled = await request.post('/staff-api/inspections', {
        headers: { authorization: `Bearer ${adminToken}` },
        data: {
          start_at: start.toISOString(),
          end_at: new Date(start.getTime() + 2 * 3_600_000).toISOString(),
          message: '정기 점검을 예정하고 있습니다. 점검 시간에는 결제와 등록을 할 수 없습니다.',
          allow_reads: true,
        },
      });
      expect(scheduled.status()).toBe(200);
      await page.goto('/notice');
      const notice = page.getByRole('dialog', { name: '서비스 점검 안내' });
      await expect(notice).toBeVisible();
      await expect(notice).toContainText('정기 점검을 예정하고 있습니다.');
      await expect(notice).toContainText('(한국 시간)');
      await expect(notice.getByRole('button', { name: '오늘 하루 안보기' })).toBeVisible();
      await captureBothWidths(page, 'inspection-notice-popup', { fullPage: false });
      await expectAccessible(page, testInfo, 'inspection-notice-popup');

      // The partner had not hidden the registration reminder today after all: closing the notice brings it.
      await page.context().clearCookies({ name: 'hideToday_validatePartner' });
      await notice.getByRole('button', { name: '닫기' }).filter({ hasText: '닫기' }).click();
      const reminder = page.getByRole('dialog', { name: '파트너 등록을 완료해주세요' });
      await expect(reminder).toBeVisible();
      await reminder.getByRole('button', { name: '닫기' }).filter({ hasText: '닫기' }).click();
      await expect(reminder).toBeHidden();
    });

    await test.step('staff find it in the console and cancel it, read back first', async () => {
      await staffSignIn(staff);
      await staff
        .getByRole('navigation', { name: '콘솔 메뉴' })
        .getByRole('link', { name: '서비스 점검' })
        .click();
      await expect(staff.getByRole('heading', { level: 1, name: '서비스 점검' })).toBeVisible();
      const scheduled = staff.getByRole('row').filter({ hasText: '정기 점검을 예정하고 있습니다.' });
      await expect(scheduled).toContainText('예정');
      await captureBothWidths(staff, 'console-inspections');
      await staff.setViewportSize(VIEWPORTS[0]!);
      await expectAccessible(staff, testInfo, 'console-inspections');
      await scheduled.getByRole('button', { name: '취소' }).click();
      const confirm = staff.getByRole('dialog', { name: '점검을 취소할까요?' });
      await expect(confirm).toContainText(/예정된 점검 #\d+ \(.+, 한국 시간\)을 취소합니다/);
      await confirm.getByRole('button', { name: '점검 취소' }).click();
      await expect(scheduled).toContainText('취소');
    });

    let inspectionId = '';
    await test.step('staff schedule an inspection starting now', async () => {
      await staff.getByRole('button', { name: '점검 예약' }).click();
      const form = staff.getByRole('dialog', { name: '점검 예약' });
      await form.getByLabel('안내 문구').fill(MESSAGE);
      await form.getByRole('button', { name: '지금 시작 (1시간)' }).click();
      await capture(staff, 'console-inspection-form', { fullPage: false });
      await form.getByRole('button', { name: '예약' }).click();
      await expect(form).toBeHidden();
      const done = staff.getByRole('status').filter({ hasText: /점검 #\d+ 예약을 마쳤습니다/ });
      inspectionId = /#(\d+)/.exec((await done.textContent()) ?? '')![1]!;
      await expect(rowOf(inspectionId)).toContainText('진행 중');
    });

    await test.step('the partner is sent to the inspection notice on the next navigation', async () => {
      // The guard keeps the last status for 30 seconds (INSPECTION_STATUS_FRESH_MS, in session storage as
      // spec §4 says); then it asks again.
      await page.clock.fastForward('00:31');
      await page
        .getByRole('navigation', { name: '주 메뉴' })
        .getByRole('menuitem', { name: '요금제 안내' })
        .click();
      await expect(page).toHaveURL(/\/service-inspection\?redirect=%2FpaymentPlan$/);
      await expect(
        page.getByRole('heading', { level: 1, name: '지금은 서비스 점검 중입니다' }),
      ).toBeVisible();
      await expect(page.getByText('결제 시스템 교체 작업으로 서비스 점검을 진행합니다.')).toBeVisible();
      await expect(page.getByText(/\(한국 시간\)/)).toBeVisible();
      await expect(page.getByRole('link', { name: '1588-0000' })).toHaveAttribute('href', 'tel:15880000');
      await expect(page.getByText('평일 9:00-18:00')).toBeVisible();
      await captureBothWidths(page, 'service-inspection');
      await page.setViewportSize(VIEWPORTS[0]!);
      await expectAccessible(page, testInfo, 'service-inspection');
    });

    await test.step('a write is refused with 503 and the Korean message, a read works', async () => {
      const login = await request.post('/member-api/api/v1/ceologin', {
        data: { username: partner.account, password: partner.password },
      });
      expect((await login.json()).code, 'sign-in still works during an inspection').toBe(0);
      const headers = { authorization: `Bearer ${(await login.json()).context.access_token as string}` };
      const write = await request.post('/partner-api/authapi/partner/order/create', { headers, data: {} });
      expect(write.status()).toBe(503);
      expect(Number(write.headers()['retry-after'])).toBeGreaterThan(0);
      expect(await write.json()).toEqual({ code: 50300, message: expect.stringMatching(REFUSAL) });
      const read = await request.get('/partner-api/authapi/partner/mypartner', { headers });
      expect(read.status()).toBe(200);
    });

    await test.step('staff end it now, read back first; the partner is back where they were going', async () => {
      await rowOf(inspectionId).getByRole('button', { name: '지금 종료' }).click();
      const confirm = staff.getByRole('dialog', { name: '점검을 지금 종료할까요?' });
      await expect(confirm).toContainText(`진행 중인 점검 #${inspectionId}`);
      await confirm.getByRole('button', { name: '지금 종료' }).click();
      await expect(rowOf(inspectionId)).toContainText('종료');
      // The notice page asks again every 20 seconds and leaves by itself.
      await expect(page).toHaveURL(/\/paymentPlan$/, { timeout: 40_000 });
      await page
        .getByRole('navigation', { name: '주 메뉴' })
        .getByRole('menuitem', { name: '공지사항' })
        .click();
      await expect(page).toHaveURL(/\/notice$/);
      await expect(page.getByRole('heading', { level: 1, name: '공지사항' })).toBeVisible();
    });
  } finally {
    await closeEveryInspection(request, adminToken);
    await staffContext.close();
  }
});
