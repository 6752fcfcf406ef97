/**
 * The staff console (/staff): a staff member signs in, finds a bank transfer among the deposits
 * awaiting confirmation, confirms it with the amount and depositor the bank shows (a wrong amount is
 * refused first), and the partner's plan starts. The console's screens are pictured at 1280 px.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.js';
import { joinPlan, orderByBankTransfer, staffSignIn, submitDeposit } from './payment-steps.js';
import { signUpAndLogIn } from './support.js';
import { capture, expectAccessible } from './visual.js';

/** Signs in (the console opens on its dashboard) and goes to the failed renewals. */
async function staffLogIn(page: Page): Promise<void> {
  await staffSignIn(page);
  await expect(page).toHaveURL(/\/staff\/dashboard$/);
  await page
    .getByRole('navigation', { name: '콘솔 메뉴' })
    .getByRole('link', { name: '정기결제 실패' })
    .click();
  await expect(page).toHaveURL(/\/staff\/renewals$/);
  await expect(page.getByRole('heading', { level: 1, name: '정기결제 실패' })).toBeVisible();
}

test('operations confirm a bank deposit in the console and the partner plan starts', async ({
  page,
  request,
  browser,
  baseURL,
}, testInfo) => {
  test.slow();
  const partner = await signUpAndLogIn(page, request);
  await joinPlan(page, '부분시공 플랜', '부분시공');
  const orderNo = await orderByBankTransfer(page, '209,000원');

  const staffContext = await browser.newContext({ baseURL, locale: 'ko-KR', timezoneId: 'Asia/Seoul' });
  const staff = await staffContext.newPage();
  try {
    await test.step('a partner account is refused at the console sign-in', async () => {
      await staff.goto('/staff/login');
      await staff.getByLabel('아이디').fill(partner.account);
      await staff.getByLabel('비밀번호').fill(partner.password);
      await staff.getByRole('button', { name: '로그인' }).click();
      await expect(staff.getByRole('alert')).toBeVisible();
      await expect(staff).toHaveURL(/\/staff\/login$/);
      await capture(staff, 'console-login');
      await expectAccessible(staff, testInfo, 'console-login');
    });

    await staffLogIn(staff);
    await capture(staff, 'console-renewals');
    await expectAccessible(staff, testInfo, 'console-renewals');

    await staff.getByRole('link', { name: '입금 확인' }).click();
    await expect(staff).toHaveURL(/\/staff\/deposits$/);
    const row = staff.getByRole('row', { name: new RegExp(orderNo) });
    await expect(row).toContainText(partner.partnerName);
    await expect(row).toContainText('209,000원');
    await capture(staff, 'console-deposits');
    await expectAccessible(staff, testInfo, 'console-deposits');

    await row.getByRole('button', { name: '입금 확인' }).click();
    const dialog = await submitDeposit(staff, 200_000, partner.partnerName);
    await expect(dialog.getByRole('alert')).toContainText(
      '입금액 200,000원이 결제 금액 209,000원과 다릅니다.',
    );
    await capture(staff, 'console-deposit-dialog', { fullPage: false });
    await dialog.getByLabel('입금액 (통장에 찍힌 금액)').fill('209000');
    await dialog.getByRole('button', { name: '입금 확인' }).click();
    await expect(dialog).toBeHidden();
    await expect(staff.getByRole('status')).toContainText(`${orderNo}: 입금을 확인했습니다.`);
    await expect(staff.getByRole('row', { name: new RegExp(orderNo) })).toHaveCount(0);

    await staff.getByRole('button', { name: '로그아웃' }).click();
    await expect(staff).toHaveURL(/\/staff\/login$/);
  } finally {
    await staffContext.close();
  }

  await page.goto('/mypage/plan');
  await expect(page.getByText('부분시공').first()).toBeVisible();
  await expect(page.getByText('이용 중인 요금제가 없습니다.')).toBeHidden();
});
