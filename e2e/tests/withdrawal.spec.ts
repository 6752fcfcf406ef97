/**
 * 탈퇴 (issue #40 §3): the conditions with their states (one not met: a deposit awaited), then a
 * partner who meets them withdraws after the password again and the dialog; its login is refused and
 * the same person signs up again, told it is a re-join (spec §9), and signs in to an empty account.
 */
import { expect, test } from './fixtures.js';
import { joinPlan, orderByBankTransfer } from './payment-steps.js';
import {
  enterPerson,
  logIn,
  newAccount,
  newBusinessNumber,
  newPassword,
  newPerson,
  signUpPartner,
  submitLogin,
} from './support.js';
import { capture, VIEWPORTS } from './visual.js';

test('a deposit awaited stands in the way of 탈퇴, with the way to it', async ({ page, request }) => {
  test.slow();
  const partner = await signUpPartner(request);
  await logIn(page, partner);
  await joinPlan(page, '부분시공 플랜', '부분시공');
  await orderByBankTransfer(page, '209,000원');

  await page.goto('/mypage/withdrawal');
  await expect(page.getByRole('heading', { level: 1, name: '회원 탈퇴' })).toBeVisible();
  const deposit = page.getByRole('listitem').filter({ hasText: '입금을 기다리는 결제가 없습니다' });
  await expect(deposit.getByText('미충족')).toBeVisible();
  await expect(deposit.getByText(/입금 대기 중인 결제 1건/)).toBeVisible();
  await expect(deposit.getByRole('link', { name: '결제 내역 바로가기' })).toBeVisible();
  await expect(page.getByText('탈퇴 조건을 충족하지 않아 지금은 탈퇴할 수 없습니다.')).toBeVisible();
  await expect(page.getByRole('button', { name: '탈퇴하기' })).toHaveCount(0);
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    await capture(page, 'withdrawal-unmet');
  }
});

test('withdraws after the password and the dialog; the login is refused; the same person re-joins', async ({
  page,
  request,
}) => {
  test.slow();
  const person = newPerson();
  const partner = await signUpPartner(request, person);
  await logIn(page, partner);

  await test.step('the page, from 내 정보 수정, with every condition met', async () => {
    await page.goto('/mypage/myInfo');
    await page.getByRole('link', { name: '회원 탈퇴' }).click();
    await expect(page).toHaveURL(/\/mypage\/withdrawal$/);
    await expect(page.getByText('충족', { exact: true })).toHaveCount(3);
    for (const viewport of VIEWPORTS) {
      await page.setViewportSize(viewport);
      await capture(page, 'withdrawal-met');
    }
  });

  await test.step('a wrong password is refused in place', async () => {
    await page.getByLabel('비밀번호 확인').fill('Wrong!2024pw');
    await page.getByRole('button', { name: '탈퇴하기' }).click();
    await page
      .getByRole('dialog', { name: '정말 탈퇴하시겠습니까?' })
      .getByRole('button', { name: '탈퇴' })
      .click();
    await expect(page.getByText('비밀번호가 일치하지 않습니다.')).toBeVisible();
  });

  await test.step('the dialog, then withdrawn and signed out', async () => {
    await page.getByLabel('비밀번호 확인').fill(partner.password);
    await page.getByRole('button', { name: '탈퇴하기' }).click();
    const dialog = page.getByRole('dialog', { name: '정말 탈퇴하시겠습니까?' });
    await expect(dialog.getByText('시공사례와 사진, 등록된 결제 카드가 삭제됩니다.')).toBeVisible();
    for (const viewport of VIEWPORTS) {
      await page.setViewportSize(viewport);
      await capture(page, 'withdrawal-dialog', { fullPage: false });
    }
    await dialog.getByRole('button', { name: '탈퇴' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText('탈퇴가 완료되었습니다.', { exact: false })).toBeVisible();
  });

  await test.step('the withdrawn login is refused', async () => {
    await submitLogin(page, partner.account, partner.password);
    await expect(page.getByText('아이디 또는 비밀번호가 일치하지 않습니다.')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });

  await test.step('the same person signs up again: a re-join, starting empty', async () => {
    const account = newAccount('rejoin');
    const password = newPassword();
    await page.goto('/signUp');
    const opening = page.waitForEvent('popup');
    await page.getByRole('button', { name: '휴대폰 본인인증' }).click();
    const popup = await opening;
    const closed = popup.waitForEvent('close');
    await enterPerson(popup, person);
    await closed;
    await expect(page.getByText('본인인증 완료')).toBeVisible();
    await page.getByLabel('아이디').fill(account);
    await page.getByRole('button', { name: '중복 확인' }).click();
    await expect(page.getByText('사용할 수 있는 아이디입니다.')).toBeVisible();
    await page.getByLabel('비밀번호', { exact: true }).fill(password);
    await page.getByLabel('비밀번호 확인').fill(password);
    await page.getByLabel('이메일').fill(`${account}@example.com`);
    await page.getByLabel('업체명').fill('다시시작 인테리어');
    await page.getByLabel('사업자등록번호').fill(newBusinessNumber().replace(/-/g, ''));
    for (const title of [
      '개인정보 수집·이용 안내',
      '개인정보 처리방침',
      '파트너 서비스 이용약관',
      '회원가입 약관',
    ]) {
      await page.getByRole('checkbox', { name: `(필수) ${title}` }).check();
    }
    await page.getByRole('button', { name: '가입하기' }).click();
    await expect(page).toHaveURL(/\/signUp\/complete$/);
    await expect(page.getByRole('status')).toHaveText(
      '이전에 탈퇴한 계정이 있어 재가입으로 처리되었습니다. 이전 계정의 시공사례와 정보는 복구되지 않습니다.',
    );
    await logIn(page, { account, password });
  });
});
