import { defineConfig, devices } from '@playwright/test';
import { urls } from './fixtures/stack-config';

const ci = Boolean(process.env.CI);

export default defineConfig({
  testDir: 'tests',
  // What needs two API instances over one database (tests/postgres) runs when the suite is on PostgreSQL.
  ...(process.env.E2E_DATABASE_URL ? {} : { testIgnore: ['postgres/**'] }),
  outputDir: 'test-results',
  globalSetup: './fixtures/global-setup.ts',
  globalTeardown: './fixtures/global-teardown.ts',
  // The suite shares one seeded API and one set of static servers; the machine has 2 cores.
  workers: 1,
  fullyParallel: false,
  retries: ci ? 1 : 0,
  forbidOnly: ci,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: 'list',
  use: {
    baseURL: urls.shell,
    trace: 'retain-on-failure',
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
          executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
          args: ['--no-sandbox', '--disable-background-networking', '--disable-gpu', '--disable-dev-shm-usage'],
        },
      },
    },
  ],
});
