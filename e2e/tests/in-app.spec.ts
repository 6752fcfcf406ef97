/** Inside the native app's browser (user agent marker, spec §1): no portal chrome, and the bridge. */
import { devices } from '@playwright/test';
import { expect, test } from './fixtures.js';
import { signUpAndLogIn } from './support.js';

test.use({ userAgent: `${devices['Desktop Chrome'].userAgent} PartnerPortalApp` });

declare global {
  interface Window {
    __bridge: string[];
  }
}

test.beforeEach(async ({ page }) => {
  // The Android app's JavaScript interface, recording what the page posts.
  await page.addInitScript(() => {
    window.__bridge = [];
    Object.assign(window, {
      AndroidBridge: { postMessage: (message: string) => window.__bridge.push(message) },
    });
  });
});

test('the main layout shows only the content', async ({ page, request }) => {
  const partner = await signUpAndLogIn(page, request);
  await expect(page.getByRole('main').getByText(partner.partnerName).first()).toBeVisible();
  await expect(page.getByRole('navigation', { name: '주 메뉴' })).toHaveCount(0);
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page.getByRole('timer')).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: '열어 본 화면' })).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
});

test('the terms page has no footer in the app', async ({ page }) => {
  await page.goto('/terms/service');
  await expect(page.getByRole('heading', { level: 1, name: '파트너 서비스 이용약관' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
});

test('the sign-up completion hands back to the app with webview_finish', async ({ page }) => {
  await page.goto('/signUp/complete');
  await expect(page.getByRole('heading', { name: '회원가입이 완료되었습니다' })).toBeVisible();
  await expect(page.getByRole('link', { name: '로그인하기' })).toHaveCount(0);
  await page.getByRole('button', { name: '앱에서 로그인하기' }).click();
  await expect
    .poll(() => page.evaluate(() => window.__bridge))
    .toEqual([JSON.stringify({ type: 'webview_finish' })]);
});
