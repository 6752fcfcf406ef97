/**
 * The staff console (/staff): a staff member signs in, finds a bank transfer among the deposits
 * awaiting confirmation, confirms it with the amount and depositor the bank shows (a wrong amount is
 * refused first), and the partner's plan starts. The console's screens are pictured at 1280 px.
 */
import type { Page } from '@playwright/test';
import { generate } from 'otplib';
import { expect, test } from './fixtures.js';
import { joinPlan, orderByBankTransfer, staffSignIn, submitDeposit } from './payment-steps.js';
import { DEMO_STAFF } from './staff-auth.js';
import { signUpAndLogIn } from './support.js';
import { capture, expectAccessible } from './visual.js';

/** Signs in as operations (the console opens on its dashboard) and goes to the failed renewals. */
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

    await test.step('an admin finds the confirmation in the audit log (and no operations desk)', async () => {
      await staffSignIn(staff, DEMO_STAFF.admin, '직원 계정');
      const menu = staff.getByRole('navigation', { name: '콘솔 메뉴' });
      await expect(menu.getByRole('link', { name: '입금 확인' })).toHaveCount(0);
      // The account's own row (an automation token issued for staff_ops has a row of its own below).
      await expect(staff.getByRole('row', { name: /^staff_ops / })).toContainText('운영');
      await capture(staff, 'console-accounts');
      await menu.getByRole('link', { name: '감사 로그' }).click();
      await expect(staff).toHaveURL(/\/staff\/audit$/);
      await staff.getByLabel('대상 번호').fill(orderNo);
      await staff.getByLabel('대상 번호').press('Enter');
      await expect(staff).toHaveURL(new RegExp(`target_id=${orderNo}`));
      // The previous page stays on screen while the filtered one loads: wait for the filter to apply.
      await expect(staff.getByRole('row', { name: /입금 확인/ })).toHaveCount(1);
      const entry = staff.getByRole('row', { name: new RegExp(`입금 확인 order ${orderNo}`) });
      await expect(entry).toContainText('staff_ops');
      await expect(entry).toContainText(`order ${orderNo}`);
      await capture(staff, 'console-audit');
      await expectAccessible(staff, testInfo, 'console-audit');
    });
  } finally {
    await staffContext.close();
  }

  await page.goto('/mypage/plan');
  await expect(page.getByText('부분시공').first()).toBeVisible();
  await expect(page.getByText('이용 중인 요금제가 없습니다.')).toBeHidden();
});

test('an admin creates a staff account; the person enrols with the one-time link and signs in with a recovery code', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  test.slow();
  const memberId = `ops_${Date.now().toString(36).slice(-8)}`;
  const password = 'Enrol-e2e-password1';
  await staffSignIn(page, DEMO_STAFF.admin, '직원 계정');
  await page.getByRole('button', { name: '직원 계정 만들기' }).click();
  const create = page.getByRole('dialog', { name: '직원 계정 만들기' });
  await create.getByLabel('아이디').fill(memberId);
  await create.getByLabel('이름').fill('여정 운영');
  await create.getByRole('checkbox', { name: '운영' }).check();
  await create.getByRole('button', { name: '만들기' }).click();
  const shown = page.getByRole('dialog', { name: '등록 링크' });
  const link = (await shown.getByLabel('등록 링크').textContent())!.trim();
  expect(link).toMatch(/\/staff\/enrol\?token=/);
  await shown.getByRole('button', { name: '확인' }).click();
  await expect(page.getByRole('row', { name: new RegExp(memberId) })).toContainText('등록 대기');

  const context = await browser.newContext({ baseURL, locale: 'ko-KR', timezoneId: 'Asia/Seoul' });
  const person = await context.newPage();
  try {
    await person.goto(link);
    await expect(person.getByRole('heading', { level: 1, name: '직원 계정 등록' })).toBeVisible();
    await expect(person.getByRole('img', { name: '인증 앱 등록 QR 코드' })).toBeVisible();
    const secret = (await person.locator('.console-enrol__secret').textContent())!.trim();
    await capture(person, 'console-enrol');
    await expectAccessible(person, testInfo, 'console-enrol');
    await person.getByLabel('새 비밀번호', { exact: true }).fill(password);
    await person.getByLabel('새 비밀번호 확인').fill(password);
    await person.getByLabel('인증 코드').fill(await generate({ secret }));
    await person.getByRole('button', { name: '등록 완료' }).click();
    await expect(person.getByRole('status')).toContainText('등록을 마쳤습니다.');
    const codes = person.getByRole('list', { name: '복구 코드' }).getByRole('listitem');
    await expect(codes).toHaveCount(10);
    const recovery = (await codes.first().textContent())!.trim();

    // The link works once.
    await person.goto(link);
    await expect(person.getByRole('alert')).toContainText('등록 링크가 만료되었거나 이미 사용되었습니다.');

    await person.goto('/staff/login');
    await person.getByLabel('아이디').fill(memberId);
    await person.getByLabel('비밀번호').fill(password);
    await person.getByRole('button', { name: '로그인' }).click();
    await person.getByRole('button', { name: '복구 코드 사용' }).click();
    await person.getByLabel('복구 코드').fill(recovery);
    await person.getByRole('button', { name: '확인' }).click();
    await expect(person).toHaveURL(/\/staff\/dashboard$/);
    await expect(
      person.getByRole('navigation', { name: '콘솔 메뉴' }).getByRole('link', { name: '직원 계정' }),
    ).toHaveCount(0);
  } finally {
    await context.close();
  }
});
