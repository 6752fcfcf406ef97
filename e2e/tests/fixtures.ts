/**
 * Playwright's `test` with `baseURL` taken from global setup, which starts the built server on a
 * free port only once the run begins, and a check that no page throws an uncaught error. Every
 * spec imports `test` and `expect` from here.
 */
import { test as base, expect } from '@playwright/test';

export const test = base.extend<{ uncaughtErrors: void }>({
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
});

export { expect };
