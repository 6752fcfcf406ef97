/**
 * /login and /enter arrive rendered by the build (issue #14): readable before any script runs, their
 * forms held until the page's script has taken it over (hydration), then live without a mismatch.
 */
import { expect, test } from './fixtures.js';
import { logIn, signUpPartner } from './support.js';

test.describe('without scripts', () => {
  test.use({ javaScriptEnabled: false });

  test('both pages show their content, styled, and their forms wait', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1, name: '파트너 로그인' })).toBeVisible();
    await expect(page.getByText('본인인증을 할 수 없다면 고객센터')).toBeVisible();
    // The stylesheets came inline: the card is laid out, not the browser's default flow.
    await expect(page.getByRole('button', { name: '로그인', exact: true })).toHaveCSS(
      'border-top-left-radius',
      /[1-9]/,
    );
    await expect(page.getByRole('button', { name: '로그인', exact: true })).toBeDisabled();
    await expect(page.getByRole('textbox', { name: '아이디' })).toBeDisabled();

    await page.goto('/enter');
    await expect(page.getByRole('heading', { level: 1, name: /고객을 만나는 가장 빠른 방법/ })).toBeVisible();
    await expect(page.getByRole('contentinfo').getByText('평일 9:00-18:00')).toBeVisible();
    await expect(page.getByRole('button', { name: '입점 문의 보내기' })).toBeDisabled();
  });
});

test('the pages come to life without a mismatch; the saved id fills in; the login works', async ({
  page,
  request,
}) => {
  const partner = await signUpPartner(request);
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  await page.addInitScript((account) => localStorage.setItem('savedLoginId', account), partner.account);

  const enter = await page.goto('/enter');
  expect(await enter!.text()).toContain('data-prerendered="/enter"');
  await expect(page.getByRole('button', { name: '입점 문의 보내기' })).toBeEnabled();

  const login = await page.goto('/login');
  expect(await login!.text()).toContain('data-prerendered="/login"');
  // The prerendered page cannot know this browser's saved id: it fills in once the page is live.
  await expect(page.getByRole('textbox', { name: '아이디' })).toHaveValue(partner.account);
  await expect(page.getByRole('checkbox', { name: '아이디 저장' })).toBeChecked();
  await logIn(page, partner);
  // A hydration mismatch is reported as an error (React renders the page anew and says so).
  expect(problems).toEqual([]);
});

test('a signed-in partner opening /enter gets the page rendered for them, not the visitor’s', async ({
  page,
  request,
}) => {
  await logIn(page, await signUpPartner(request));
  const enter = await page.goto('/enter');
  expect(await enter!.text()).not.toContain('data-prerendered');
  await expect(page.getByRole('link', { name: '파트너센터로 이동' })).toBeVisible();
  await expect(page.getByRole('link', { name: '로그인', exact: true })).toHaveCount(0);
});
