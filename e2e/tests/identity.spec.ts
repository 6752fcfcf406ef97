/**
 * Sign-up's phone verification through the NICE sandbox (spec §2 `/selfCertification/nice/*`):
 * a failure, a person who already has an account, and the full-page run inside the native app.
 */
import { devices, type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from './fixtures.js';
import {
  closeWindow,
  enterPerson,
  formatMobile,
  newAccount,
  newBusinessNumber,
  newPassword,
  newPerson,
  signUpPartner,
} from './support.js';

async function openVerification(page: Page): Promise<Page> {
  const opening = page.waitForEvent('popup');
  await page.getByRole('button', { name: /^(휴대폰 본인인증|다시 인증)$/ }).click();
  const popup = await opening;
  await expect(popup.getByRole('heading', { name: '휴대폰 본인인증 (테스트)' })).toBeVisible();
  return popup;
}

async function isAvailable(request: APIRequestContext, account: string): Promise<boolean> {
  const response = await request.post('/member-api/api/v1/validateMemberId', {
    params: { memberId: account },
  });
  return ((await response.json()) as { context: { available: boolean } }).context.available;
}

test('a failed verification shows the failure screen and creates nothing', async ({ page, request }) => {
  const account = newAccount('fail');
  await page.goto('/signUp');
  const popup = await openVerification(page);
  await popup.getByRole('button', { name: '인증 실패로 응답하기' }).click();

  await expect(popup).toHaveURL(/\/selfCertification\/nice\/fail\?code=0017$/);
  await expect(popup.getByRole('heading', { name: '본인인증 실패' })).toBeVisible();
  await expect(
    popup.getByText('본인인증에 실패했습니다. 입력한 정보를 확인한 뒤 다시 시도해주세요.'),
  ).toBeVisible();
  await expect(popup.getByRole('button', { name: '다시 인증' })).toBeVisible();
  // The sign-up page heard it and still waits for a verification before showing the form.
  await expect(page.getByRole('alert')).toHaveText(
    '본인인증에 실패했습니다. 입력한 정보를 확인한 뒤 다시 시도해주세요.',
  );
  await expect(page.getByLabel('아이디')).toHaveCount(0);

  await closeWindow(popup);
  expect(await isAvailable(request, account)).toBe(true);
});

test('the same person cannot sign up twice', async ({ page, request }) => {
  const person = newPerson();
  const first = await signUpPartner(request, person);

  await page.goto('/signUp');
  const popup = await openVerification(page);
  const closed = popup.waitForEvent('close');
  await enterPerson(popup, person);
  await closed;
  await expect(page.getByLabel('대표자명')).toHaveValue(person.name);

  const account = newAccount('twice');
  const password = newPassword();
  await page.getByLabel('아이디').fill(account);
  await page.getByRole('button', { name: '중복 확인' }).click();
  await expect(page.getByText('사용할 수 있는 아이디입니다.')).toBeVisible();
  await page.getByLabel('비밀번호', { exact: true }).fill(password);
  await page.getByLabel('비밀번호 확인').fill(password);
  await page.getByLabel('업체명').fill(`${first.partnerName} 2호점`);
  await page.getByLabel('사업자등록번호').fill(newBusinessNumber());
  await page.getByLabel('이메일').fill(`${account}@example.com`);
  await page.getByRole('checkbox', { name: /전체 동의/ }).check();
  await page.getByRole('button', { name: '가입하기' }).click();

  await expect(page.getByRole('alert')).toHaveText(
    '이미 파트너 계정이 있는 분의 본인인증 정보입니다. 한 분은 하나의 파트너 계정만 가질 수 있으니 기존 계정으로 로그인하시거나 고객센터로 문의해주세요.',
  );
  await expect(page).toHaveURL(/\/signUp$/);
  expect(await isAvailable(request, account)).toBe(true);
});

test.describe('inside the native app', () => {
  test.use({ userAgent: `${devices['Desktop Chrome'].userAgent} PartnerPortalApp` });

  test('the verification runs in the same page and comes back to the sign-up', async ({ page }) => {
    const person = newPerson();
    await page.goto('/signUp');
    await page.getByRole('button', { name: '휴대폰 본인인증' }).click();
    await expect(page.getByRole('heading', { name: '휴대폰 본인인증 (테스트)' })).toBeVisible();
    await enterPerson(page, person);

    await expect(page).toHaveURL(/\/signUp$/);
    await expect(page.getByLabel('대표자명')).toHaveValue(person.name);
    await expect(page.getByLabel('휴대폰 번호')).toHaveValue(formatMobile(person.mobileno));
    await expect(page.getByLabel('아이디')).toBeVisible();
  });
});
