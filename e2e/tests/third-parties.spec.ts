/**
 * Optional third parties stay away when no key is configured (issue #13): signed in as the demo
 * partner, a walk through several pages makes no request to any host but the portal's own — no
 * Channel Talk, no Sentry, no web fonts or CDN. The clicks it makes on the way are queued, leave as
 * one batch when the page is left (keepalive), and the console's click counts show them.
 */
import type { Request } from '@playwright/test';
import { expect, test } from './fixtures.js';
import { staffSignIn } from './payment-steps.js';
import { DEMO, logIn } from './support.js';
import { capture, expectAccessible, VIEWPORTS } from './visual.js';

const leavesThePortal = (request: Request, origin: string) => {
  const url = request.url();
  return !url.startsWith(origin) && !url.startsWith('data:') && !url.startsWith('blob:');
};

test('no request leaves the portal without third-party keys, and clicks reach the console counts', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  test.slow();
  const origin = new URL(baseURL!).origin;
  const outside: string[] = [];
  page.context().on('request', (request) => {
    if (leavesThePortal(request, origin)) outside.push(request.url());
  });

  await test.step('signed in, the partner walks through several pages', async () => {
    await logIn(page, DEMO);
    for (const [path, heading] of [
      ['/paymentPlan', '요금제 안내'],
      ['/notice', undefined],
      ['/mypage/myInfo', undefined],
      ['/paymentHistory/list', undefined],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('navigation').first()).toBeVisible();
      if (heading) await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await page.waitForLoadState('networkidle');
    }
    // No widget script was added and no SDK global exists.
    const scripts = await page.evaluate(() => [...document.scripts].map((script) => script.src));
    expect(scripts.filter((src) => src && !src.startsWith(origin))).toEqual([]);
    expect(await page.evaluate(() => 'ChannelIO' in window || '__SENTRY__' in window)).toBe(false);
  });

  await test.step('plan card clicks are queued and sent as a batch when the page is hidden or left', async () => {
    const detailLink = page.getByRole('link', { name: /자세히 보기/ }).first();
    await page.goto('/paymentPlan');
    await expect(page.getByRole('heading', { level: 1, name: '요금제 안내' })).toBeVisible();
    const batch = page.waitForRequest(
      (request) => request.url().endsWith('/partner-api/analytics/batch') && request.method() === 'POST',
    );
    await detailLink.click();
    await expect(page).toHaveURL(/\/paymentPlan\/detail\?product=/);
    await page.evaluate(() => window.dispatchEvent(new Event('pagehide')));
    const sent = await batch;
    expect(sent.headers()['authorization']).toMatch(/^Bearer /);
    expect(sent.postDataJSON()).toEqual({
      events: [expect.objectContaining({ eventName: 'click', typeName: 'plan_detail' })],
    });
    // A click right before a full page load still arrives (keepalive): the console counts show both.
    await page.goto('/paymentPlan');
    await detailLink.click();
    await expect(page).toHaveURL(/\/paymentPlan\/detail\?product=/);
    await page.goto('/intro');
    await expect(page.getByRole('heading', { level: 1, name: /대표님, 안녕하세요/ })).toBeVisible();
  });

  await test.step('at logout nothing outside is asked for either', async () => {
    await page.getByRole('link', { name: '로그아웃' }).click();
    await expect(page).toHaveURL(/\/login/);
    await page.waitForLoadState('networkidle');
  });
  expect(outside, 'requests to hosts other than the portal').toEqual([]);

  await test.step('operations staff see the click counts per event and type', async () => {
    const staffContext = await browser.newContext({ baseURL, locale: 'ko-KR', timezoneId: 'Asia/Seoul' });
    const staff = await staffContext.newPage();
    try {
      await staffSignIn(staff);
      const card = staff.locator('.dashboard-clicks');
      const table = staff.getByRole('table', { name: '이벤트별 클릭 수' });
      // Both clicks of this journey (other journeys may add more to the demo's counts).
      const detailRow = table.getByRole('row', { name: /요금제 카드 · 자세히 보기/ }).first();
      await expect(detailRow).toBeVisible();
      await expect
        .poll(async () =>
          Number((await detailRow.getByRole('cell').last().textContent())?.replace(/\D/g, '')),
        )
        .toBeGreaterThanOrEqual(2);
      await expect(card).toContainText(/모두 \d+건/);
      for (const viewport of VIEWPORTS) {
        await staff.setViewportSize(viewport);
        await card.scrollIntoViewIfNeeded();
        await capture(staff, 'console-click-counts');
      }
      await expectAccessible(staff, testInfo, 'console-click-counts');
    } finally {
      await staffContext.close();
    }
  });
});
