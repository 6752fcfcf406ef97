/**
 * Playwright's `test` with `baseURL` taken from global setup, which starts the built server on a
 * free port only once the run begins, page loads that wait until a server-rendered page is live, a check that no page throws an uncaught error, and a check
 * that every API answer a page receives matches the server's API document. Every spec imports
 * `test` and `expect` from here.
 */
import { test as base, expect, type Page } from '@playwright/test';
import { loadApiContract, type ApiContract } from './api-contract.js';

/**
 * The demo seed's popups (apps/server/src/seed/demo-popups.ts: numbers 1–12 on a fresh portal), as a
 * partner who chose 오늘 하루 안보기 on each earlier today: journeys about other screens are not
 * covered by them. The popups journey turns this off (`showDemoPopups`).
 */
export const DEMO_POPUP_COUNT = 12;
export const hideDemoPopupCookies = (url: string) =>
  Array.from({ length: DEMO_POPUP_COUNT }, (_, i) => ({ name: `hideToday_popup_${i + 1}`, value: '1', url }));

/**
 * After a page load, until the app has taken over a page that arrived rendered (issue #14): the
 * markup shows at once, but its controls work only once hydrated. A journey acts at machine speed.
 */
export async function untilLive(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const root = document.getElementById('root');
    return !root?.hasAttribute('data-prerendered') || root.hasAttribute('data-live');
  });
}

export const test = base.extend<
  { uncaughtErrors: void; apiAnswersMatchDocument: void; showDemoPopups: boolean; demoPopupsHidden: void },
  { apiContract: ApiContract }
>({
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled !== false) {
      const goto = page.goto.bind(page);
      const reload = page.reload.bind(page);
      page.goto = async (...args) => {
        const answer = await goto(...args);
        await untilLive(page);
        return answer;
      };
      page.reload = async (...args) => {
        const answer = await reload(...args);
        await untilLive(page);
        return answer;
      };
    }
    await use(page);
  },
  showDemoPopups: [false, { option: true }],
  demoPopupsHidden: [
    async ({ context, baseURL, showDemoPopups }, use) => {
      if (!showDemoPopups) await context.addCookies(hideDemoPopupCookies(baseURL!));
      await use();
    },
    { auto: true },
  ],
  // Playwright requires an object pattern as the first argument, even an empty one.
  // eslint-disable-next-line no-empty-pattern
  baseURL: async ({}, use) => {
    const url = process.env.E2E_BASE_URL;
    if (!url) throw new Error('E2E_BASE_URL is not set: global setup did not start the portal');
    await use(url);
  },
  uncaughtErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.stack ?? error.message));
      await use();
      expect(errors, 'uncaught errors in the page').toEqual([]);
    },
    { auto: true },
  ],
  apiContract: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const url = process.env.E2E_BASE_URL;
      if (!url) throw new Error('E2E_BASE_URL is not set: global setup did not start the portal');
      await use(await loadApiContract(url));
    },
    { scope: 'worker' },
  ],
  apiAnswersMatchDocument: [
    async ({ page, apiContract }, use) => {
      const checks: Promise<string | undefined>[] = [];
      page.on('response', (response) => checks.push(apiContract.check(response).catch(() => undefined)));
      await use();
      const broken = (await Promise.all(checks)).filter(
        (problem): problem is string => problem !== undefined,
      );
      expect(broken, 'API answers that do not match /openapi.json').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
