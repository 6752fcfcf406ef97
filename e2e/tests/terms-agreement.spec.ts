/**
 * Guard step 3 (spec §4): a required document gets a new version after the partner signed up; at
 * the next login the portal holds the partner on /agree/product until they agree. Publishing a
 * version means adding its file to the terms folder and restarting, so this journey runs a server of
 * its own on its own data and terms folders, and restarts it.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { newDataDir, REPO_ROOT, startPortal } from '../../scripts/portal-process.js';
import { expect, test } from './fixtures.js';
import { signUpPartner, submitLogin } from './support.js';
import { capture, expectAccessible, VIEWPORTS } from './visual.js';

test('a new required version forces /agree/product until the partner agrees', async ({
  browser,
  playwright,
}, testInfo) => {
  test.slow(); // two server starts, sign-up, login, two screenshots with axe
  const termsDir = mkdtempSync(join(tmpdir(), 'portal-terms-'));
  cpSync(join(REPO_ROOT, 'apps/server/content/terms'), termsDir, { recursive: true });
  const env = { TERMS_DIR: termsDir, WEB_DIST: process.env.E2E_WEB_DIST ?? join(REPO_ROOT, 'apps/web/dist') };
  const dataDir = newDataDir();

  const before = await startPortal(env, dataDir, { keepDataDir: true });
  const api = await playwright.request.newContext({ baseURL: before.url });
  const partner = await signUpPartner(api).finally(() => api.dispose());
  await before.stop();

  // Staff publish version 2 of the sign-up terms.
  const v1 = readFileSync(join(termsDir, 'signup-terms.v1.md'), 'utf8');
  const v2 = v1
    .replace('version: 1', 'version: 2')
    .replace(/effective_date: .*/, 'effective_date: 2026-12-01');
  writeFileSync(
    join(termsDir, 'signup-terms.v2.md'),
    `${v2.trimEnd()}\n\n## 부칙\n\n이 약관은 2026년 12월 1일부터 시행합니다.\n`,
  );

  const portal = await startPortal(env, dataDir);
  const context = await browser.newContext({
    baseURL: portal.url,
    locale: 'ko-KR',
    timezoneId: 'Asia/Seoul',
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  try {
    await submitLogin(page, partner.account, partner.password);
    await expect(page).toHaveURL(/\/agree\/product\?m=[0-9a-f]+&type=signup-terms&redirect=%2Fintro$/);
    await expect(page.getByRole('heading', { level: 1, name: '약관 동의' })).toBeVisible();
    const document = page.getByRole('region', { name: '회원가입 약관', exact: true });
    await expect(document.getByText('이 약관은 2026년 12월 1일부터 시행합니다.')).toBeVisible();
    await expect(document.getByText('시행일 2026년 12월 1일')).toBeVisible();

    // Any other page sends the partner back, under a new marker only after a new check.
    const marker = new URL(page.url()).searchParams.get('m');
    await page.goto('/paymentPlan');
    await expect(page).toHaveURL(/\/agree\/product\?/);
    expect(new URL(page.url()).searchParams.get('m')).toBe(marker);
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/paymentPlan');

    for (const viewport of VIEWPORTS) {
      await page.setViewportSize(viewport);
      await expect(page.getByRole('button', { name: '동의합니다' })).toBeVisible();
      await capture(page, 'agree-product');
      await expectAccessible(page, testInfo, `agree-product-${viewport.width}`);
    }
    await page.setViewportSize(VIEWPORTS[0]!);

    await document.getByRole('button', { name: '동의합니다' }).click();
    await expect(page).toHaveURL(/\/paymentPlan$/);
    await expect(page.getByRole('heading', { level: 1, name: '요금제 안내' })).toBeVisible();

    // Released: other pages open, and the agreement page itself leads home.
    await page.goto('/mypage/changePassword');
    await expect(page.getByLabel('현재 비밀번호')).toBeVisible();
    await page.goto('/agree/product');
    await expect(page).toHaveURL(/\/intro$/);
    expect(errors).toEqual([]);
  } finally {
    await context.close();
    await portal.stop();
    rmSync(termsDir, { recursive: true, force: true });
  }
});
