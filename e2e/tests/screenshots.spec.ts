/**
 * Full-page screenshots of this screens at desktop and phone width (into e2e/screenshots,
 * git-ignored), and an axe check of the main screens: no serious or critical violations.
 */
import { AxeBuilder } from '@axe-core/playwright';
import type { Page, TestInfo } from '@playwright/test';
import { fileURLToPath } from 'node:url';
import { expect, test } from './fixtures.js';
import { signUpAndLogIn } from './support.js';

const SCREENSHOTS = fileURLToPath(new URL('../screenshots/', import.meta.url));
const VIEWPORTS = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
];

async function capture(page: Page, name: string): Promise<void> {
  const width = page.viewportSize()?.width;
  await page.screenshot({
    path: `${SCREENSHOTS}${name}-${width}.png`,
    fullPage: true,
    animations: 'disabled',
  });
}

/** Runs axe on the page as it is; reports every violation, fails on serious and critical ones. */
async function expectAccessible(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const summary = violations.map((v) => ({
    id: v.id,
    impact: v.impact,
    help: v.help,
    nodes: v.nodes.map((node) => `${node.target.join(' ')}: ${node.failureSummary?.replace(/\s+/g, ' ')}`),
  }));
  if (summary.length) {
    console.log(`axe on ${name}:`, JSON.stringify(summary, null, 2));
    await testInfo.attach(`axe-${name}.json`, {
      body: JSON.stringify(summary, null, 2),
      contentType: 'application/json',
    });
  }
  // Soft: the other screens are still checked and pictured.
  expect
    .soft(
      summary.filter((v) => v.impact === 'serious' || v.impact === 'critical'),
      `axe on ${name}`,
    )
    .toEqual([]);
}

for (const viewport of VIEWPORTS) {
  test.describe(`${viewport.width} px wide`, () => {
    test.use({ viewport });

    test('visitor screens', async ({ page }, testInfo) => {
      test.slow(); // seven screens, three axe runs
      await page.goto('/enter');
      await expect(page.getByRole('button', { name: '입점 문의 보내기' })).toBeVisible();
      await capture(page, 'enter');
      await expectAccessible(page, testInfo, 'enter');

      await page.goto('/login');
      await expect(page.getByRole('heading', { name: '파트너 로그인' })).toBeVisible();
      await capture(page, 'login');
      await expectAccessible(page, testInfo, 'login');

      await page.goto('/signUp');
      await expect(page.getByRole('checkbox', { name: /회원가입 약관/ })).toBeVisible();
      await capture(page, 'signup');
      await expectAccessible(page, testInfo, 'signup');

      // Open to anyone; without a fresh sign-up it only lacks the company name.
      await page.goto('/signUp/complete');
      await expect(page.getByRole('heading', { name: '회원가입이 완료되었습니다' })).toBeVisible();
      await capture(page, 'signup-complete');

      await page.goto('/404');
      await expect(page.getByRole('heading', { name: '페이지를 찾을 수 없습니다' })).toBeVisible();
      await capture(page, '404');

      await page.goto('/terms/privacy');
      await expect(page.getByRole('heading', { level: 1, name: '개인정보 처리방침' })).toBeVisible();
      await capture(page, 'terms-privacy');

      await page.goto('/terms/service');
      await expect(page.getByRole('heading', { level: 1, name: '파트너 서비스 이용약관' })).toBeVisible();
      await capture(page, 'terms-service');
    });

    test('partner screens', async ({ page, request }, testInfo) => {
      test.slow(); // sign-up and login, four screens, two axe runs
      await signUpAndLogIn(page, request);
      await expect(
        page.getByText('요금제, 시공사례 등록, 정산에 관한 궁금한 점을 문의하세요.'),
      ).toBeVisible();
      await capture(page, 'intro');
      await expectAccessible(page, testInfo, 'intro');

      await page.goto('/mypage/changePassword');
      await expect(page.getByLabel('현재 비밀번호')).toBeVisible();
      await capture(page, 'change-password');
      await expectAccessible(page, testInfo, 'change-password');

      await page.goto('/paymentPlan');
      await expect(page.getByText('준비 중인 화면입니다')).toBeVisible();
      await capture(page, 'pending');

      // The logout screen lasts as long as the server call: hold that call for the picture.
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/member-api/authapi/v1/user/logout', async (route) => {
        await held;
        await route.continue();
      });
      await page.goto('/logout?error=401');
      await expect(page.getByRole('status')).toHaveText(
        '로그인 정보가 만료되어 자동으로 로그아웃 되었습니다.',
      );
      await capture(page, 'logout-401');
      release();
      await expect(page).toHaveURL(/\/login$/);
    });
  });
}
