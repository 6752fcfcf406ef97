import { defineConfig, devices } from '@playwright/test';

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
    { name: 'journeys', testIgnore: /service-inspection\.spec\.ts/ },
    // While an inspection runs, every partner write on the one shared server is refused: that journey
    // starts only once every other journey has finished (and cleans up after itself).
    { name: 'inspection', testMatch: /service-inspection\.spec\.ts/, dependencies: ['journeys'] },
  ],
  outputDir: './test-results',
  use: {
    ...devices['Desktop Chrome'],
    locale: 'ko-KR',
    timezoneId: 'Asia/Seoul',
    viewport: { width: 1280, height: 800 },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      // Chromium's own background traffic is refused by this closed network; keep it quiet.
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
});
