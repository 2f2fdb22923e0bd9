import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, keepNextPage, sessionStore, toastStore, type AuthResponse } from '@lectern/shared-sdk';
import { buildUser } from '@lectern/shared-sdk/testing';
import { renderShell } from '../testing/render-shell';

const location = () => screen.getByRole('status', { name: 'Current location' });
const code = 'c0de'.repeat(10).slice(0, 43);

beforeEach(() => {
  sessionStorage.clear();
  toastStore.setState({ toasts: [] });
  sessionStore.getState().signOut();
  sessionStore.getState().setLoading(true);
});

afterEach(() => sessionStore.getState().signOut());

/** A promise and the function that settles it, for answers the test releases when it wants. */
function pending<T>() {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((settle) => (resolve = settle));
  return { promise, resolve };
}

describe('a token in an address', () => {
  test('is never read: a visitor stays signed out and nothing is stored', async () => {
    const getMe = jest.fn(() => Promise.resolve({ user: buildUser() }));

    renderShell({ path: '/student?token=from-a-link', api: { getMe } });

    await waitFor(() => expect(location()).toHaveTextContent(/^\/login/));
    expect(getMe).not.toHaveBeenCalled();
    expect(sessionStore.getState().token).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
  });

  test('neither replaces nor signs out the person who is signed in', async () => {
    const maya = buildUser({ name: 'Maya Signed', role: 'student' });
    sessionStore.getState().signIn(maya, 'maya-token');
    sessionStore.getState().setLoading(true);
    const getMe = jest.fn(() => Promise.resolve({ user: maya }));

    renderShell({ path: '/student?token=someone-elses&tab=1', api: { getMe } });

    expect(await screen.findByRole('heading', { name: 'Area page /student' })).toBeInTheDocument();
    // Not used, and not left in the address either.
    await waitFor(() => expect(location()).toHaveTextContent(/^\/student\?tab=1$/));
    expect(await screen.findByRole('button', { name: 'Maya Signed' })).toBeInTheDocument();
    expect(sessionStore.getState().token).toBe('maya-token');
    expect(localStorage.getItem('token')).toBe('maya-token');
  });
});

describe('the Google sign-in callback page', () => {
  test('takes the code out of the address at once, exchanges it and lands in the user’s area', async () => {
    const gina = buildUser({ name: 'Gina Google', role: 'student' });
    const answer = pending<AuthResponse>();
    const exchangeGoogleHandoff = jest.fn(() => answer.promise);

    renderShell({ path: `/auth/google/callback?code=${code}`, api: { exchangeGoogleHandoff } });

    // While the exchange travels: no code in the address, a spinner on the page.
    await waitFor(() => expect(location()).toHaveTextContent(/^\/auth\/google\/callback$/));
    expect(screen.getByRole('status', { name: 'Signing you in' })).toBeInTheDocument();
    expect(exchangeGoogleHandoff).toHaveBeenCalledWith({ code });

    await act(async () => answer.resolve({ user: gina, token: 'gina-token' }));

    expect(await screen.findByRole('heading', { name: 'Area page /student' })).toBeInTheDocument();
    expect(location()).toHaveTextContent(/^\/student$/);
    expect(sessionStore.getState()).toMatchObject({ user: gina, token: 'gina-token' });
    expect(localStorage.getItem('token')).toBe('gina-token');
  });

  test('goes on to the page the sign-in page was asked to open, kept in this tab across the round trip', async () => {
    keepNextPage('/cart');
    const gina = buildUser({ name: 'Gina Google', role: 'student' });

    renderShell({
      path: `/auth/google/callback?code=${code}`,
      api: { exchangeGoogleHandoff: () => Promise.resolve({ user: gina, token: 'gina-token' }) },
    });

    expect(await screen.findByRole('heading', { name: 'Area page /cart' })).toBeInTheDocument();
    expect(location()).toHaveTextContent(/^\/cart$/);
    expect(sessionStorage.getItem('lectern_next')).toBeNull();
  });

  test('a kept page that the role may not open leads to their own area', async () => {
    keepNextPage('/admin/profile');
    const gina = buildUser({ name: 'Gina Google', role: 'student' });

    renderShell({
      path: `/auth/google/callback?code=${code}`,
      api: { exchangeGoogleHandoff: () => Promise.resolve({ user: gina, token: 'gina-token' }) },
    });

    expect(await screen.findByRole('heading', { name: 'Area page /student' })).toBeInTheDocument();
    expect(location()).toHaveTextContent(/^\/student$/);
  });

  test('a refused code keeps the page to open once signed in on the sign-in page', async () => {
    keepNextPage('/admin/profile');
    const exchangeGoogleHandoff = jest.fn(() => Promise.reject(new ApiError(400, 'This sign-in link has expired.')));

    renderShell({ path: `/auth/google/callback?code=${code}`, api: { exchangeGoogleHandoff } });

    await waitFor(() => expect(location()).toHaveTextContent(/^\/login\?next=%2Fadmin%2Fprofile$/));
  });

  test('a refused code leaves a visitor signed out on the sign-in page, saying why', async () => {
    const exchangeGoogleHandoff = jest.fn(() =>
      Promise.reject(new ApiError(400, 'This sign-in link has expired or was not meant for this browser. Please sign in again.')),
    );

    renderShell({ path: `/auth/google/callback?code=${code}`, api: { exchangeGoogleHandoff } });

    expect(await screen.findByText('Google sign-in did not complete')).toBeInTheDocument();
    expect(screen.getByText(/was not meant for this browser/)).toBeInTheDocument();
    await waitFor(() => expect(location()).toHaveTextContent(/^\/login$/));
    expect(sessionStore.getState().token).toBeNull();
  });

  test('a refused code (someone else’s link) leaves the signed-in person who they were', async () => {
    const maya = buildUser({ name: 'Maya Signed', role: 'student' });
    sessionStore.getState().signIn(maya, 'maya-token');
    sessionStore.getState().setLoading(true);
    const exchangeGoogleHandoff = jest.fn(() =>
      Promise.reject(new ApiError(400, 'This sign-in link has expired or was not meant for this browser. Please sign in again.')),
    );

    renderShell({ path: `/auth/google/callback?code=${code}`, api: { exchangeGoogleHandoff, getMe: () => Promise.resolve({ user: maya }) } });

    expect(await screen.findByRole('heading', { name: 'Area page /student' })).toBeInTheDocument();
    expect(sessionStore.getState()).toMatchObject({ user: maya, token: 'maya-token' });
    expect(screen.getByText('Google sign-in did not complete')).toBeInTheDocument();
  });

  test('without a code it asks nothing and goes to the sign-in page', async () => {
    const exchangeGoogleHandoff = jest.fn(() => Promise.resolve({ user: buildUser(), token: 't' }));

    renderShell({ path: '/auth/google/callback', api: { exchangeGoogleHandoff } });

    await waitFor(() => expect(location()).toHaveTextContent(/^\/login$/));
    expect(exchangeGoogleHandoff).not.toHaveBeenCalled();
  });

  describe('when someone else is signed in', () => {
    const maya = buildUser({ name: 'Maya Signed', role: 'student' });
    const liam = buildUser({ name: 'Liam Google', role: 'educator' });

    function signedInAsMaya() {
      sessionStore.getState().signIn(maya, 'maya-token');
      sessionStore.getState().setLoading(true);
      const logout = jest.fn(() => Promise.resolve({ message: 'Logged out' }));
      renderShell({
        path: `/auth/google/callback?code=${code}`,
        api: {
          getMe: () => Promise.resolve({ user: maya }),
          exchangeGoogleHandoff: () => Promise.resolve({ user: liam, token: 'liam-token' }),
          logout,
        },
      });
      return { logout };
    }

    test('asks before replacing them, and staying keeps them and ends the new session', async () => {
      const { logout } = signedInAsMaya();

      const dialog = await screen.findByRole('dialog', { name: 'Switch account?' });
      expect(dialog).toHaveTextContent('You are signed in as Maya Signed. Continue as Liam Google?');
      expect(sessionStore.getState().token).toBe('maya-token');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Stay as Maya Signed' }));

      expect(await screen.findByRole('heading', { name: 'Area page /student' })).toBeInTheDocument();
      expect(sessionStore.getState()).toMatchObject({ user: maya, token: 'maya-token' });
      expect(logout).toHaveBeenCalledWith('liam-token');
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });

    test('continuing signs the new person in, in their own area', async () => {
      const { logout } = signedInAsMaya();

      const dialog = await screen.findByRole('dialog', { name: 'Switch account?' });
      await userEvent.click(within(dialog).getByRole('button', { name: 'Continue as Liam Google' }));

      expect(await screen.findByRole('heading', { name: 'Area page /educator' })).toBeInTheDocument();
      expect(sessionStore.getState()).toMatchObject({ user: liam, token: 'liam-token' });
      expect(logout).not.toHaveBeenCalled();
    });
  });

  test('the same person signing in again is not asked', async () => {
    const maya = buildUser({ name: 'Maya Signed', role: 'student' });
    sessionStore.getState().signIn(maya, 'old-token');
    sessionStore.getState().setLoading(true);

    renderShell({
      path: `/auth/google/callback?code=${code}`,
      api: { getMe: () => Promise.resolve({ user: maya }), exchangeGoogleHandoff: () => Promise.resolve({ user: maya, token: 'new-token' }) },
    });

    expect(await screen.findByRole('heading', { name: 'Area page /student' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(sessionStore.getState().token).toBe('new-token');
  });
});

test('the stored user is used at once and refreshed in the background', async () => {
  const stored = buildUser({ name: 'Old Name', role: 'student' });
  sessionStore.getState().signIn(stored, 'stored-token');
  sessionStore.getState().setLoading(true);
  const getMe = jest.fn(() => Promise.resolve({ user: { ...stored, name: 'New Name' } }));

  renderShell({ path: '/student', api: { getMe } });

  expect(await screen.findByRole('heading', { name: 'Area page /student' })).toBeInTheDocument();
  expect(await screen.findByRole('button', { name: 'New Name' })).toBeInTheDocument();
  expect(sessionStore.getState().token).toBe('stored-token');
});
