import type { Page } from '@playwright/test';
import { expect, test } from '../../fixtures/test';
import { demoAccounts } from '../../fixtures/demo-accounts';
import { HomePage } from '../../pages/home-page';
import { Layout } from '../../pages/layout';
import { LoginPage } from '../../pages/login-page';
import { dashboardHeading } from '../../pages/dashboard-page';
import { ANY_DATABASE } from '../../fixtures/databases';

/** A value set on window survives client-side navigation only: if it is gone, the page was reloaded. */
async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => {
    Object.assign(window, { __e2eSameDocument: true });
  });
}

async function sameDocument(page: Page): Promise<boolean> {
  return page.evaluate(() => '__e2eSameDocument' in window);
}

test.describe('federation singletons', ANY_DATABASE, () => {
  test('signing in through mf-public updates the shell and mf-student without a reload, and signing out from the shell updates mf-public', async ({
    page,
  }) => {
    const student = demoAccounts.student;
    const layout = new Layout(page);
    const login = new LoginPage(page);
    const home = new HomePage(page);

    await login.goto();
    await expect(layout.loginLink).toBeVisible();
    await markDocument(page);

    await login.signIn(student.email, student.password);
    await expect(page).toHaveURL(/\/student$/);
    // The shell's top bar and sidebar, and mf-student's greeting, all read the one session store.
    await expect(layout.userMenu(student.name)).toBeVisible();
    await expect(layout.loginLink).toHaveCount(0);
    await expect(dashboardHeading(page, 'student', student.name)).toBeVisible();
    await layout.openSidebar();
    await expect(layout.signedInBox).toContainText(student.name);
    expect(await sameDocument(page), 'signing in reloaded the page').toBe(true);

    await layout.topBar.getByRole('link', { name: 'Lectern' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(home.featuredHeading).toBeVisible();
    await expect(home.startLearningFree).toHaveCount(0);

    // Signed out by the shell while mf-public's home is mounted: the home shows its signed-out actions again.
    await layout.signedInBox.getByRole('button', { name: 'Logout' }).click();
    await expect(layout.loginLink).toBeVisible();
    await expect(home.startLearningFree).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    expect(await sameDocument(page), 'signing out reloaded the page').toBe(true);
    expect(await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('lms_user')])).toEqual([null, null]);
  });

  test('the session is kept under the spec local-storage items and restored on reload', async ({ page, signIn }) => {
    const admin = await signIn('admin');
    const stored = await page.evaluate(() => ({ token: localStorage.getItem('token'), user: localStorage.getItem('lms_user') }));
    expect(stored.token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(JSON.parse(stored.user ?? 'null')).toMatchObject({ email: admin.email, role: 'admin' });

    await page.reload();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(dashboardHeading(page, 'admin', admin.name)).toBeVisible();
  });

  test('one copy of each shared package is loaded across the shell and the remotes', async ({ page, signIn }) => {
    const student = await signIn('student');
    await page.goto('/courses');
    await expect(page.getByRole('heading', { name: 'Explore Courses', level: 1 })).toBeVisible();
    await expect(new Layout(page).userMenu(student.name)).toBeVisible();
    // The heading and the top bar are in the server's HTML, painted before any script runs: the shared packages are
    // loaded once the page has hydrated, so the test waits until the federation runtime has loaded each of them.
    const loadedShares = () =>
      page.evaluate(() => {
        type SharedEntry = { loaded?: boolean; from?: string };
        type ShareScopes = Record<string, Record<string, Record<string, Record<string, SharedEntry>>>>;
        const share = (window as { __FEDERATION__?: { __SHARE__?: ShareScopes } }).__FEDERATION__?.__SHARE__;
        if (!share) return null;
        const found: Record<string, string[]> = {};
        for (const scopes of Object.values(share)) {
          for (const packages of Object.values(scopes)) {
            for (const [name, versions] of Object.entries(packages)) {
              for (const [version, entry] of Object.entries(versions)) {
                if (!entry.loaded) continue;
                found[name] = [...new Set([...(found[name] ?? []), `${version} provided by ${entry.from ?? '?'}`])];
              }
            }
          }
        }
        return found;
      });
    const singletons = ['react', 'react-dom', '@emotion/react', 'zustand', '@lectern/shared-sdk'];
    await expect
      .poll(
        async () => {
          const found = (await loadedShares()) ?? {};
          return singletons.filter((name) => !found[name]?.length);
        },
        { message: 'every singleton is loaded once the page has hydrated' },
      )
      .toEqual([]);
    const loaded = await loadedShares();
    expect(loaded, 'window.__FEDERATION__.__SHARE__ exists in a federated page').not.toBeNull();
    const copies = loaded ?? {};
    for (const name of singletons) {
      expect(copies[name] ?? [], `${name} is loaded exactly once`).toHaveLength(1);
    }
    expect(Object.keys(copies).filter((name) => name.startsWith('@mui/material/')).length, 'MUI is shared').toBeGreaterThan(0);
    const duplicated = Object.entries(copies).filter(([, providers]) => providers.length > 1);
    expect(duplicated, 'no shared package is loaded twice').toEqual([]);
  });
});
