/** The session rules of spec §4: the 60-minute countdown, and where the guard sends each visitor. */
import { expect, test } from './fixtures.js';
import { DEMO, logIn, signUpAndLogIn } from './support.js';

const EXPIRED = '로그인 정보가 만료되어 자동으로 로그아웃 되었습니다.';

test('the countdown reaching zero logs the partner out as expired', async ({ page, request }) => {
  await page.clock.install();
  await signUpAndLogIn(page, request);
  await expect(page.getByRole('timer')).toContainText(/(60:00|59:[0-5]\d)/);

  const visited: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) visited.push(new URL(frame.url()).pathname + new URL(frame.url()).search);
  });
  // Nothing in flight when the hour jumps: a call then running would time out at once (its own timer
  // jumps too) and add its error toast, which a real hour of quiet would not.
  await page.waitForLoadState('networkidle');
  await page.clock.fastForward('01:01:00');

  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('alert')).toHaveText(EXPIRED);
  expect(visited).toContain('/logout?error=401');
  await expect(page.getByRole('textbox', { name: '아이디' })).toBeVisible();
});

test('a page of the main layout without a session goes to the login', async ({ page }) => {
  await page.goto('/mypage/changePassword');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fmypage%2FchangePassword$/);
  await expect(page.getByRole('heading', { name: '파트너 로그인' })).toBeVisible();

  // After logging in the partner arrives where they were going.
  await page.getByRole('textbox', { name: '아이디' }).fill(DEMO.account);
  await page.getByLabel('비밀번호', { exact: true }).fill(DEMO.password);
  await page.getByRole('button', { name: '로그인', exact: true }).click();
  await expect(page).toHaveURL(/\/mypage\/changePassword$/);
  await expect(page.getByRole('heading', { name: '비밀번호 변경' })).toBeVisible();
});

test('a signed-in partner opening /login is sent home', async ({ page }) => {
  await logIn(page, DEMO);
  await page.goto('/login');
  await expect(page).toHaveURL(/\/intro$/);
  await expect(page.getByRole('heading', { level: 1, name: /대표님, 안녕하세요/ })).toBeVisible();
});

test('an unknown path shows the 404 page', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/404$/);
  await expect(page.getByRole('heading', { name: '페이지를 찾을 수 없습니다' })).toBeVisible();
  await expect(page.getByRole('link', { name: '입점 안내' })).toHaveAttribute('href', '/enter');
});

test('the empty path leads a visitor to the partnership landing page', async ({ page }) => {
  // Spec §2: the empty path redirects to /enter (a signed-in partner goes home instead).
  await page.goto('/');
  await expect(page).toHaveURL(/\/enter$/);
});
