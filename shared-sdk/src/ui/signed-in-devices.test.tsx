import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '../core/http';
import { toastStore } from '../toasts/toast-store';
import { buildSession } from '../testing/factories';
import { renderPage } from '../testing/render-page';
import { SignedInDevices } from './signed-in-devices';

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3600 * 1000).toISOString();
const laptop = buildSession({ id: 1, device: 'Chrome 131 on macOS', current: true, lastSeenAt: hoursAgo(0) });
const phone = buildSession({ id: 2, device: 'Safari 18 on iOS', lastSeenAt: hoursAgo(2) });
const tablet = buildSession({ id: 3, device: 'Firefox 133 on Android', lastSeenAt: hoursAgo(30) });

function renderDevices(api: Parameters<typeof renderPage>[1]['api']) {
  return renderPage(<SignedInDevices />, { pattern: '/', url: '/', api });
}

beforeEach(() => toastStore.setState({ toasts: [] }));

test('lists each device in words with its last activity, this device marked', async () => {
  renderDevices({ listSessions: jest.fn(() => Promise.resolve([laptop, phone, tablet])) });

  const list = await screen.findByRole('list', { name: 'Signed-in devices' });
  const rows = within(list).getAllByRole('listitem');
  expect(rows.map((row) => row.textContent)).toEqual([
    expect.stringMatching(/^Chrome 131 on macOSThis deviceActive now/),
    expect.stringMatching(/^Safari 18 on iOSLast active 2 hours ago/),
    expect.stringMatching(/^Firefox 133 on AndroidLast active yesterday/),
  ]);
  expect(within(rows[0] as HTMLElement).queryByRole('button')).not.toBeInTheDocument();
});

test('signs out one device and takes it off the list', async () => {
  const user = userEvent.setup();
  const signOutSession = jest.fn(() => Promise.resolve({ message: 'Signed out' }));
  renderDevices({ listSessions: jest.fn(() => Promise.resolve([laptop, phone])), signOutSession });

  await user.click(await screen.findByRole('button', { name: 'Sign out Safari 18 on iOS' }));

  expect(signOutSession).toHaveBeenCalledWith(2);
  await waitFor(() => expect(screen.queryByText('Safari 18 on iOS')).not.toBeInTheDocument());
  expect(toastStore.getState().toasts[0]).toMatchObject({ title: 'Device signed out', severity: 'success' });
  expect(screen.getByRole('button', { name: 'Sign out of all other devices' })).toBeDisabled();
});

test('signs out of every other device at once', async () => {
  const user = userEvent.setup();
  const signOutOtherSessions = jest.fn(() => Promise.resolve({ message: 'Signed out of all other devices', signedOut: 2 }));
  renderDevices({ listSessions: jest.fn(() => Promise.resolve([laptop, phone, tablet])), signOutOtherSessions });

  await user.click(await screen.findByRole('button', { name: 'Sign out of all other devices' }));

  await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(1));
  expect(screen.getByText('Chrome 131 on macOS')).toBeInTheDocument();
  expect(toastStore.getState().toasts[0]).toMatchObject({ description: '2 devices were signed out.' });
});

test('keeps the device and says why when signing out fails', async () => {
  const user = userEvent.setup();
  renderDevices({
    listSessions: jest.fn(() => Promise.resolve([laptop, phone])),
    signOutSession: jest.fn(() => Promise.reject(new ApiError(404, 'Session not found'))),
  });

  await user.click(await screen.findByRole('button', { name: 'Sign out Safari 18 on iOS' }));

  await waitFor(() =>
    expect(toastStore.getState().toasts[0]).toMatchObject({ title: 'Failed to sign out the device', description: 'Session not found' }),
  );
  expect(screen.getByText('Safari 18 on iOS')).toBeInTheDocument();
});

test('says so when the devices cannot be loaded', async () => {
  renderDevices({ listSessions: jest.fn(() => Promise.reject(new ApiError(500, 'down'))) });

  expect(await screen.findByRole('alert')).toHaveTextContent('Could not load your devices.');
});
