/**
 * A new partner's first day: sign-up through the screen with a phone verification in the NICE
 * sandbox's popup, login into the main layout, the sidebar and the visited-view tabs, a password
 * change, logout, and login with the old and new password.
 */
import { expect, test } from './fixtures.js';
import {
  enterPerson,
  formatMobile,
  newAccount,
  newBusinessNumber,
  newPassword,
  newPerson,
  submitLogin,
} from './support.js';

test('sign up, use the main layout, change the password and log in again', async ({ page }) => {
  // One long journey: five argon2 hashes on the server, a dozen screens.
  test.slow();
  const account = newAccount('join');
  const password = newPassword();
  const partnerName = '한빛인테리어';
  const ceo = { ...newPerson(), name: '이한빛' };

  await test.step('verify the CEO in the verification popup', async () => {
    await page.goto('/signUp');
    await expect(page.getByRole('heading', { name: '파트너 회원가입' })).toBeVisible();
    const opening = page.waitForEvent('popup');
    await page.getByRole('button', { name: '휴대폰 본인인증' }).click();
    const popup = await opening;
    await expect(popup.getByRole('heading', { name: '휴대폰 본인인증 (테스트)' })).toBeVisible();
    const closed = popup.waitForEvent('close');
    await enterPerson(popup, ceo);
    await closed;

    // The verified name and number, which cannot be typed over.
    await expect(page.getByText('본인인증 완료')).toBeVisible();
    await expect(page.getByLabel('대표자명')).toHaveValue(ceo.name);
    await expect(page.getByLabel('대표자명')).not.toBeEditable();
    await expect(page.getByLabel('휴대폰 번호')).toHaveValue(formatMobile(ceo.mobileno));
    await expect(page.getByLabel('휴대폰 번호')).not.toBeEditable();
  });

  await test.step('an empty form sent on a phone puts the keyboard on its first message, 아이디, in view', async () => {
    const size = page.viewportSize();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('button', { name: '가입하기' }).click();
    const id = page.getByRole('textbox', { name: '아이디' });
    await expect(id).toBeFocused();
    await expect(id).toBeInViewport();
    if (size) await page.setViewportSize(size);
  });

  await test.step('sign up through the form', async () => {
    await page.getByLabel('아이디').fill(account);
    await page.getByRole('button', { name: '중복 확인' }).click();
    await expect(page.getByText('사용할 수 있는 아이디입니다.')).toBeVisible();

    await page.getByLabel('비밀번호', { exact: true }).fill(password);
    await page.getByLabel('비밀번호 확인').fill(password);
    await page.getByLabel('이메일').fill(`${account}@example.com`);
    await page.getByLabel('업체명').fill(partnerName);
    await page.getByLabel('사업자등록번호').fill(newBusinessNumber().replace(/-/g, ''));

    // Read one of the texts in its dialog, then close it.
    await page.getByRole('button', { name: '파트너 서비스 이용약관 보기' }).click();
    const dialog = page.getByRole('dialog', { name: '파트너 서비스 이용약관' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('heading').first()).toBeVisible();
    await dialog.getByRole('button', { name: '확인' }).click();
    await expect(dialog).toBeHidden();

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
    await expect(page.getByRole('heading', { name: '회원가입이 완료되었습니다' })).toBeVisible();
    await expect(page.getByText(`${partnerName}, 리모델링마켓 파트너가 되신 것을 환영합니다.`)).toBeVisible();
    await page.getByRole('link', { name: '로그인하기' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });

  const sidebar = page.getByRole('navigation', { name: '주 메뉴' });
  const tabs = page.getByRole('navigation', { name: '열어 본 화면' });

  await test.step('log in and land on home in the main layout', async () => {
    await submitLogin(page, account, password);
    await expect(page).toHaveURL(/\/intro$/);
    for (const group of ['안내', '혜택', '등록', '결제', '관리']) {
      await expect(sidebar.getByRole('menuitem', { name: group, exact: true })).toBeVisible();
    }
    await expect(page.getByRole('banner').getByText(partnerName, { exact: true })).toBeVisible();
    await expect(page.getByRole('banner').getByText(`대표 ${ceo.name}`)).toBeVisible();
    await expect(page.getByRole('timer')).toContainText(/59:[0-5]\d/);
  });

  const reminder = page.getByRole('dialog', { name: '파트너 등록을 완료해주세요' });
  await test.step('the registration reminder opens on home until hidden for today', async () => {
    await expect(reminder).toBeVisible();
    await expect(reminder.getByRole('progressbar', { name: '파트너 등록 진행률' })).toHaveAttribute(
      'aria-valuetext',
      '6개 중 0개 완료',
    );
    await reminder.getByRole('button', { name: '오늘 하루 안보기' }).click();
    await expect(reminder).toBeHidden();
    await page.reload();
    await expect(page.getByRole('banner').getByText(partnerName, { exact: true })).toBeVisible();
    await expect(reminder).toBeHidden();
  });

  await test.step('open two pages from the sidebar: each gets a tab', async () => {
    await sidebar.getByRole('menuitem', { name: '요금제 안내' }).click();
    await expect(page).toHaveURL(/\/paymentPlan$/);
    await expect(page.getByRole('heading', { level: 1, name: '요금제 안내' })).toBeVisible();

    await sidebar.getByRole('menuitem', { name: '비밀번호 변경' }).click();
    await expect(page).toHaveURL(/\/mypage\/changePassword$/);
    await expect(page.getByRole('heading', { name: '비밀번호 변경' })).toBeVisible();

    await expect(tabs.getByRole('link')).toHaveText(['홈', '요금제 안내', '비밀번호 변경']);
    await expect(tabs.getByRole('link', { name: '비밀번호 변경' })).toHaveAttribute('aria-current', 'page');
  });

  await test.step('close tabs from the context menu', async () => {
    const menu = page.getByRole('menu').filter({ has: page.getByRole('menuitem', { name: '모두 닫기' }) });
    await tabs.getByRole('link', { name: '비밀번호 변경' }).click({ button: 'right' });
    await expect(menu.getByRole('menuitem')).toHaveText(['새로고침', '닫기', '다른 탭 닫기', '모두 닫기']);
    await menu.getByRole('menuitem', { name: '다른 탭 닫기' }).click();
    await expect(tabs.getByRole('link')).toHaveText(['홈', '비밀번호 변경']);
    await expect(tabs.getByRole('button', { name: '홈 탭 닫기' })).toHaveCount(0);
    await expect(page).toHaveURL(/\/mypage\/changePassword$/);

    await tabs.getByRole('link', { name: '비밀번호 변경' }).click({ button: 'right' });
    await menu.getByRole('menuitem', { name: '모두 닫기' }).click();
    await expect(tabs.getByRole('link')).toHaveText(['홈']);
    await expect(page).toHaveURL(/\/intro$/);

    // Home is not closable: its menu, opened from the keyboard, offers nothing to close.
    const home = tabs.getByRole('link', { name: '홈' });
    await home.focus();
    await page.keyboard.press('Shift+F10');
    for (const action of ['닫기', '다른 탭 닫기', '모두 닫기']) {
      await expect(menu.getByRole('menuitem', { name: action, exact: true })).toHaveAttribute(
        'aria-disabled',
        'true',
      );
    }
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(home).toBeFocused();

    // The bar's button opens the current tab's menu; a second click closes it, Escape gives focus back.
    const barMenu = tabs.getByRole('button', { name: '현재 탭 메뉴' });
    await barMenu.click();
    await expect(menu).toBeVisible();
    await barMenu.click();
    await expect(menu).toBeHidden();
    await barMenu.click();
    await expect(menu.getByRole('menuitem', { name: '새로고침' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(barMenu).toBeFocused();
  });

  const changed = newPassword();
  await test.step('change the password and stay signed in', async () => {
    await sidebar.getByRole('menuitem', { name: '비밀번호 변경' }).click();
    const content = page.getByRole('main');
    await content.getByLabel('현재 비밀번호').fill(password);
    await content.getByRole('button', { name: '확인' }).click();
    await content.getByLabel('새 비밀번호', { exact: true }).fill(changed);
    await content.getByLabel('새 비밀번호 확인').fill(changed);
    await content.getByRole('button', { name: '비밀번호 변경' }).click();
    await expect(
      page.getByText('비밀번호가 변경되었습니다. 다른 기기의 로그인은 해제되었습니다.'),
    ).toBeVisible();
    // This session survives the change (the server ends only the others): a reload stays in.
    await page.reload();
    await expect(page).toHaveURL(/\/mypage\/changePassword$/);
    await expect(page.getByRole('banner').getByText(partnerName, { exact: true })).toBeVisible();
  });

  await test.step('log out; the old password no longer works, the new one does', async () => {
    await page.getByRole('link', { name: '로그아웃' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText('로그아웃 되었습니다.')).toBeVisible();

    await submitLogin(page, account, password);
    await expect(page.getByText('아이디 또는 비밀번호가 일치하지 않습니다.')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);

    await submitLogin(page, account, changed);
    await expect(page).toHaveURL(/\/intro$/);
    await expect(page.getByRole('banner').getByText(partnerName, { exact: true })).toBeVisible();
    // Hidden for the rest of the day, also across logins.
    await expect(reminder).toBeHidden();
  });
});
