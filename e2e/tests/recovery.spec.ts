/**
 * ID and password recovery from /login through the NICE sandbox: find-ID shows the masked id, a
 * password reset ends the old sessions and the new password logs in.
 */
import type { Page } from '@playwright/test';
import { expect, hideDemoPopupCookies, test } from './fixtures.js';
import { enterPerson, logIn, newPassword, signUpPartner, submitLogin, type TestPerson } from './support.js';

async function verifyInPopup(page: Page, person: TestPerson): Promise<void> {
  const opening = page.waitForEvent('popup');
  await page.getByRole('button', { name: '휴대폰 본인인증' }).click();
  const popup = await opening;
  await expect(popup.getByRole('heading', { name: '휴대폰 본인인증 (테스트)' })).toBeVisible();
  const closed = popup.waitForEvent('close');
  await enterPerson(popup, person);
  await closed;
}

test('a partner finds the id, resets the password, and logs in with the new one', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  test.slow(); // a sign-up, two browsers, two verification windows
  const partner = await signUpPartner(request);
  // Signed in in another browser before the reset: that session ends with it.
  const other = await browser.newContext({ baseURL });
  await other.addCookies(hideDemoPopupCookies(baseURL!));
  const elsewhere = await other.newPage();
  await logIn(elsewhere, partner);

  await page.goto('/login');
  await page.getByRole('link', { name: '아이디 찾기' }).click();
  await expect(page).toHaveURL(/\/findId$/);
  await verifyInPopup(page, partner.person);
  const masked = `${partner.account.slice(0, 3)}${'*'.repeat(partner.account.length - 3)}`;
  await expect(page.getByText(masked, { exact: true })).toBeVisible();
  await expect(page.getByText(/^가입일 \d{4}\.\d{2}\.\d{2}$/)).toBeVisible();
  await expect(page.getByText(partner.account, { exact: true })).toHaveCount(0);

  await page.getByRole('link', { name: '비밀번호 재설정' }).click();
  await expect(page).toHaveURL(/\/resetPassword$/);
  await page.getByRole('textbox', { name: '아이디' }).fill(partner.account);
  await verifyInPopup(page, partner.person);

  const password = newPassword();
  await page.getByLabel('새 비밀번호', { exact: true }).fill(password);
  await page.getByLabel('새 비밀번호 확인').fill(password);
  await page.getByRole('button', { name: '비밀번호 재설정' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(
    page.locator('.ant-notification-notice').filter({ hasText: '비밀번호가 재설정되었습니다.' }),
  ).toBeVisible();

  await submitLogin(page, partner.account, partner.password);
  await expect(
    page.getByRole('alert').filter({ hasText: '아이디 또는 비밀번호가 일치하지 않습니다.' }),
  ).toBeVisible();
  await logIn(page, { account: partner.account, password });

  // The other browser's session ended with the reset: its next call sends it to the login.
  await elsewhere.reload();
  await expect(elsewhere).toHaveURL(/\/login/);
  await other.close();
});
