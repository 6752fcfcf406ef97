/**
 * Full-page screenshots of the screens at desktop and phone width (into e2e/screenshots,
 * git-ignored), and an axe check of the main screens: no serious or critical violations.
 */
import { expect, test } from './fixtures.js';
import { enterPerson, formatMobile, newPerson, signUpAndLogIn } from './support.js';
import { capture, expectAccessible, VIEWPORTS } from './visual.js';

for (const viewport of VIEWPORTS) {
  test.describe(`${viewport.width} px wide`, () => {
    test.use({ viewport });

    test('visitor screens', async ({ page }, testInfo) => {
      test.slow(); // six screens, two axe runs
      await page.goto('/enter');
      await expect(page.getByRole('button', { name: '입점 문의 보내기' })).toBeVisible();
      await capture(page, 'enter');
      await expectAccessible(page, testInfo, 'enter');

      await page.goto('/login');
      await expect(page.getByRole('heading', { name: '파트너 로그인' })).toBeVisible();
      await capture(page, 'login');
      await expectAccessible(page, testInfo, 'login');

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

    test('sign-up with identity verification', async ({ page, context }, testInfo) => {
      test.slow(); // six screens, two axe runs, one verification
      // Keep the verification popup open after it answers, so its last screen can be pictured.
      await context.addInitScript(() => {
        if (window.opener) window.close = () => undefined;
      });
      await page.goto('/signUp');
      await expect(page.getByRole('button', { name: '휴대폰 본인인증' })).toBeVisible();
      await capture(page, 'signup');
      await expectAccessible(page, testInfo, 'signup');

      const opening = page.waitForEvent('popup');
      await page.getByRole('button', { name: '휴대폰 본인인증' }).click();
      const popup = await opening;
      // The popup opens 500 px wide; pictured at the journey's widths like every other screen.
      await popup.setViewportSize(viewport);
      await expect(popup.getByRole('heading', { name: '휴대폰 본인인증 (테스트)' })).toBeVisible();
      await capture(popup, 'nice-sandbox');

      await popup.getByRole('button', { name: '인증 실패로 응답하기' }).click();
      await expect(popup.getByRole('heading', { name: '본인인증 실패' })).toBeVisible();
      await capture(popup, 'nice-fail');

      await popup.getByRole('button', { name: '다시 인증' }).click();
      const person = newPerson();
      await enterPerson(popup, person);
      await expect(popup.getByText('본인인증이 완료되었습니다')).toBeVisible();
      await capture(popup, 'nice-success');
      await popup.close();

      await expect(page.getByLabel('휴대폰 번호')).toHaveValue(formatMobile(person.mobileno));
      await expect(page.getByRole('checkbox', { name: /회원가입 약관/ })).toBeVisible();
      await capture(page, 'signup-verified');
      await expectAccessible(page, testInfo, 'signup-verified');

      await page.getByRole('button', { name: '개인정보 처리방침 보기' }).click();
      const dialog = page.getByRole('dialog', { name: '개인정보 처리방침' });
      await expect(dialog.getByText('시행일 2024년 5월 7일')).toBeVisible();
      await capture(page, 'terms-dialog', { fullPage: false });
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

      await page.goto('/notice');
      await expect(page.getByRole('heading', { level: 1, name: '공지사항' })).toBeVisible();
      await expect(page.getByRole('button', { name: /필독/ })).toBeVisible();
      await capture(page, 'notice-list');
      await expectAccessible(page, testInfo, 'notice-list');

      // No inspection runs: the inspection notice sends the partner on (service-inspection.spec.ts shows it).
      await page.goto('/service-inspection');
      await expect(page).toHaveURL(/\/intro$/);

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
