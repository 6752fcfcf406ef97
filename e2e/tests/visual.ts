/**
 * Full-page screenshots (into e2e/screenshots, git-ignored) and the axe check: no serious or
 * critical violations.
 */
import { AxeBuilder } from '@axe-core/playwright';
import type { Page, TestInfo } from '@playwright/test';
import { fileURLToPath } from 'node:url';
import { expect } from './fixtures.js';

const SCREENSHOTS = fileURLToPath(new URL('../screenshots/', import.meta.url));

export const VIEWPORTS = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
];

/**
 * The whole page; a dialog is pictured as the viewport shows it (`fullPage: false`). Every pictured
 * screen must also fit its width: a page a phone has to scroll sideways fails (softly, like axe).
 */
export async function capture(page: Page, name: string, { fullPage = true } = {}): Promise<void> {
  const width = page.viewportSize()?.width;
  // Polled: right after a viewport change the responsive layout (the sider collapsing) takes a moment.
  await expect
    .configure({ soft: true })
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth), {
      message: `${name} wider than the screen`,
      timeout: 5_000,
    })
    .toBeLessThanOrEqual(width ?? Infinity);
  await page.screenshot({
    path: `${SCREENSHOTS}${name}-${width}.png`,
    fullPage,
    animations: 'disabled',
  });
}

/** `capture` at each of `VIEWPORTS` from the page's top, back at the first width after. */
export async function captureAtWidths(page: Page, name: string): Promise<void> {
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    await page.evaluate(() => window.scrollTo(0, 0));
    await capture(page, name);
  }
  await page.setViewportSize(VIEWPORTS[0]!);
}

/**
 * Runs axe on the page as it is; reports every violation, fails on serious and critical ones.
 * `label-content-name-mismatch` (a link or button's name must contain its visible text) is on by
 * default since axe-core 4.14 and was experimental before: asked for by name, so it always runs.
 */
export async function expectAccessible(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const { violations } = await new AxeBuilder({ page })
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .analyze();
  const summary = violations.map((v) => ({
    id: v.id,
    impact: v.impact,
    help: v.help,
    nodes: v.nodes.map((node) => `${node.target.join(' ')}: ${node.failureSummary?.replace(/\s+/g, ' ')}`),
  }));
  if (summary.length) {
    console.log(`axe on ${name}:`, JSON.stringify(summary, null, 2));
    await testInfo.attach(`axe-${name}.json`, {
      body: JSON.stringify(summary, null, 2),
      contentType: 'application/json',
    });
  }
  // Soft: the other screens are still checked and pictured.
  expect
    .soft(
      summary.filter((v) => v.impact === 'serious' || v.impact === 'critical'),
      `axe on ${name}`,
    )
    .toEqual([]);
}
