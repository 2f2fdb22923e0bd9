import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from '../../fixtures/test';
import { repoRoot, urls } from '../../fixtures/stack-config';
import { command, packageVersion, releaseArea, remotesOf, replacing, stack } from '../../fixtures/releases';
import { demoAccounts } from '../../fixtures/demo-accounts';
import { CataloguePage } from '../../pages/catalogue-page';
import { dashboardHeading } from '../../pages/dashboard-page';
import { HomePage } from '../../pages/home-page';
import { LoginPage } from '../../pages/login-page';
import { ANY_DATABASE } from '../../fixtures/databases';

const AREA = 'mf-admin';
const HEADING = 'Admin Dashboard';
const NEXT_HEADING = 'Admin Overview';
const CONTRACT_FILE = path.join(repoRoot, 'shared-sdk', 'src', 'federation', 'area-contract.ts');

const contractVersion = () => {
  const match = /CONTRACT_VERSION = '(\d+)\.\d+\.\d+'/.exec(fs.readFileSync(CONTRACT_FILE, 'utf8'));
  if (!match) throw new Error(`${CONTRACT_FILE} declares no CONTRACT_VERSION`);
  return { text: match[0], major: Number(match[1]) };
};

const deploy = (target: string, ...flags: string[]) => command('deploy.mjs', ['deploy', AREA, target, ...flags]);
const rollback = () => command('deploy.mjs', ['rollback', AREA]);

const remotes = () => remotesOf();

async function openAbout(page: Page) {
  await page.goto('/admin/profile');
  await page.getByRole('tab', { name: 'About Lectern' }).click();
  return page.getByRole('table', { name: 'Live versions' });
}

const row = (page: Page, part: string) => page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: part, exact: true }) });

test.describe('an area ships on its own', ANY_DATABASE, () => {
  test.describe.configure({ mode: 'serial' });

  let version = '';
  let next = '';
  let future = '';

  test.beforeAll(async () => {
    // Three production builds of the admin console, on a 2-core machine.
    test.setTimeout(300_000);
    const { releasesDir, registryFile } = stack();
    // A retry starts again from nothing: releases are immutable, so the ones a failed attempt built are removed first.
    fs.rmSync(registryFile, { force: true });
    fs.rmSync(path.join(releasesDir, AREA), { recursive: true, force: true });
    version = packageVersion(AREA);
    const [major, minor] = version.split('.').map(Number) as [number, number];
    next = `${major}.${minor + 1}.0`;
    const contract = contractVersion();
    future = `${contract.major + 1}.0.0`;
    await Promise.all([
      // What `npm run release -w mf-admin` builds.
      releaseArea({ area: AREA }),
      // The next release, with a changed dashboard heading.
      releaseArea({
        area: AREA,
        version: next,
        changelog: false,
        mapConfig: replacing(/dashboard-page\.tsx$/, `title="${HEADING}"`, `title="${NEXT_HEADING}"`),
      }),
    ]);
    // A release built against the next contract major: its own copy of area-contract.ts says so.
    await releaseArea({
      area: AREA,
      version: future,
      changelog: false,
      mapConfig: replacing(/federation[\\/]area-contract\.ts$/, contract.text, `CONTRACT_VERSION = '${future}'`),
    });
  });

  test.afterAll(async () => {
    // Back to the working build for the rest of the suite, whatever the tests left live.
    fs.rmSync(stack().registryFile, { force: true });
  });

  test('a release is immutable, and only a released version can go live', async () => {
    const again = await command('release.mjs', [AREA]);
    expect(again.code).toBe(1);
    expect(again.output).toContain(`${AREA} ${version} is already released`);

    const missing = await deploy('7.7.7');
    expect(missing.code).toBe(1);
    expect(missing.output).toContain(`${AREA} 7.7.7 is not released`);
    const nonsense = await deploy('latest; rm -rf /');
    expect(nonsense.code).toBe(2);
    expect((await command('deploy.mjs', ['rollback', AREA])).output).toContain('has no deploy to roll back');

    // Served from the area's own origin: entries and manifests revalidated, content-named chunks kept for a year.
    const origin = stack().urls.remotes[AREA];
    const entry = await fetch(`${origin}/releases/${next}/remoteEntry.js`);
    expect(entry.status).toBe(200);
    expect(entry.headers.get('cache-control')).toBe('no-cache');
    expect((await fetch(`${origin}/releases/${next}/mf-manifest.json`)).headers.get('cache-control')).toBe('no-cache');
    const chunk = fs.readdirSync(path.join(stack().releasesDir, AREA, next)).find((file) => /^\d+\.[0-9a-f]{10}\.js$/.test(file));
    expect((await fetch(`${origin}/releases/${next}/${chunk}`)).headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await (await fetch(`${origin}/releases/${next}/release.json`)).json()).toMatchObject({ name: '@lectern/mf-admin', version: next });
  });

  test('deploy switches an admin to the new release on the next page load, rollback brings the old one back, nothing restarts', async ({
    page,
    signIn,
  }) => {
    const { pids } = stack();
    const before = await remotes();
    const admin = await signIn('admin');
    await expect(dashboardHeading(page, 'admin', admin.name)).toBeVisible();

    expect((await deploy(version)).code).toBe(0);
    // The entry's address carries the integrity the browser checks it against.
    expect((await remotes())[`mf_admin`]).toMatch(
      new RegExp(`^${urls.remote(AREA)}/releases/${version}/remoteEntry\\.js#sha256-[A-Za-z0-9+/]{43}=$`),
    );
    const about = await openAbout(page);
    await expect(row(page, 'Admin console')).toContainText(version);
    await expect(row(page, 'Admin console')).toContainText(`Release ${version}`);
    await expect(about).toContainText('Database migration');

    // The next release goes live while the admin's page is open: the panel sees it, the page keeps its code until reloaded.
    const deployed = await deploy(next);
    expect(deployed.code, deployed.output).toBe(0);
    await page.getByRole('button', { name: 'Check again' }).click();
    await expect(row(page, 'Admin console')).toContainText(next);
    await expect(
      page
        .getByRole('alert')
        .or(page.getByRole('status'))
        .filter({ hasText: `Admin console ${next} is live` }),
    ).toBeVisible();

    await page.goto('/admin');
    await expect(page.getByRole('heading', { level: 1, name: NEXT_HEADING })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: HEADING })).toHaveCount(0);

    // Only the admin console's entry moved; the shell's server and the other areas are the ones that ran before.
    const during = await remotes();
    for (const [remote, entry] of Object.entries(before)) if (remote !== 'mf_admin') expect(during[remote]).toBe(entry);
    expect(() => process.kill(pids.staticServers!, 0)).not.toThrow();
    expect(stack().pids.staticServers).toBe(pids.staticServers);

    const back = await rollback();
    expect(back.output).toContain(`rolled back: ${version} is live`);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: HEADING })).toBeVisible();
    await openAbout(page);
    await expect(row(page, 'Admin console')).toContainText(`Release ${version}`);

    // And once more: the working build the suite started with.
    expect((await rollback()).output).toContain('rolled back: the working build is live');
    expect(await remotes()).toEqual(before);
  });

  test('an area built against another contract major shows its fallback with the reason; the rest of the site works', async ({
    page,
    browser,
    signIn,
  }) => {
    const forced = await deploy(future, '--force');
    expect(forced.code, forced.output).toBe(0);
    await signIn('admin');
    await expect(page.getByRole('heading', { name: 'This area could not be loaded' })).toBeVisible();
    await expect(page.getByText(`The admin console ${future} needs a newer shell`)).toBeVisible();

    const visitor = await browser.newPage();
    try {
      const home = new HomePage(visitor);
      await home.goto();
      await expect(home.featuredCards).toHaveCount(3);
      const catalogue = new CataloguePage(visitor);
      await catalogue.goto();
      await expect(catalogue.heading).toBeVisible();
      await expect(catalogue.cards.first()).toBeVisible();
    } finally {
      await visitor.close();
    }
    const studentContext = await browser.newContext();
    try {
      const studentPage = await studentContext.newPage();
      const student = demoAccounts.student;
      await new LoginPage(studentPage).goto();
      await new LoginPage(studentPage).signIn(student.email, student.password);
      await expect(studentPage).toHaveURL(/\/student$/);
      await expect(dashboardHeading(studentPage, 'student', student.name)).toBeVisible();
    } finally {
      await studentContext.close();
    }

    expect((await rollback()).code).toBe(0);
  });
  test('an entry changed on its origin after the deploy is refused by the browser: it loads only the bytes that were released', async ({
    page,
    signIn,
  }) => {
    fs.rmSync(stack().registryFile, { force: true });
    expect(await deploy(version)).toMatchObject({ code: 0 });
    // The entry and its precompressed copies (the origin serves those to browsers that take them): changed, or gone.
    const entry = path.join(stack().releasesDir, AREA, version, 'remoteEntry.js');
    const copies = [entry, `${entry}.br`, `${entry}.gz`].filter((file) => fs.existsSync(file));
    const released = new Map(copies.map((file) => [file, fs.readFileSync(file)]));
    for (const file of copies) fs.chmodSync(file, 0o644);
    try {
      fs.writeFileSync(entry, Buffer.concat([released.get(entry) ?? Buffer.alloc(0), Buffer.from('\n;console.log("changed on the origin");\n')]));
      for (const file of copies) if (file !== entry) fs.rmSync(file);
      await signIn('admin');
      await expect(page.getByRole('heading', { name: 'This area could not be loaded' })).toBeVisible();
    } finally {
      for (const [file, bytes] of released) {
        fs.writeFileSync(file, bytes);
        fs.chmodSync(file, 0o444);
      }
    }
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: HEADING })).toBeVisible();
  });
});
