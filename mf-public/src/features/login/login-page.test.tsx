import { act, cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, keepNextPage, keptNextPage, sessionStore, TOKEN_STORAGE_KEY, USER_STORAGE_KEY } from '@lectern/shared-sdk';
import { buildUser } from '@lectern/shared-sdk/testing';
import * as redirect from '../sign-in/redirect';
import { fakeApi, renderPage, resetStores, signInAs, toasts } from '@lectern/shared-sdk/testing/render-page';
import { LoginPage } from './login-page';

// The solver is the altcha package's (WebCrypto PBKDF2, which jsdom lacks): here it finds counter 42 at once.
jest.mock('altcha/lib', () => ({ solveChallenge: jest.fn().mockResolvedValue({ counter: 42, derivedKey: 'ab' }), pbkdf2: { deriveKey: jest.fn() } }));

const location = () => screen.getByTestId('location').textContent;

/** `google`: what the server says of Google sign-in; by default it has not answered yet. */
function setup(login = jest.fn(), { route = '/login', google }: { route?: string; google?: boolean } = {}) {
  const api = fakeApi({
    login,
    googleSignInUrl: jest.fn(() => 'http://localhost:4000/api/auth/google'),
    getAuthProviders: jest.fn(() => (google === undefined ? new Promise<never>(() => undefined) : Promise.resolve({ google }))),
  });
  const { queryClient } = renderPage(<LoginPage />, { api, url: route, pattern: '/login' });
  return { api, queryClient, user: userEvent.setup() };
}

async function fillAndSubmit(user: ReturnType<typeof userEvent.setup>, email = 'eve@gmail.com', password = 'secret-pass') {
  await user.type(screen.getByLabelText(/Email/), email);
  await user.type(screen.getByLabelText(/^Password/), password);
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
}

beforeEach(() => {
  resetStores();
  localStorage.clear();
  sessionStorage.clear();
});

describe('LoginPage', () => {
  it('shows the sign-in form with its links', () => {
    setup();
    expect(screen.getByLabelText(/Email/)).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText(/Email/)).toBeRequired();
    expect(screen.getByLabelText(/^Password/)).toBeRequired();
    expect(screen.getByRole('link', { name: 'Forgot Password?' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.getByRole('link', { name: 'Sign up as a student' })).toHaveAttribute('href', '/signup');
  });

  it('shows and hides the password', async () => {
    const { user } = setup();
    const password = screen.getByLabelText(/^Password/);
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it("stores the session, says 'Welcome back!' and goes to /{role}", async () => {
    const educator = buildUser({ role: 'educator', email: 'eve@gmail.com' });
    const { api, user } = setup(jest.fn().mockResolvedValue({ user: educator, token: 'jwt-1' }));

    await fillAndSubmit(user);

    await waitFor(() => expect(location()).toBe('/educator'));
    expect(api.login).toHaveBeenCalledWith({ email: 'eve@gmail.com', password: 'secret-pass' });
    expect(sessionStore.getState()).toMatchObject({ user: educator, token: 'jwt-1' });
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe('jwt-1');
    expect(JSON.parse(localStorage.getItem(USER_STORAGE_KEY) ?? 'null')).toEqual(educator);
    expect(toasts()).toEqual([{ title: 'Welcome back!', description: 'You have been successfully logged in.', severity: 'success' }]);
  });

  it("reads 'Signing In...' while the request is under way", async () => {
    let finish: (value: unknown) => void = () => undefined;
    const { user } = setup(jest.fn(() => new Promise((resolve) => (finish = resolve))));

    await fillAndSubmit(user);

    expect(screen.getByRole('button', { name: 'Signing In...' })).toBeDisabled();
    finish({ user: buildUser({ role: 'student' }), token: 't' });
    await waitFor(() => expect(location()).toBe('/student'));
  });

  it("shows 'Login failed' on wrong credentials and stays", async () => {
    const { user } = setup(jest.fn().mockRejectedValue(new ApiError(401, 'Invalid email or password')));

    await fillAndSubmit(user);

    await waitFor(() =>
      expect(toasts()).toEqual([{ title: 'Login failed', description: 'Please check your credentials and try again.', severity: 'error' }]),
    );
    expect(location()).toBe('/login');
    expect(sessionStore.getState().user).toBeNull();
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
  });

  it("shows the server's reason when the account is blocked or rate limited", async () => {
    const { user } = setup(jest.fn().mockRejectedValue(new ApiError(429, 'Too many attempts. Try again in 5 minutes.')));
    await fillAndSubmit(user);
    await waitFor(() =>
      expect(toasts()).toEqual([{ title: 'Login failed', description: 'Too many attempts. Try again in 5 minutes.', severity: 'error' }]),
    );
  });

  it('solves the proof of work the server asks for and signs in, saying nothing about it', async () => {
    const challenge = {
      parameters: { algorithm: 'PBKDF2/SHA-256', nonce: 'aa', salt: 'bb', cost: 10, keyLength: 32, keyPrefix: 'cc' },
      signature: 'dd',
    };
    const login = jest
      .fn()
      .mockRejectedValueOnce(
        new ApiError(429, 'Too many failed sign-in attempts. Your browser must solve a proof of work to go on.', {
          code: 'proof_of_work_required',
          challenge,
        }),
      )
      .mockResolvedValueOnce({ user: buildUser({ role: 'student' }), token: 'jwt-2' });
    const { user } = setup(login);

    await fillAndSubmit(user);

    await waitFor(() => expect(location()).toBe('/student'));
    expect(login).toHaveBeenCalledTimes(2);
    const altcha = (login.mock.calls[1] as [{ altcha: string }])[0].altcha;
    expect(JSON.parse(atob(altcha))).toEqual({ challenge, solution: { counter: 42, derivedKey: 'ab' } });
    expect(toasts()).toEqual([{ title: 'Welcome back!', description: 'You have been successfully logged in.', severity: 'success' }]);
  });

  it('redirects a signed-in user to /{role}', () => {
    signInAs(buildUser({ role: 'admin' }));
    setup();
    expect(location()).toBe('/admin');
  });

  it('waits for the session to load before showing the form', () => {
    sessionStore.setState({ loading: true });
    setup();
    expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign In' })).not.toBeInTheDocument();
  });

  describe('with a page to open once signed in (?next=)', () => {
    const form = () => screen.queryByRole('button', { name: 'Sign In' });

    it('sends a browser that kept its session straight there, showing the loading state and never the form', () => {
      sessionStore.setState({ loading: true });
      setup(jest.fn(), { route: '/login?next=%2Fcourse%2F8%3Ftab%3Dreviews' });
      expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
      expect(form()).not.toBeInTheDocument();

      // The shell's start-up restores the session it kept in local storage.
      act(() => sessionStore.setState({ user: buildUser({ role: 'student' }), token: 't', loading: false }));

      expect(location()).toBe('/course/8?tab=reviews');
      expect(form()).not.toBeInTheDocument();
    });

    it.each([
      ['admin', '/admin/profile', '/admin/profile'],
      ['educator', '/educator/courses/4/edit', '/educator/courses/4/edit'],
      ['student', '/courses/3', '/courses/3'],
      // A page the role may not open: their own home, as the guard would send them, and not back here.
      ['student', '/admin/profile', '/student'],
      ['admin', '/cart', '/admin'],
    ] as const)('a signed-in %s asked for %s lands on %s', (role, next, destination) => {
      signInAs(buildUser({ role }));
      setup(jest.fn(), { route: `/login?next=${encodeURIComponent(next)}` });
      expect(location()).toBe(destination);
    });

    it.each([
      '//evil.example',
      '/\\evil.example',
      'https://evil.example',
      'javascript:alert(1)',
      '%2F%2Fevil.example',
      '/cart\u0000',
      '/login?next=/cart',
    ])('a next of %s leads to the role home', (next) => {
      signInAs(buildUser({ role: 'educator' }));
      setup(jest.fn(), { route: `/login?next=${encodeURIComponent(next)}` });
      expect(location()).toBe('/educator');
    });

    it('signing in with the form lands there', async () => {
      const student = buildUser({ role: 'student', email: 'eve@gmail.com' });
      const { user } = setup(jest.fn().mockResolvedValue({ user: student, token: 'jwt-1' }), { route: '/login?next=%2Fcart' });

      await fillAndSubmit(user);

      await waitFor(() => expect(location()).toBe('/cart'));
      expect(toasts()).toEqual([{ title: 'Welcome back!', description: 'You have been successfully logged in.', severity: 'success' }]);
    });

    it('signing in with the form as a role that may not open it lands on their home', async () => {
      const { user } = setup(jest.fn().mockResolvedValue({ user: buildUser({ role: 'student' }), token: 'jwt-1' }), {
        route: '/login?next=%2Fadmin%2Fprofile',
      });

      await fillAndSubmit(user);

      await waitFor(() => expect(location()).toBe('/student'));
    });

    it("keeps it in this tab while 'Continue with Google' is at Google", async () => {
      const redirectTo = jest.spyOn(redirect, 'redirectTo').mockImplementation(() => undefined);
      const { user } = setup(jest.fn(), { route: '/login?next=%2Fmy-learning', google: true });
      await user.click(screen.getByRole('button', { name: 'Continue with Google' }));
      expect(redirectTo).toHaveBeenCalledWith('http://localhost:4000/api/auth/google');
      expect(keptNextPage()).toBe('/my-learning');
      redirectTo.mockRestore();
    });

    it('after Google sign-in came back with an error, signing in with the form still lands there', async () => {
      keepNextPage('/my-learning');
      const { user } = setup(jest.fn().mockResolvedValue({ user: buildUser({ role: 'student' }), token: 'jwt-1' }), {
        route: '/login?error=google_failed',
      });
      expect(await screen.findByRole('alert')).toHaveTextContent('Google sign-in did not complete. Please try again.');

      await fillAndSubmit(user);

      await waitFor(() => expect(location()).toBe('/my-learning'));
    });
  });

  it("'Continue with Google' without a page to open forgets one kept before", async () => {
    keepNextPage('/cart');
    const redirectTo = jest.spyOn(redirect, 'redirectTo').mockImplementation(() => undefined);
    const { user } = setup(jest.fn(), { google: true });
    await user.click(screen.getByRole('button', { name: 'Continue with Google' }));
    expect(keptNextPage()).toBeNull();
    redirectTo.mockRestore();
  });

  it("starts Google sign-in with 'Continue with Google'", async () => {
    const redirectTo = jest.spyOn(redirect, 'redirectTo').mockImplementation(() => undefined);
    const { api, user } = setup(jest.fn(), { google: true });
    await waitFor(() => expect(api.getAuthProviders).toHaveBeenCalled());
    await user.click(screen.getByRole('button', { name: 'Continue with Google' }));
    expect(redirectTo).toHaveBeenCalledWith('http://localhost:4000/api/auth/google');
    redirectTo.mockRestore();
  });

  it('says when Google sign-in is not configured, and does not offer it', async () => {
    setup(jest.fn(), { google: false });
    const button = screen.getByRole('button', { name: 'Continue with Google' });
    await waitFor(() => expect(button).toBeDisabled());
    expect(button).toHaveAccessibleDescription('Google sign-in is not configured on this server.');
  });

  it('asks the server about Google sign-in once, not on every visit to the page', async () => {
    const { api, queryClient } = setup(jest.fn(), { google: false });
    const button = screen.getByRole('button', { name: 'Continue with Google' });
    await waitFor(() => expect(button).toBeDisabled());
    cleanup();
    // The next visit within the same page (the shell's one query cache).
    renderPage(<LoginPage />, { api, url: '/login', pattern: '/login', queryClient });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Continue with Google' })).toBeDisabled());
    expect(api.getAuthProviders).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['google_failed', 'Google sign-in did not complete. Please try again.'],
    ['google_cancelled', 'Google sign-in was cancelled.'],
    ['account_deactivated', 'Your account has been deactivated. Please contact support.'],
  ])('explains a Google sign-in that came back with %s', async (code, text) => {
    setup(jest.fn(), { route: `/login?error=${code}` });
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
  });

  it('shows no words of its own for an error code it does not know', async () => {
    setup(jest.fn(), { route: '/login?error=Your%20account%20was%20hacked' });
    const form = (await screen.findByRole('button', { name: 'Sign In' })).closest('form');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(form).not.toHaveTextContent(/hacked/);
  });
});
