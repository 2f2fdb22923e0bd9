import { defineConfig, devices } from '@playwright/test';
import { urls } from './fixtures/stack-config';
import { chromiumPath } from './chromium.cjs';

const ci = Boolean(process.env.CI);
/** npm test retries a failed test once (E2E_RETRIES=1) and names every test that passed only then (fixtures/flaky-reporter.ts). */
const retries = process.env.E2E_RETRIES ? Number(process.env.E2E_RETRIES) : ci ? 1 : 0;

export default defineConfig({
  testDir: 'tests',
  // What needs two API instances over one database (tests/postgres) runs when the suite is on PostgreSQL.
  ...(process.env.E2E_DATABASE_URL ? {} : { testIgnore: ['postgres/**'] }),
  // A named run (npm test runs several side by side) keeps its traces and screenshots apart.
  outputDir: process.env.E2E_RUN ? `test-results/${process.env.E2E_RUN}` : 'test-results',
  globalSetup: './fixtures/global-setup.ts',
  globalTeardown: './fixtures/global-teardown.ts',
  // The suite shares one seeded API and one set of static servers; the machine has 2 cores.
  workers: 1,
  fullyParallel: false,
  retries,
  forbidOnly: ci,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['./fixtures/flaky-reporter.ts']],
  use: {
    baseURL: urls.shell,
    // A trace records every action's DOM and a screencast: a fifth of the suite's CPU. Recorded when a failed test is
    // tried again (E2E_RETRIES), so a failure in CI still leaves one.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    video: 'off',
    actionTimeout: 10_000,
    navigationTimeout: 30_000,
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1366, height: 900 },
        headless: true,
        launchOptions: {
          executablePath: chromiumPath(),
          args: ['--no-sandbox', '--disable-background-networking', '--disable-gpu', '--disable-dev-shm-usage'],
        },
      },
    },
  ],
});
