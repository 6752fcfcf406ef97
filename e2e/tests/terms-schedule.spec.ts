/**
 * A staff-scheduled privacy-policy change (issue #40 §2): the content desk schedules version 5 seven
 * days ahead, the partner sees the change banner, and once the date has passed the portal holds the
 * partner on /agree/product until they agree. The server reads its date once at start (CLOCK_START),
 * so this journey runs a portal of its own on its own data folder and restarts it a week later.
 */
import { join } from 'node:path';
import { newDataDir, REPO_ROOT, startPortal } from '../../scripts/portal-process.js';
import { expect, test } from './fixtures.js';
import { staffSignIn } from './payment-steps.js';
import { DEMO_STAFF } from './staff-auth.js';
import { signUpPartner, type Partner, logInOnPortal } from './support.js';
import { capture, expectAccessible, VIEWPORTS } from './visual.js';

const SCHEDULED_ON = '2027-03-02T10:00:00+09:00';
const EFFECTIVE = '2027-03-09';
const SUMMARY = '개인정보 보유 기간 표를 새로 넣고, 로그인 기록 보관 기간(3개월)을 밝혔습니다.';

test('a scheduled privacy-policy change shows a banner, then is required on its date', async ({
  browser,
  playwright,
}, testInfo) => {
  test.slow(); // two server starts, sign-up, staff sign-in, screenshots with axe
  const env = { WEB_DIST: process.env.E2E_WEB_DIST ?? join(REPO_ROOT, 'apps/web/dist') };
  const dataDir = newDataDir();

  const before = await startPortal({ ...env, CLOCK_START: SCHEDULED_ON }, dataDir, { keepDataDir: true });
  let partner: Partner;
  try {
    const api = await playwright.request.newContext({ baseURL: before.url });
    partner = await signUpPartner(api).finally(() => api.dispose());

    await test.step('the content desk schedules version 5 seven days ahead', async () => {
      const context = await browser.newContext({
        baseURL: before.url,
        locale: 'ko-KR',
        timezoneId: 'Asia/Seoul',
      });
      const staff = await context.newPage();
      await staffSignIn(staff, DEMO_STAFF.content, '콘텐츠 관리');
      await staff
        .getByRole('navigation', { name: '콘솔 메뉴' })
        .getByRole('link', { name: '약관 관리' })
        .click();
      await expect(staff.getByRole('heading', { level: 1, name: '약관 관리' })).toBeVisible();
      await staff.getByRole('button', { name: '약관 변경 예약' }).click();
      const dialog = staff.getByRole('dialog', { name: '약관 변경 예약' });
      await dialog.getByRole('combobox', { name: '약관', exact: true }).fill('개인정보 처리방침');
      await dialog.getByRole('combobox', { name: '약관', exact: true }).press('Enter');
      await expect(dialog.getByLabel('버전')).toHaveValue('5');
      await dialog.getByLabel('변경 내용 요약').fill(SUMMARY);
      await dialog
        .getByLabel('약관 본문')
        .fill('# 개인정보 처리방침\n\n## 보유 기간\n\n로그인 기록은 3개월 동안 보관합니다.');

      // Six days ahead is refused with the server's reason under the date.
      await dialog.getByLabel('시행일').fill('2027-03-08');
      await dialog.getByLabel('시행일').press('Enter');
      await dialog.getByRole('button', { name: '예약' }).click();
      await expect(
        dialog.getByText('약관 변경은 시행일 7일 전에 알려야 합니다.', { exact: false }).first(),
      ).toBeVisible();

      await dialog.getByLabel('시행일').fill(EFFECTIVE);
      await dialog.getByLabel('시행일').press('Enter');
      for (const viewport of VIEWPORTS) {
        await staff.setViewportSize(viewport);
        await capture(staff, 'staff-terms-schedule', { fullPage: false });
      }
      await staff.setViewportSize(VIEWPORTS[0]!);
      await dialog.getByRole('button', { name: '예약' }).click();
      await expect(dialog).toBeHidden();
      const row = staff.getByRole('row', { name: /시행 예정/ });
      await expect(row).toContainText('개인정보 처리방침');
      await expect(row).toContainText(EFFECTIVE);
      for (const viewport of VIEWPORTS) {
        await staff.setViewportSize(viewport);
        await capture(staff, 'staff-terms');
        await expectAccessible(staff, testInfo, `staff-terms-${viewport.width}`);
      }
      await context.close();
    });

    await test.step('the partner sees the banner and can read the new text', async () => {
      const page = await logInOnPortal(browser, before, partner);
      await expect(page).toHaveURL(/\/intro$/);
      const banner = page.getByRole('region', { name: '약관 변경 안내' });
      await expect(banner).toContainText('개인정보 처리방침이 2027년 3월 9일부터 변경됩니다.');
      await expect(banner).toContainText(SUMMARY);
      for (const viewport of VIEWPORTS) {
        await page.setViewportSize(viewport);
        await page.evaluate(() => window.scrollTo(0, 0));
        await capture(page, 'terms-change-banner');
        await expectAccessible(page, testInfo, `terms-change-banner-${viewport.width}`);
      }
      await page.setViewportSize(VIEWPORTS[0]!);
      await banner.getByRole('link', { name: '변경된 약관 보기' }).click();
      await expect(page).toHaveURL(/\/terms\/privacy\?version=5$/);
      await expect(page.getByRole('note')).toContainText('2027년 3월 9일부터 시행됩니다');
      await expect(page.getByText('로그인 기록은 3개월 동안 보관합니다.')).toBeVisible();
      await page.context().close();
    });
  } finally {
    await before.stop();
  }

  // 9 March, 09:00 in Seoul: the version is in force.
  const after = await startPortal({ ...env, CLOCK_START: `${EFFECTIVE}T09:00:00+09:00` }, dataDir);
  try {
    const page = await logInOnPortal(browser, after, partner!);
    await expect(page).toHaveURL(/\/agree\/product\?m=[0-9a-f]+&type=privacy-policy&redirect=%2Fintro$/);
    const document = page.getByRole('region', { name: '개인정보 처리방침', exact: true });
    await expect(document.getByText('로그인 기록은 3개월 동안 보관합니다.')).toBeVisible();
    for (const viewport of VIEWPORTS) {
      await page.setViewportSize(viewport);
      await expect(page.getByRole('button', { name: '동의합니다' })).toBeVisible();
      await capture(page, 'terms-schedule-agree-product');
      await expectAccessible(page, testInfo, `terms-schedule-agree-product-${viewport.width}`);
    }
    await page.setViewportSize(VIEWPORTS[0]!);
    await document.getByRole('button', { name: '동의합니다' }).click();
    await expect(page).toHaveURL(/\/intro$/);
    // In force now: no banner any more.
    await expect(page.getByRole('region', { name: '약관 변경 안내' })).toHaveCount(0);
    await page.context().close();
  } finally {
    await after.stop();
  }
});
