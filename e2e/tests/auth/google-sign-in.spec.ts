import type { Cookie, Page, Request } from '@playwright/test';
import { authResponseSchema } from '@lectern/shared-sdk/auth/schemas';
import { studentListSchema, userResponseSchema, type User } from '@lectern/shared-sdk/users/schemas';
import { expect, test } from '../../fixtures/test';
import { apiRequest } from '../../fixtures/api-client';
import { demoAccounts } from '../../fixtures/demo-accounts';
import { providerAccount, uniqueGoogleLogin } from '../../fixtures/oidc-accounts';
import { urls } from '../../fixtures/stack-config';
import { dashboardHeading } from '../../pages/dashboard-page';
import { ProviderConsentPage, ProviderLoginPage } from '../../pages/google-provider-pages';
import { Layout } from '../../pages/layout';
import { LoginPage } from '../../pages/login-page';
import { SignupPage } from '../../pages/signup-page';
import { ANY_DATABASE } from '../../fixtures/databases';

/**
 * Google sign-in against the suite's local OpenID provider (fixtures/oidc-provider-server.ts), which the API is
 * configured with as its Google issuer. The provider's login form accepts any login and vouches for it as a
 * verified e-mail address; fixtures/oidc-accounts.ts says which subject and name it gives each login.
 */

const studentHome = `${urls.shell}/student`;
const isStart = (url: URL) => url.origin === urls.api && url.pathname === '/api/auth/google';
const isCallback = (url: URL) => url.origin === urls.api && url.pathname === '/api/auth/google/callback';
/** The shell's own page the API hands a single-use code to. */
const isShellCallback = (url: URL) => url.origin === urls.shell && url.pathname === '/auth/google/callback';
const requestIs = (predicate: (url: URL) => boolean) => (request: Request) => predicate(new URL(request.url()));

const storedToken = (page: Page) => page.evaluate(() => window.localStorage.getItem('token'));

async function me(token: string): Promise<User> {
  const response = await apiRequest('GET', '/api/auth/me', { token });
  expect(response.status, 'GET /api/auth/me with the token the shell stored').toBe(200);
  return userResponseSchema.parse(response.body).user;
}

/** Students the admin console lists with this e-mail address (the API is the judge, not the screens). */
async function studentsWithEmail(email: string): Promise<number> {
  const signIn = await apiRequest('POST', '/api/auth/login', {
    body: { email: demoAccounts.admin.email, password: demoAccounts.admin.password },
  });
  expect(signIn.status).toBe(200);
  const { token } = authResponseSchema.parse(signIn.body);
  const response = await apiRequest('GET', '/api/users/students', { token });
  expect(response.status).toBe(200);
  const students = studentListSchema.parse(response.body);
  return students.filter((student) => student.email.toLowerCase() === email.toLowerCase()).length;
}

interface StartedSignIn {
  /** The cookie /api/auth/google set to bind the sign-in to this browser, as the browser stored it. */
  bindingCookie: Cookie;
}

/**
 * Clicks a 'Continue with Google' button and follows the browser to the provider's login form. The API's
 * redirect must set an HttpOnly cookie on its own origin; the cookie is returned for the replay checks.
 */
async function startGoogleSignIn(page: Page, button: { click(): Promise<void> }): Promise<StartedSignIn> {
  const start = page.waitForRequest(requestIs(isStart));
  await button.click();
  const response = await (await start).response();
  expect(response, 'the API answered /api/auth/google').not.toBeNull();
  expect(response?.status(), '/api/auth/google redirects the browser to the provider').toBe(302);
  const location = (await response?.headerValue('location')) ?? '';
  expect(new URL(location, urls.api).origin, 'the redirect goes to the configured issuer').toBe(urls.oidc);
  const setCookie = (await response?.headerValues('set-cookie')) ?? [];
  expect(setCookie.length, '/api/auth/google sets a cookie that binds the sign-in to this browser').toBeGreaterThan(0);
  const names = setCookie.map((header) => header.slice(0, header.indexOf('=')).trim());
  await new ProviderLoginPage(page).expectShown();

  const stored = await page.context().cookies(`${urls.api}/api/auth/google/callback`);
  const bindingCookie = stored.find((cookie) => names.includes(cookie.name));
  expect(bindingCookie, `the browser keeps the cookie for the callback (set: ${setCookie.join(' | ')})`).toBeDefined();
  expect(bindingCookie?.httpOnly, 'the binding cookie is out of reach of page scripts').toBe(true);
  return { bindingCookie: bindingCookie as Cookie };
}

/** Types the login, grants Lectern the e-mail and profile scopes, and returns the callback request the browser made. */
async function signInAtProvider(page: Page, login: string, options: { consent: boolean }): Promise<Request> {
  const callback = page.waitForRequest(requestIs(isCallback));
  await new ProviderLoginPage(page).signIn(login);
  if (options.consent) {
    const consent = new ProviderConsentPage(page);
    await consent.expectShown();
    await consent.approve.click();
  }
  return callback;
}

/** From /login to the provider's consent screen, signed in there as `googleLogin`. */
async function reachConsent(page: Page, googleLogin: string): Promise<ProviderConsentPage> {
  const login = new LoginPage(page);
  await login.goto();
  await startGoogleSignIn(page, login.google);
  await new ProviderLoginPage(page).signIn(googleLogin);
  const consent = new ProviderConsentPage(page);
  await consent.expectShown();
  return consent;
}

/** A genuine callback address for `googleLogin`'s approved sign-in, which the browser has not visited yet. */
async function heldCallback(page: Page, googleLogin: string): Promise<URL> {
  const genuine = await (await reachConsent(page, googleLogin)).approveAndHoldRedirect();
  expect(isCallback(genuine), `the provider sends the browser to the callback (${genuine.href})`).toBe(true);
  return genuine;
}

/** Signed in as the provider's account for `login`: on /student, its name in the header, no token in the address. */
async function expectSignedInAs(page: Page, login: string): Promise<User> {
  const account = providerAccount(login);
  const layout = new Layout(page);
  await expect(page).toHaveURL(studentHome);
  await expect(dashboardHeading(page, 'student', account.name)).toBeVisible();
  await expect(layout.userMenu(account.name)).toBeVisible();
  expect(page.url(), 'the session token does not stay in the address bar').not.toContain('token=');

  const token = await storedToken(page);
  expect(token, 'the shell stored the session token').toBeTruthy();
  const user = await me(token as string);
  expect(user).toMatchObject({ email: account.email, name: account.name, role: 'student', isActive: true });
  return user;
}

/** /login with the alert for `code`, and nobody signed in (no stored token, the Login link in the top bar). */
async function expectRefused(page: Page, code: 'google_failed' | 'google_cancelled'): Promise<void> {
  const login = new LoginPage(page);
  await expect(page).toHaveURL((url) => url.origin === urls.shell && url.pathname === '/login');
  await expect(login.googleError(code)).toBeVisible();
  await expect(new Layout(page).loginLink).toBeVisible();
  expect(await storedToken(page)).toBeNull();
  expect(page.url()).not.toContain('token=');
}

async function signOut(page: Page): Promise<void> {
  const layout = new Layout(page);
  await layout.openSidebar();
  await layout.signedInBox.getByRole('button', { name: 'Logout' }).click();
  await expect(layout.loginLink).toBeVisible();
  expect(await storedToken(page)).toBeNull();
}

test.describe('Google sign-in (OpenID Connect)', ANY_DATABASE, () => {
  test("'Continue with Google' on /login creates the student and signs them in", async ({ page }) => {
    const googleLogin = uniqueGoogleLogin();
    const login = new LoginPage(page);
    await login.goto();
    await startGoogleSignIn(page, login.google);
    const callback = await signInAtProvider(page, googleLogin, { consent: true });
    const query = new URL(callback.url()).searchParams;
    expect(query.get('code'), 'an authorization code comes back').toBeTruthy();
    expect(query.get('state'), 'with the state the API sent').toBeTruthy();

    await expectSignedInAs(page, googleLogin);
    expect(await studentsWithEmail(googleLogin)).toBe(1);

    // The session survives a reload like any other.
    await page.reload();
    await expect(page).toHaveURL(studentHome);
    await expect(dashboardHeading(page, 'student', providerAccount(googleLogin).name)).toBeVisible();
  });

  test("'Continue with Google' on /signup creates the student and signs them in", async ({ page }) => {
    const googleLogin = uniqueGoogleLogin();
    const signup = new SignupPage(page);
    await signup.goto();
    await expect(signup.email).toBeVisible();
    await startGoogleSignIn(page, signup.google);
    await signInAtProvider(page, googleLogin, { consent: true });

    const user = await expectSignedInAs(page, googleLogin);
    expect(user.hasPassword, 'a Google account has no Lectern password').toBe(false);
    expect(await studentsWithEmail(googleLogin)).toBe(1);
  });

  test('signing in again with the same Google account reaches the same Lectern account', async ({ page }) => {
    const googleLogin = uniqueGoogleLogin();
    const login = new LoginPage(page);
    await login.goto();
    await startGoogleSignIn(page, login.google);
    await signInAtProvider(page, googleLogin, { consent: true });
    const first = await expectSignedInAs(page, googleLogin);

    await signOut(page);
    await login.goto();
    await startGoogleSignIn(page, login.google);
    // The provider asks who is signing in every time; Lectern's scopes were granted already, so no consent screen.
    await signInAtProvider(page, googleLogin, { consent: false });
    const second = await expectSignedInAs(page, googleLogin);

    expect(second.id).toBe(first.id);
    expect(second.joinedAt).toBe(first.joinedAt);
    expect(await studentsWithEmail(googleLogin), 'no second account was created').toBe(1);
  });

  test('a callback whose state was tampered with is refused and nobody is signed in', async ({ page }) => {
    const googleLogin = uniqueGoogleLogin();
    const genuine = await heldCallback(page, googleLogin);

    const state = genuine.searchParams.get('state') ?? '';
    expect(state).not.toBe('');
    const tampered = new URL(genuine);
    tampered.searchParams.set('state', `${state.slice(0, -1)}${state.endsWith('A') ? 'B' : 'A'}`);
    await page.goto(tampered.href);

    await expectRefused(page, 'google_failed');
    expect(await studentsWithEmail(googleLogin), 'no account was created').toBe(0);
  });

  // A replayed callback, and one opened in another browser than the one that started (login CSRF), are refused by the
  // API as the tampered state above is, with the same page: api/src/modules/auth/google-sign-in.test.ts proves both,
  // with the browser's binding cookie restored and without it.

  test('the address bar never shows a token, and the hand-off code leaves the address and the history at once', async ({ page }) => {
    const addresses: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) addresses.push(frame.url());
    });
    const googleLogin = uniqueGoogleLogin();
    const login = new LoginPage(page);
    await login.goto();
    await startGoogleSignIn(page, login.google);
    const handoff = page.waitForRequest(requestIs(isShellCallback));
    await signInAtProvider(page, googleLogin, { consent: true });
    const landing = new URL((await handoff).url());
    expect([...landing.searchParams.keys()], 'the API sends the shell a code, nothing else').toEqual(['code']);

    await expectSignedInAs(page, googleLogin);
    // Same-document changes (history.replaceState) are navigations too: every address the tab showed.
    expect(addresses.length).toBeGreaterThan(2);
    expect(
      addresses.filter((address) => /token/i.test(address)),
      'no address carried a token',
    ).toEqual([]);
    expect(addresses.at(-1)).toBe(studentHome);
    // The callback page's entry was replaced: going back never shows the code again.
    expect(await page.evaluate(() => window.location.href)).toBe(studentHome);
    await page.goBack({ waitUntil: 'commit' });
    expect(page.url()).not.toContain('code=');
    expect(page.url()).not.toMatch(/token/i);
  });

  test("a signed-in student opening a link with someone else's hand-off code stays who they were", async ({
    page,
    browser,
    signIn,
    consoleErrors,
  }) => {
    // The attacker signs in with Google in their own browser and keeps the hand-off address instead of opening it.
    const attacker = await browser.newContext({ baseURL: urls.shell });
    let link: URL;
    try {
      const attackerPage = await attacker.newPage();
      consoleErrors.watch(attackerPage);
      const callback = await heldCallback(attackerPage, uniqueGoogleLogin());
      const answer = await attackerPage.request.get(callback.href, { maxRedirects: 0 });
      expect(answer.status()).toBe(302);
      link = new URL(answer.headers()['location'] ?? '');
      expect(isShellCallback(link), `the API hands the code to the shell's callback page (${link.href})`).toBe(true);
    } finally {
      await attacker.close();
    }

    const student = await signIn('student');
    const before = await storedToken(page);
    await page.goto(link.href);

    await expect(page.getByText('Google sign-in did not complete')).toBeVisible();
    await expect(page).toHaveURL(studentHome);
    await expect(dashboardHeading(page, 'student', student.name)).toBeVisible();
    expect(await storedToken(page), 'the session is the one the student had').toBe(before);
    expect((await me(before as string)).email).toBe(student.email);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('a signed-in student who signs in with Google in the same browser is asked, and stays or switches as they answer', async ({
    page,
    signIn,
  }) => {
    const student = await signIn('student');
    const firstToken = await storedToken(page);
    const googleLogin = uniqueGoogleLogin();
    const account = providerAccount(googleLogin);
    const dialog = page.getByRole('dialog', { name: 'Switch account?' });

    // Stay: the student keeps their session.
    await page.goto(`${urls.api}/api/auth/google?handoff=code`);
    await signInAtProvider(page, googleLogin, { consent: true });
    await expect(dialog).toContainText(`You are signed in as ${student.name}. Continue as ${account.name}?`);
    expect(page.url()).not.toContain('code=');
    await dialog.getByRole('button', { name: `Stay as ${student.name}` }).click();
    await expect(page).toHaveURL(studentHome);
    await expect(dashboardHeading(page, 'student', student.name)).toBeVisible();
    expect(await storedToken(page)).toBe(firstToken);

    // Continue: the Google account takes over.
    await page.goto(`${urls.api}/api/auth/google?handoff=code`);
    await signInAtProvider(page, googleLogin, { consent: false });
    await dialog.getByRole('button', { name: `Continue as ${account.name}` }).click();
    await expectSignedInAs(page, googleLogin);
  });

  test("cancelling at the provider's consent screen comes back to /login with the cancellation alert", async ({ page }) => {
    const googleLogin = uniqueGoogleLogin();
    const consent = await reachConsent(page, googleLogin);
    const callback = page.waitForRequest(requestIs(isCallback));
    await consent.cancel.click();
    expect(new URL((await callback).url()).searchParams.get('error'), 'the provider answers access_denied').toBe('access_denied');

    await expectRefused(page, 'google_cancelled');
    expect(await studentsWithEmail(googleLogin), 'no account was created').toBe(0);
  });
});
