import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionStore, type RemoteName } from '@lectern/shared-sdk';
import { areaBuild } from '@lectern/shared-sdk/release';
import { buildUser } from '@lectern/shared-sdk/testing';
import { fakeAreas, renderShell } from '../testing/render-shell';
import { RemoteLoadError } from './remote-module';

beforeEach(() => {
  sessionStore.getState().signIn(buildUser({ name: 'Ada Admin', role: 'admin' }), 'token');
});

afterEach(() => {
  sessionStore.getState().signOut();
  jest.restoreAllMocks();
});

// React and the boundary both report the caught failure; keep the test output for real surprises.
const silenceExpectedErrors = () => jest.spyOn(console, 'error').mockImplementation(() => undefined);

test('a remote that fails to load shows the fallback in its area, and Retry loads it once it is back', async () => {
  silenceExpectedErrors();
  let available = false;
  const loader = jest.fn((remote: RemoteName) =>
    available ? Promise.resolve(fakeAreas[remote]) : Promise.reject(new RemoteLoadError(remote, 'afterResolve', 'entry unreachable')),
  );

  renderShell({ path: '/admin', loader });

  expect(await screen.findByRole('heading', { name: 'This area could not be loaded' })).toBeInTheDocument();
  expect(screen.getByText('Its entry could not be reached.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Toggle sidebar' })).toBeInTheDocument();

  available = true;
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));

  expect(await screen.findByRole('heading', { name: 'Area page /admin' })).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'This area could not be loaded' })).not.toBeInTheDocument();
});

test('a remote whose module breaks the contract gets the same fallback', async () => {
  silenceExpectedErrors();
  const loader = jest.fn((remote: RemoteName) => Promise.reject(new RemoteLoadError(remote, 'validate', 'bad shape')));
  renderShell({ path: '/admin', loader });
  expect(await screen.findByRole('heading', { name: 'This area could not be loaded' })).toBeInTheDocument();
});

test('an area built for another contract says why and offers no Retry, which would load the same release', async () => {
  silenceExpectedErrors();
  const message = 'The admin console 2.0.0 needs a newer shell (contract 2.0.0; this shell speaks 1.0.0).';
  renderShell({ path: '/admin', loader: (remote: RemoteName) => Promise.reject(new RemoteLoadError(remote, 'contract', message)) });
  expect(await screen.findByRole('heading', { name: 'This area could not be loaded' })).toBeInTheDocument();
  expect(screen.getByText(message)).toBeInTheDocument();
  expect(screen.getByText(/switched off until its release and the site agree again/)).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
});

test('a page that crashes is contained, and another page of the same area still opens', async () => {
  silenceExpectedErrors();
  function Broken(): never {
    throw new Error('render failed');
  }
  const area = {
    build: areaBuild,
    routes: [
      { path: '/admin', element: <Broken /> },
      { path: '/admin/profile', element: <h1>Admin profile</h1> },
    ],
  };
  renderShell({ path: '/admin', loader: () => Promise.resolve(area) });
  expect(await screen.findByRole('heading', { name: 'This area could not be loaded' })).toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'Ada Admin' }));
  await userEvent.click(screen.getByRole('menuitem', { name: 'Profile' }));

  expect(await screen.findByRole('heading', { name: 'Admin profile' })).toBeInTheDocument();
});

test('an unknown path inside an area shows the not-found page', async () => {
  renderShell({ path: '/admin/nope' });
  expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
});

test('a path no area owns shows the not-found page without loading any area', async () => {
  sessionStore.getState().signOut();
  const { loader } = renderShell({ path: '/dashboard' });
  expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
  expect(loader).not.toHaveBeenCalled();
});

test('the guard runs before the area: a visitor opening /admin never downloads it', async () => {
  sessionStore.getState().signOut();
  const { loader } = renderShell({ path: '/admin' });
  expect(await screen.findByRole('heading', { name: 'Area page /login' })).toBeInTheDocument();
  expect(loader).toHaveBeenCalledWith('mf_public');
  expect(loader).not.toHaveBeenCalledWith('mf_admin');
});

test("after sign-in the user's own area is preloaded without being opened", async () => {
  sessionStore.getState().signOut();
  const { loader } = renderShell({ path: '/' });
  expect(await screen.findByRole('heading', { name: 'Area page /' })).toBeInTheDocument();
  expect(loader).not.toHaveBeenCalledWith('mf_educator');

  act(() => sessionStore.getState().signIn(buildUser({ role: 'educator' }), 'token'));

  expect(loader).toHaveBeenCalledWith('mf_educator');
  expect(screen.getByRole('heading', { name: 'Area page /' })).toBeInTheDocument();
});
