import fs from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { bucketOf, readRegistryFile } from '@lectern/shared-sdk/registry/registry.cjs';
import { expect, test } from '../../fixtures/test';
import { apiSignIn } from '../../fixtures/api-client';
import { demoAccounts, secondAdmin, type DemoAccount } from '../../fixtures/demo-accounts';
import { command, packageVersion, releaseArea, remotesOf, replacing, stack } from '../../fixtures/releases';
import { gotoInteractive } from '../../pages/interactive';
import { LoginPage } from '../../pages/login-page';
import { ANY_DATABASE } from '../../fixtures/databases';

const AREA = 'mf-admin';
const HEADING = 'Admin Dashboard';
const CANARY_HEADING = 'Admin Overview';
const CANARY = '0.2.0';
const BROKEN = '0.3.0';

const deploy = (target: string, ...flags: string[]) => command('deploy.mjs', ['deploy', AREA, target, ...flags]);

/** A release of the admin console in the suite's folder, built once for the run (an earlier spec may have built it). */
async function ensureRelease(version: string, mapConfig?: Parameters<typeof releaseArea>[0]['mapConfig']) {
  if (fs.existsSync(path.join(stack().releasesDir, AREA, version, 'release.json'))) return;
  await releaseArea({ area: AREA, version, changelog: false, ...(mapConfig ? { mapConfig } : {}) });
}

interface Admin {
  account: DemoAccount;
  context: BrowserContext;
  page: Page;
}

async function signedIn(browser: Browser, account: DemoAccount): Promise<Admin> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await new LoginPage(page).signInAs(account, 'admin');
  return { account, context, page };
}

const dashboardHeading = (page: Page, title: string) => page.getByRole('heading', { level: 1, name: title });

/** Loads the admin console's dashboard `times` times, each load a session of whichever release this admin gets. */
async function drive(admin: Admin, times: number, expectHeading?: string) {
  for (let load = 0; load < times; load += 1) {
    // Until the page runs, it has no telemetry to report: leaving it earlier (a loaded machine hydrates slowly) would
    // count no session.
    await gotoInteractive(admin.page, '/admin');
    if (expectHeading) await expect(dashboardHeading(admin.page, expectHeading)).toBeVisible();
    else await expect(admin.page.getByRole('heading', { level: 1 })).toBeVisible();
  }
  // The last load's reports go when the page hides.
  await admin.page.goto('/admin/profile');
}

test.describe('canary releases of the admin console', ANY_DATABASE, () => {
  // Each test loads the dashboard up to fifteen times, waiting each time until it runs (a loaded 2-core machine hydrates
  // in seconds), deploys, and waits for the sessions' reports to be judged: more than the suite's minute per test.
  test.describe.configure({ mode: 'serial', timeout: 180_000 });

  let version = '';
  /** The two admins: one whose bucket falls in a 50 % canary, one whose does not. */
  let onStable: Admin;
  let onCanary: Admin;

  test.beforeAll(async ({ browser }) => {
    // Up to three production builds of the admin console, on a 2-core machine.
    test.setTimeout(420_000);
    fs.rmSync(stack().registryFile, { force: true });
    version = packageVersion(AREA);
    await ensureRelease(version);
    await ensureRelease(CANARY, replacing(/dashboard-page\.tsx$/, `title="${HEADING}"`, `title="${CANARY_HEADING}"`));
    // A release whose dashboard throws as it renders.
    await ensureRelease(
      BROKEN,
      replacing(
        /dashboard-page\.tsx$/,
        'export function DashboardPage() {',
        "export function DashboardPage() {\n  throw new Error('0.3.0 broke the dashboard');",
      ),
    );

    // Which admin falls where is their user id's bucket: the suite takes the two demo admins and checks they differ.
    const first = await apiSignIn(demoAccounts.admin.email, demoAccounts.admin.password);
    const second = await apiSignIn(secondAdmin.email, secondAdmin.password);
    const inCanary = (id: number | string) => bucketOf(`user:${id}`, AREA) < 50;
    expect(inCanary(first.user.id), 'the two demo admins must fall on the two sides of a 50 % canary of mf-admin').not.toBe(inCanary(second.user.id));
    const [canaryAccount, stableAccount] = inCanary(first.user.id) ? [demoAccounts.admin, secondAdmin] : [secondAdmin, demoAccounts.admin];
    onStable = await signedIn(browser, stableAccount);
    onCanary = await signedIn(browser, canaryAccount);
  });

  test.afterAll(async () => {
    await onStable?.context.close();
    await onCanary?.context.close();
    // Back to the working build for the rest of the suite.
    fs.rmSync(stack().registryFile, { force: true });
  });

  test('a canary at 50 %: two admins get the two releases and keep them across reloads; the Releases page shows both sides; Promote makes it everyone’s', async () => {
    expect(await deploy(version)).toMatchObject({ code: 0 });
    const started = await deploy(CANARY, '--canary', '50', '--reason', 'New dashboard title');
    expect(started).toMatchObject({ code: 0 });
    expect(started.output).toContain(`${AREA} ${CANARY} is the canary for 50 % of its people; the rest keep ${version}`);

    // Sticky: every reload gets the same release.
    await drive(onStable, 3, HEADING);
    await drive(onCanary, 3, CANARY_HEADING);

    // The Releases page: both sides, with their sessions since the canary started.
    const { page } = onStable;
    const section = page.getByRole('region', { name: 'Admin console' });
    const sides = section.getByRole('table', { name: 'Since the canary started' });
    const sessionsOf = async (side: string) =>
      Number(((await sides.getByRole('row').filter({ hasText: side }).getByRole('cell').first().textContent()) ?? '').replaceAll(',', ''));
    await expect(async () => {
      await page.goto('/admin/releases');
      await expect(section).toContainText(`Stable release: ${version} · Canary ${CANARY} for 50 % of people since`, { timeout: 2000 });
      expect(await sessionsOf(`Stable ${version}`)).toBeGreaterThanOrEqual(3);
      expect(await sessionsOf(`Canary ${CANARY}`)).toBeGreaterThanOrEqual(3);
    }).toPass({ timeout: 30_000 });
    await expect(section.getByRole('list', { name: 'History of the admin console' }).getByRole('listitem').first()).toContainText(
      `Canary ${CANARY} for 50 % of people from the command line`,
    );

    await section.getByRole('button', { name: `Promote ${CANARY}` }).click();
    const dialog = page.getByRole('dialog', { name: `Promote ${CANARY}?` });
    await dialog.getByLabel('Reason (optional)').fill('Healthy on both sides');
    await dialog.getByRole('button', { name: 'Promote' }).click();
    await expect(section).toContainText(`Stable release: ${CANARY}`);
    await expect(section.getByRole('list', { name: 'History of the admin console' }).getByRole('listitem').first()).toContainText(
      `Promoted ${CANARY} to everyone by ${onStable.account.email}`,
    );
    // Everyone's now, whatever their bucket.
    await drive(onStable, 1, CANARY_HEADING);
    await drive(onCanary, 1, CANARY_HEADING);
    expect(readRegistryFile(stack().registryFile)).toMatchObject({ areas: { [AREA]: CANARY }, canaries: {} });
  });

  test('a canary that throws on its dashboard is rolled back by the platform, which says why with the figures', async () => {
    const started = await deploy(BROKEN, '--canary', '50');
    expect(started).toMatchObject({ code: 0 });
    // Sessions through both sides: the stable one renders, the canary's dashboard throws (its error boundary says so).
    await drive(onStable, 7, CANARY_HEADING);
    for (let load = 0; load < 7; load += 1) {
      await onCanary.page.goto('/admin');
      await expect(onCanary.page.getByRole('heading', { name: 'This area could not be loaded' })).toBeVisible();
    }
    await onCanary.page.goto('/admin/profile');

    // The API judges the canary every second: it ends it by itself.
    await expect.poll(() => readRegistryFile(stack().registryFile).canaries[AREA]?.live ?? null, { timeout: 30_000 }).toBeNull();
    const rollback = readRegistryFile(stack().registryFile).history.at(-1);
    expect(rollback).toMatchObject({ action: 'rollback', canary: BROKEN, by: 'platform', figures: { rule: 'errors' } });

    // The Releases page says why, with the figures.
    const { page } = onStable;
    await page.goto('/admin/releases');
    const latest = page
      .getByRole('region', { name: 'Admin console' })
      .getByRole('list', { name: 'History of the admin console' })
      .getByRole('listitem')
      .first();
    await expect(latest).toContainText(`Rolled back canary ${BROKEN} automatically`);
    await expect(latest).toContainText(
      /Errors in 100 % of the canary's sessions \(\d+ of \d+\) against 0 % of the stable release's \(0 of \d+\): worse beyond chance/,
    );

    // Every later page load gets the stable release: the admin who was on the canary, and any new visitor.
    await drive(onCanary, 1, CANARY_HEADING);
    for (let visitor = 0; visitor < 10; visitor += 1) expect(JSON.stringify(await remotesOf())).not.toContain(`/releases/${BROKEN}/`);
  });

  test('a preview link pins one browser to a release while another keeps the stable one', async () => {
    const { page } = onStable;
    // The release picker is a menu React opens: a click before the page runs would be lost.
    await gotoInteractive(page, '/admin/releases');
    const section = page.getByRole('region', { name: 'Admin console' });
    await section.getByLabel('Release of the admin console to preview').click();
    await page.getByRole('option', { name: version, exact: true }).click();
    await section.getByRole('button', { name: 'Create preview link' }).click();
    const link = await section.getByLabel(`Preview link for ${version}`).inputValue();
    expect(link).toMatch(/\/preview\/[\w-]+\.[\w-]+\?to=%2Fadmin$/);

    // The other admin opens it: the admin console of the previewed release, with the bar that says so.
    await onCanary.page.goto(link);
    await expect(onCanary.page).toHaveURL(/\/admin$/);
    await expect(dashboardHeading(onCanary.page, HEADING)).toBeVisible();
    await expect(onCanary.page.getByRole('status').filter({ hasText: `Previewing admin console ${version} · Exit preview` })).toBeVisible();
    await onCanary.page.reload();
    await expect(dashboardHeading(onCanary.page, HEADING)).toBeVisible();

    // This browser keeps the stable release.
    await drive(onStable, 1, CANARY_HEADING);
    await expect(page.getByText('Previewing admin console')).toHaveCount(0);

    await onCanary.page.getByRole('link', { name: 'Exit preview' }).click();
    await expect(dashboardHeading(onCanary.page, CANARY_HEADING)).toBeVisible();
    await expect(onCanary.page.getByText('Previewing admin console')).toHaveCount(0);
  });
});
