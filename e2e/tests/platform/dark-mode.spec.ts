import type { Page } from '@playwright/test';
import type AxeBuilder from '@axe-core/playwright';
import { paths } from '@lectern/shared-sdk/routing/paths';
import { expect, test } from '../../fixtures/test';
import { listCourses } from '../../fixtures/api-client';
import { demoAccounts } from '../../fixtures/demo-accounts';
import { gotoInteractive } from '../../pages/interactive';
import { Layout } from '../../pages/layout';
import { LoginPage } from '../../pages/login-page';
import { ANY_DATABASE } from '../../fixtures/databases';
import { finiteAnimationsSettled } from '../../fixtures/axe';

/** The theme's page backgrounds (background.default of each scheme), as getComputedStyle writes them. */
const DARK_BACKGROUND = 'rgb(2, 6, 23)';
const LIGHT_BACKGROUND = 'rgb(248, 250, 252)';

/** Lets no script of the page run: what the browser paints first, from the server's HTML and CSS alone. */
async function holdScriptsBack(page: Page): Promise<void> {
  await page.route(/\.js(\?.*)?$/, (route) => route.abort());
}

/** Opens a page with its scripts held back and says how it looks: its scheme, and its body's colours. */
async function firstPaint(page: Page, path: string) {
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('html[data-interactive]')).toHaveCount(0);
  return page.evaluate(() => {
    const body = getComputedStyle(document.body);
    return {
      scheme: document.documentElement.getAttribute('data-mui-color-scheme'),
      background: body.backgroundColor,
      text: body.color,
    };
  });
}

/** Waits until the page answers and has its data, then lists axe's serious and critical findings. */
async function seriousViolations(page: Page, makeAxeBuilder: () => AxeBuilder, where: string) {
  await page.locator('html[data-interactive]').waitFor({ state: 'attached' });
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.getByRole('progressbar', { name: /^Loading/ })).toHaveCount(0);
  const { violations } = await makeAxeBuilder().analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${where}: ${violation.id} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`);
}

/** Opens the page on a phone and checks it, then widens the window to a laptop's in place and checks it again. */
async function atPhoneThenLaptop(page: Page, path: string, check: (width: number) => Promise<string[]>): Promise<string[]> {
  await page.setViewportSize({ width: 390, height: 900 });
  await page.goto(path);
  const found = await check(390);
  await page.setViewportSize({ width: 1366, height: 900 });
  // What the wider layout slides or fades in has finished: axe reads contrast as painted.
  await finiteAnimationsSettled(page);
  found.push(...(await check(1366)));
  return found;
}

const footerTheme = (page: Page) => page.getByRole('contentinfo').getByRole('button', { name: 'Theme' });

test.describe('on a system in dark mode', ANY_DATABASE, () => {
  test.use({ colorScheme: 'dark' });

  test("the server's pages are dark from their first paint, before any script runs", async ({ page }) => {
    const [course] = (await listCourses({ limit: 1 })).courses;
    await holdScriptsBack(page);
    for (const path of [paths.home(), paths.courses(), paths.courseDetail(course!.id)]) {
      const painted = await firstPaint(page, path);
      expect(painted, path).toEqual({ scheme: 'dark', background: DARK_BACKGROUND, text: 'rgb(241, 245, 249)' });
    }
    // A page the browser renders (sign in) has nothing to paint yet but its canvas: dark too, not a white flash.
    await page.goto(paths.login(), { waitUntil: 'domcontentloaded' });
    const canvas = await page.evaluate(() => ({
      scheme: document.documentElement.getAttribute('data-mui-color-scheme'),
      colorScheme: getComputedStyle(document.documentElement).colorScheme,
    }));
    expect(canvas).toEqual({ scheme: 'dark', colorScheme: 'dark' });
  });

  test("a visitor's choice of Light in the footer holds across reloads, from the first paint of the server's page", async ({ page }) => {
    await gotoInteractive(page, paths.courses());
    await expect(page.locator('body')).toHaveCSS('background-color', DARK_BACKGROUND);
    await footerTheme(page).click();
    const menu = page.getByRole('menu', { name: 'Theme' });
    await expect(menu.getByRole('menuitemradio', { name: 'System' })).toHaveAttribute('aria-checked', 'true');
    await menu.getByRole('menuitemradio', { name: 'Light' }).click();
    await expect(page.locator('body')).toHaveCSS('background-color', LIGHT_BACKGROUND);
    await expect(menu.getByRole('menuitemradio', { name: 'Light' })).toHaveAttribute('aria-checked', 'true');

    await holdScriptsBack(page);
    expect(await firstPaint(page, paths.home())).toMatchObject({ scheme: 'light', background: LIGHT_BACKGROUND });
    await page.unrouteAll();
    await gotoInteractive(page, paths.courses());
    await footerTheme(page).click();
    await expect(page.getByRole('menu', { name: 'Theme' }).getByRole('menuitemradio', { name: 'Light' })).toHaveAttribute('aria-checked', 'true');
  });

  test('axe finds no contrast (or other serious) problem in dark on the public pages, on a phone and a laptop', async ({ page, makeAxeBuilder }) => {
    const [course] = (await listCourses({ limit: 1 })).courses;
    const failures: string[] = [];
    for (const path of [paths.home(), paths.courses(), paths.courseDetail(course!.id), paths.login(), paths.contentPage('about')]) {
      failures.push(...(await atPhoneThenLaptop(page, path, (width) => seriousViolations(page, makeAxeBuilder, `${path} at ${width}px`))));
    }
    expect(failures).toEqual([]);
  });

  for (const role of ['student', 'educator', 'admin'] as const) {
    test(`axe finds no contrast (or other serious) problem in dark on the ${role}'s dashboard, on a phone and a laptop`, async ({
      page,
      makeAxeBuilder,
    }) => {
      await new LoginPage(page).signInAs(demoAccounts[role], role);
      const failures = await atPhoneThenLaptop(page, `/${role}`, (width) => seriousViolations(page, makeAxeBuilder, `/${role} at ${width}px`));
      expect(failures).toEqual([]);
    });
  }
});

test.describe('on a system in light mode', ANY_DATABASE, () => {
  test.use({ colorScheme: 'light' });

  test("a signed-in person's choice of Dark in the user menu holds across reloads, the server's page dark from its first paint", async ({ page }) => {
    const student = demoAccounts.student;
    await new LoginPage(page).signInAs(student);
    await expect(page.locator('body')).toHaveCSS('background-color', LIGHT_BACKGROUND);
    await new Layout(page).userMenu(student.name).click();
    await page.getByRole('menu').getByRole('menuitemradio', { name: 'Dark' }).click();
    await expect(page.locator('body')).toHaveCSS('background-color', DARK_BACKGROUND);

    // The student's dashboard, rendered on the server for them, painted before its scripts run.
    await holdScriptsBack(page);
    expect(await firstPaint(page, paths.student.dashboard())).toMatchObject({ scheme: 'dark', background: DARK_BACKGROUND });
  });
});
