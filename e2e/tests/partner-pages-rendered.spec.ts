/**
 * A signed-in partner's pages arrive rendered by the server with their own data (issue #14):
 * readable before any script runs, never with another partner's data, then live without a mismatch
 * and without asking again for what the page already holds.
 */
import type { APIRequestContext, Browser, BrowserContext, Page } from '@playwright/test';
import { expect, hideDemoPopupCookies, test, untilLive } from './fixtures.js';
import { logIn, signUpPartner, type Partner } from './support.js';

const PHONE = {
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
  userAgent:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Mobile Safari/537.36',
};

/** A browser context signed in as `partner` (through the login screen), the demo popups hidden. */
async function signedIn(browser: Browser, baseURL: string, partner: Partner): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL });
  await context.addCookies(hideDemoPopupCookies(baseURL));
  await logIn(await context.newPage(), partner);
  return context;
}

/** A new partner, and a browser context signed in as it. */
async function newSignedInPartner(
  browser: Browser,
  baseURL: string,
  request: APIRequestContext,
): Promise<{ partner: Partner; session: BrowserContext }> {
  const partner = await signUpPartner(request);
  return { partner, session: await signedIn(browser, baseURL, partner) };
}

/**
 * Opens `path` as rendered by the server. Under load the page worker may pass a page to the browser
 * (busy, or restarting after a slow page): asked again, it renders it.
 */
async function gotoRendered(page: Page, path: string): Promise<void> {
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const answer = await page.goto(path);
    if ((await answer!.text()).includes(`data-prerendered="${path}"`)) return;
    await page.waitForTimeout(500);
  }
  throw new Error(`${path} never came rendered by the server`);
}

/** The app has taken the page over: the tabs of the pages opened come from its own state. */
async function hydrated(page: Page): Promise<void> {
  await untilLive(page);
  await expect(
    page.getByRole('navigation', { name: '열어 본 화면' }).getByRole('link').first(),
  ).toBeVisible();
}

/** Console errors and warnings, and errors the page reports (React's hydration mismatches among them). */
function problemsOf(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

test('without scripts, the partner’s home, payment history and my info show their own data', async ({
  browser,
  baseURL,
  request,
}) => {
  const { partner, session } = await newSignedInPartner(browser, baseURL!, request);
  const context = await browser.newContext({
    baseURL,
    javaScriptEnabled: false,
    storageState: await session.storageState(),
  });
  const page = await context.newPage();

  await gotoRendered(page, '/intro');
  await expect(
    page.getByRole('heading', {
      level: 1,
      name: new RegExp(`^${partner.partnerName} .+ 대표님, 안녕하세요.$`),
    }),
  ).toBeVisible();
  // The layout as the app draws it: the sidebar's menu, styled (antd's variables came with the page).
  await expect(page.getByRole('menuitem', { name: '결제 내역' })).toBeVisible();
  await expect(page.getByText('미노출', { exact: true })).toHaveCSS('color', 'rgb(207, 19, 34)');
  await expect(page).toHaveTitle(/홈/);

  await gotoRendered(page, '/paymentHistory/list');
  await expect(page.getByRole('heading', { level: 1, name: '결제 내역' })).toBeVisible();
  await expect(page.getByText('아직 결제 내역이 없습니다.')).toBeVisible();

  await gotoRendered(page, '/mypage/myInfo');
  await expect(page.getByRole('textbox', { name: '업체명' })).toHaveValue(partner.partnerName);
  await context.close();
  await session.close();
});

test('two partners asking at once each get only their own page', async ({ browser, baseURL, request }) => {
  const first = await signUpPartner(request);
  const second = await signUpPartner(request);
  const sessions = await Promise.all([first, second].map((partner) => signedIn(browser, baseURL!, partner)));
  const cookieHeaders = await Promise.all(
    sessions.map(async (session) =>
      (await session.cookies()).map((cookie) => `${cookie.name}=${cookie.value}`).join('; '),
    ),
  );
  const pages = await Promise.all(
    ['/intro', '/mypage/myInfo', '/intro', '/paymentHistory/list', '/intro', '/mypage/myInfo'].map(
      async (path, i) => {
        const answer = await request.get(path, {
          headers: { accept: 'text/html', cookie: cookieHeaders[i % 2]! },
        });
        return {
          html: await answer.text(),
          cacheControl: answer.headers()['cache-control'],
          own: i % 2 === 0 ? first : second,
          other: i % 2 ? first : second,
        };
      },
    ),
  );
  let rendered = 0;
  for (const { html, cacheControl, own, other } of pages) {
    expect(html).not.toContain(other.partnerName);
    if (!html.includes('id="page-state"')) continue; // the worker was busy: the browser renders it
    rendered += 1;
    expect(html).toContain(own.partnerName);
    // Someone's own data: no shared cache may keep it.
    expect(cacheControl).toBe('private, no-store');
  }
  expect(rendered).toBeGreaterThan(0);
  await Promise.all(sessions.map((session) => session.close()));
});

test('the page comes to life without a mismatch and does not ask again for what it holds', async ({
  browser,
  baseURL,
  request,
}) => {
  const { session } = await newSignedInPartner(browser, baseURL!, request);
  const page = await session.newPage();
  const problems = problemsOf(page);
  // The history's list calls this document made (its own resource timing, whatever pages came before).
  const listCalls = () =>
    page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((entry) => entry.name)
        .filter((name) => name.includes('/partner/order/list')),
    );

  await gotoRendered(page, '/paymentHistory/list');
  await hydrated(page);
  // The first list came with the page.
  expect(await listCalls()).toEqual([]);
  // Live: a control that only the app can run, then a navigation inside the app.
  await page
    .locator('label')
    .filter({ hasText: /^1개월$/ })
    .click();
  await expect(page).toHaveURL(/from=/);
  await expect(page.getByText('조건에 맞는 결제 내역이 없습니다.')).toBeVisible();
  expect(await listCalls()).toEqual([expect.stringContaining('from=')]);
  await page.getByRole('menuitem', { name: '나의 요금제' }).click();
  await expect(page).toHaveURL(/\/mypage\/plan$/);
  await expect(page.getByRole('heading', { level: 1, name: '나의 요금제' })).toBeVisible();
  // A hydration mismatch is reported as an error (React renders the page anew and says so).
  expect(problems).toEqual([]);
  // One theme for the whole layout: a second provider inside it derived and wrote all ~500 of antd's
  // variables again, under a class of its own. (The server's copy of the same class comes with the page.)
  const themeClasses = await page.evaluate(() => [
    ...new Set(
      [...document.querySelectorAll('style')]
        .map((style) => style.textContent ?? '')
        .filter((text) => text.includes('--ant-blue:'))
        .map((text) => text.slice(0, text.indexOf('{'))),
    ),
  ]);
  expect(themeClasses).toHaveLength(1);
  await session.close();
});

test('the page comes to life on the markup it came with instead of drawing it again', async ({
  browser,
  baseURL,
  request,
}) => {
  const { session } = await newSignedInPartner(browser, baseURL!, request);
  const page = await session.newPage();
  // The server's heading and top bar, held from before any script runs.
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      const held = window as unknown as { serverMarkup: (Element | null)[] };
      held.serverMarkup = [document.querySelector('#content h1'), document.querySelector('header')];
    });
  });
  const stillThere = () =>
    page.evaluate(() =>
      (window as unknown as { serverMarkup: (Element | null)[] }).serverMarkup.map(
        (element) => element?.isConnected ?? 'missing',
      ),
    );
  for (const path of ['/intro', '/paymentHistory/list']) {
    await gotoRendered(page, path);
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    // Drawn again, they would be other elements: React throws markup away when the state it
    // hydrates with changes before it is done (the page, hydrated last, most of all).
    expect(await stillThere()).toEqual([true, true]);
  }
  await session.close();
});

test('a phone gets the page laid out for a small screen', async ({ browser, baseURL, request }) => {
  const { session } = await newSignedInPartner(browser, baseURL!, request);
  const context = await browser.newContext({ ...PHONE, baseURL, storageState: await session.storageState() });
  const page = await context.newPage();
  const problems = problemsOf(page);
  await gotoRendered(page, '/intro');
  await expect(page.locator('html')).toHaveAttribute('data-rendered-for', 'mobile');
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1, name: /대표님, 안녕하세요/ })).toBeVisible();
  // The sidebar is the drawer, closed, as the app lays out a small screen.
  await expect(page.getByRole('menuitem', { name: '결제', exact: true })).toBeHidden();
  await page.getByRole('button', { name: '메뉴 열기' }).click();
  await expect(page.getByRole('menuitem', { name: '결제', exact: true })).toBeVisible();
  expect(problems).toEqual([]);
  await context.close();
  await session.close();
});
