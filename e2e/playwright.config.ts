import { defineConfig, devices } from '@playwright/test';
import { QUIET_CHROMIUM_ARGS } from '../scripts/quiet-chromium.js';

export default defineConfig({
  testDir: './tests',
  globalSetup: './global-setup.ts',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 60_000,
  // Lazily loaded screens can take seconds on a loaded 2-core CI machine.
  expect: { timeout: 20_000 },
  reporter: [['list']],
  projects: [
    { name: 'journeys', testIgnore: /(service-inspection|popups|staff-desks-loop)\.spec\.ts/ },
    // The journeys below change what every partner of the one shared server sees, so each runs alone
    // after the others (and cleans up after itself): a popup due for everyone sits over every page, and
    // while an inspection runs every partner write is refused.
    { name: 'popups', testMatch: /popups\.spec\.ts/, dependencies: ['journeys'] },
    { name: 'inspection', testMatch: /service-inspection\.spec\.ts/, dependencies: ['popups'] },
    // The bank-transfer account every transfer screen shows (payments.spec.ts reads it).
    { name: 'settings', testMatch: /staff-desks-loop\.spec\.ts/, dependencies: ['inspection'] },
  ],
  outputDir: './test-results',
  use: {
    ...devices['Desktop Chrome'],
    locale: 'ko-KR',
    timezoneId: 'Asia/Seoul',
    viewport: { width: 1280, height: 800 },
    // The portal honours the system's reduced-motion setting (antd-config.ts): dialogs open at once.
    // With the zoom-in on, a click during the opening animation now and then went unheard on a busy
    // CI machine, one journey at a time; no journey tests the animation itself.
    contextOptions: { reducedMotion: 'reduce' },
    // The DOM at each step, without the screencast: encoding every frame cost this 2-core machine
    // more than the pages themselves.
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: true },
    screenshot: 'only-on-failure',
    launchOptions: {
      // Debian's old-headless shell: what Playwright itself runs headless. The full browser's new
      // headless mode also runs its own window UI, which on this 2-core machine about halved the pace
      // of the journeys and left some past their timeouts.
      executablePath: '/usr/lib/chromium/chromium-headless-shell',
      args: QUIET_CHROMIUM_ARGS,
    },
  },
});
