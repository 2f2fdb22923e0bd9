import { createStudent, apiRequest } from '../../fixtures/api-client';
import { expect, test } from '../../fixtures/test';
import { Layout } from '../../pages/layout';
import { LoginPage } from '../../pages/login-page';
import { ALSO_ON_POSTGRES } from '../../fixtures/databases';

/**
 * Issue 32, weak #3: wrong passwords for an account cannot lock its owner out. The browser the owner signed in with
 * before (its device cookie, set by the API on another origin of the site) goes straight in; another browser is asked
 * for a proof of work, which the sign-in page solves, and gets in too.
 */
test(
  'after 12 wrong passwords for an account, its owner signs in from a known browser and from a new one',
  ALSO_ON_POSTGRES,
  async ({ page, browser }) => {
    const student = await createStudent();
    const layout = new Layout(page);
    const login = new LoginPage(page);

    await login.goto();
    await login.signIn(student.email, student.password);
    await expect(layout.toast('Welcome back!')).toBeVisible();
    await expect(page).toHaveURL(/\/student$/);

    // The attack: wrong passwords from the same address as the browsers (the suite's 127.0.0.1), past the 10 that lock
    // an account and address pair.
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 12; attempt += 1) {
      statuses.push((await apiRequest('POST', '/api/auth/login', { body: { email: student.email, password: `wrong ${attempt}` } })).status);
    }
    expect(statuses).toEqual([...Array<number>(10).fill(401), 429, 429]);

    // The known browser: its session ends (shared computer), it signs in again and is let in at once.
    await page.evaluate(() => localStorage.clear());
    await login.goto();
    const known = page.waitForResponse((response) => response.url().endsWith('/api/auth/login'));
    await login.signIn(student.email, student.password);
    expect((await known).status()).toBe(200);
    await expect(page).toHaveURL(/\/student$/);

    // A new browser (no device cookie): asked for work, which the page solves without a word, then let in.
    const context = await browser.newContext();
    try {
      const fresh = await context.newPage();
      const freshLogin = new LoginPage(fresh);
      const answers: number[] = [];
      fresh.on('response', (response) => {
        if (response.request().method() === 'POST' && response.url().endsWith('/api/auth/login')) answers.push(response.status());
      });
      await freshLogin.goto();
      await freshLogin.signIn(student.email, student.password);
      await expect(new Layout(fresh).toast('Welcome back!')).toBeVisible();
      await expect(fresh).toHaveURL(/\/student$/);
      expect(answers).toEqual([429, 200]);
    } finally {
      await context.close();
    }
  },
);
