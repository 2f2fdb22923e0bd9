import { screen, waitFor } from '@testing-library/react';
import { ApiError, sessionStore } from '@lectern/shared-sdk';
import { buildUser } from '@lectern/shared-sdk/testing';
import { renderShell } from '../testing/render-shell';

const location = () => screen.getByRole('status', { name: 'Current location' });

beforeEach(() => {
  sessionStore.getState().signOut();
  sessionStore.getState().setLoading(true);
});

afterEach(() => sessionStore.getState().signOut());

test('a token in the address signs the user in from /api/auth/me and is removed from the address', async () => {
  const user = buildUser({ name: 'Gina Google', role: 'student' });
  const getMe = jest.fn(() => Promise.resolve({ user }));

  renderShell({ path: '/student?token=from-google&tab=1', api: { getMe } });

  expect(await screen.findByRole('heading', { name: 'Area page /student' })).toBeInTheDocument();
  expect(getMe).toHaveBeenCalledTimes(1);
  expect(sessionStore.getState().user).toEqual(user);
  expect(localStorage.getItem('token')).toBe('from-google');
  expect(JSON.parse(localStorage.getItem('lms_user') ?? 'null')).toEqual(user);
  expect(location()).toHaveTextContent(/^\/student\?tab=1$/);
  expect(screen.getByRole('button', { name: 'Gina Google' })).toBeInTheDocument();
});

test('shows a spinner until the user behind the token is known', async () => {
  let answer: (value: { user: ReturnType<typeof buildUser> }) => void = () => undefined;
  const getMe = jest.fn(() => new Promise<{ user: ReturnType<typeof buildUser> }>((resolve) => (answer = resolve)));

  renderShell({ path: '/student?token=t', api: { getMe } });

  expect(await screen.findByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
  answer({ user: buildUser({ role: 'student' }) });
  expect(await screen.findByRole('heading', { name: 'Area page /student' })).toBeInTheDocument();
  expect(screen.queryByRole('progressbar', { name: 'Loading' })).not.toBeInTheDocument();
});

test('a rejected token leaves the visitor signed out with a toast', async () => {
  const getMe = jest.fn(() => Promise.reject(new ApiError(401, 'Invalid token')));

  renderShell({ path: '/student?token=bad', api: { getMe } });

  expect(await screen.findByText('Login failed')).toBeInTheDocument();
  expect(screen.getByText('Invalid token')).toBeInTheDocument();
  expect(sessionStore.getState().token).toBeNull();
  await waitFor(() => expect(location()).toHaveTextContent(/^\/login$/));
});

test('without a token in the address the stored user is used at once and refreshed in the background', async () => {
  const stored = buildUser({ name: 'Old Name', role: 'student' });
  sessionStore.getState().signIn(stored, 'stored-token');
  sessionStore.getState().setLoading(true);
  const getMe = jest.fn(() => Promise.resolve({ user: { ...stored, name: 'New Name' } }));

  renderShell({ path: '/student', api: { getMe } });

  expect(await screen.findByRole('heading', { name: 'Area page /student' })).toBeInTheDocument();
  expect(await screen.findByRole('button', { name: 'New Name' })).toBeInTheDocument();
  expect(sessionStore.getState().token).toBe('stored-token');
});
