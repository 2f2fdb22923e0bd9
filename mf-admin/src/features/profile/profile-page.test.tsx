import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, paths, routes, sessionStore, toastStore, type User } from '@lectern/shared-sdk';
import { buildSession, buildUser } from '@lectern/shared-sdk/testing';
import { renderPage } from '@lectern/shared-sdk/testing/render-page';
import { ProfilePage } from './profile-page';

const admin = buildUser({ id: 1, name: 'Root Admin', email: 'admin@lectern.dev', role: 'admin', joinedAt: '2026-01-02T10:00:00.000Z' });

function renderProfile(api: Parameters<typeof renderPage>[1]['api']) {
  return renderPage(<ProfilePage />, {
    pattern: routes.admin.profile,
    url: paths.admin.profile(),
    api: {
      getProfile: jest.fn(() => Promise.resolve({ user: admin })),
      listSessions: jest.fn(() => Promise.resolve([buildSession({ device: 'Chrome 131 on Linux', current: true })])),
      ...api,
    },
  });
}

beforeEach(() => {
  toastStore.setState({ toasts: [] });
  sessionStore.getState().signIn(admin, 't');
});
afterEach(() => sessionStore.getState().signOut());

test('shows the Administrator header and the personal information', async () => {
  renderProfile({});
  expect(await screen.findByRole('heading', { level: 1, name: 'Root Admin' })).toBeInTheDocument();
  const panel = screen.getByRole('tabpanel');
  expect(screen.getAllByText('Administrator').length).toBeGreaterThanOrEqual(2);
  expect(within(panel).getByText('admin@lectern.dev')).toBeInTheDocument();
  expect(within(panel).getByText('Jan 2, 2026')).toBeInTheDocument();
  expect(screen.getByRole('tab', { name: 'Personal Information', selected: true })).toBeInTheDocument();
});

test("Edit Profile opens the form; saving refuses an empty name with 'Name is required.'", async () => {
  const user = userEvent.setup();
  const updateProfile = jest.fn();
  renderProfile({ updateProfile });
  await screen.findByRole('heading', { level: 1, name: 'Root Admin' });

  await user.click(screen.getByRole('tab', { name: 'Change Password' }));
  await user.click(screen.getByRole('button', { name: 'Edit Profile' }));
  expect(screen.getByRole('tab', { name: 'Personal Information', selected: true })).toBeInTheDocument();
  await user.clear(screen.getByRole('textbox', { name: 'Full Name' }));
  await user.click(screen.getByRole('button', { name: 'Save Changes' }));

  expect(screen.getByText('Name is required.')).toBeInTheDocument();
  expect(updateProfile).not.toHaveBeenCalled();
});

test('saving updates the header and the session, toasts and leaves edit mode', async () => {
  const user = userEvent.setup();
  const updateProfile = jest.fn((input: { name?: string; profileImage?: string | null }) =>
    Promise.resolve({ user: { ...admin, name: input.name ?? admin.name, profileImage: input.profileImage || null } satisfies User }),
  );
  renderProfile({ updateProfile });
  await screen.findByRole('heading', { level: 1, name: 'Root Admin' });

  await user.click(screen.getByRole('button', { name: 'Edit Profile' }));
  await user.clear(screen.getByRole('textbox', { name: 'Full Name' }));
  await user.type(screen.getByRole('textbox', { name: 'Full Name' }), 'Chief Admin');
  await user.type(screen.getByRole('textbox', { name: 'Profile Image URL' }), 'https://example.com/me.png');
  await user.click(screen.getByRole('button', { name: 'Save Changes' }));

  expect(await screen.findByRole('heading', { level: 1, name: 'Chief Admin' })).toBeInTheDocument();
  expect(updateProfile).toHaveBeenCalledWith({ name: 'Chief Admin', profileImage: 'https://example.com/me.png' });
  expect(sessionStore.getState().user?.name).toBe('Chief Admin');
  expect(toastStore.getState().toasts).toEqual([expect.objectContaining({ severity: 'success', title: 'Profile updated!' })]);
  expect(screen.queryByRole('button', { name: 'Save Changes' })).not.toBeInTheDocument();
});

test("a failed save toasts 'Failed to update profile' with the server message", async () => {
  const user = userEvent.setup();
  renderProfile({ updateProfile: jest.fn(() => Promise.reject(new ApiError(400, 'profileImage: must be an http(s) URL'))) });
  await screen.findByRole('heading', { level: 1, name: 'Root Admin' });

  await user.click(screen.getByRole('button', { name: 'Edit Profile' }));
  await user.click(screen.getByRole('button', { name: 'Save Changes' }));

  await waitFor(() =>
    expect(toastStore.getState().toasts).toEqual([
      expect.objectContaining({ severity: 'error', title: 'Failed to update profile', description: 'profileImage: must be an http(s) URL' }),
    ]),
  );
});

describe('Change Password', () => {
  async function openPasswordTab(api: Parameters<typeof renderPage>[1]['api']) {
    const user = userEvent.setup();
    renderProfile(api);
    await screen.findByRole('heading', { level: 1, name: 'Root Admin' });
    await user.click(screen.getByRole('tab', { name: 'Change Password' }));
    const fields = {
      old: screen.getByLabelText(/^Current Password/),
      next: screen.getByLabelText(/^New Password/),
      confirm: screen.getByLabelText(/^Confirm New Password/),
    };
    return { user, fields };
  }

  test('requires all three fields and matching new passwords', async () => {
    const changePassword = jest.fn();
    const { user, fields } = await openPasswordTab({ changePassword });

    await user.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(screen.getByText('All password fields are required.')).toBeInTheDocument();

    await user.type(fields.old, 'old password');
    await user.type(fields.next, 'new password 1');
    await user.type(fields.confirm, 'new password 2');
    await user.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(screen.getByText('New passwords do not match.')).toBeInTheDocument();
    expect(changePassword).not.toHaveBeenCalled();
  });

  test('on success toasts and clears the fields', async () => {
    const changePassword = jest.fn(() => Promise.resolve({ message: 'Password updated' }));
    const { user, fields } = await openPasswordTab({ changePassword });

    await user.type(fields.old, 'old password');
    await user.type(fields.next, 'new password 1');
    await user.type(fields.confirm, 'new password 1');
    await user.click(screen.getByRole('button', { name: 'Update Password' }));

    await waitFor(() =>
      expect(toastStore.getState().toasts).toEqual([expect.objectContaining({ severity: 'success', title: 'Password updated successfully!' })]),
    );
    expect(changePassword).toHaveBeenCalledWith({ oldPassword: 'old password', newPassword: 'new password 1' });
    expect(fields.old).toHaveValue('');
    expect(fields.next).toHaveValue('');
    expect(fields.confirm).toHaveValue('');
    expect(within(await screen.findByRole('list', { name: 'Signed-in devices' })).getByText('Chrome 131 on Linux')).toBeInTheDocument();
  });

  test.each([
    [new ApiError(400, 'Current password is incorrect'), 'Failed to update password', 'Current password is incorrect'],
    [new ApiError(0, 'Could not connect to the server.'), 'Network error', 'Could not connect to the server.'],
  ])('a failure (%p) shows the right toast', async (error, title, description) => {
    const { user, fields } = await openPasswordTab({ changePassword: jest.fn(() => Promise.reject(error)) });

    await user.type(fields.old, 'old password');
    await user.type(fields.next, 'new password 1');
    await user.type(fields.confirm, 'new password 1');
    await user.click(screen.getByRole('button', { name: 'Update Password' }));

    await waitFor(() => expect(toastStore.getState().toasts).toEqual([expect.objectContaining({ severity: 'error', title, description })]));
    expect(fields.old).toHaveValue('old password');
  });
});

describe('the About Lectern tab', () => {
  const builds: Record<string, unknown> = {};
  let liveAdmin = '0.2.0';
  const entries = () => ({
    mf_public: 'http://public.test/remoteEntry.js',
    mf_student: 'http://student.test/remoteEntry.js',
    mf_educator: 'http://educator.test/remoteEntry.js',
    mf_admin: `http://admin.test/releases/${liveAdmin}/remoteEntry.js`,
  });
  const json = (body: unknown) => Promise.resolve(new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } }));

  beforeEach(() => {
    Object.assign(builds, {
      'http://localhost/release.json': { name: '@lectern/shell', version: '1.4.2', builtAt: '2026-11-20T10:00:00.000Z' },
      'http://public.test/release.json': { name: '@lectern/mf-public', version: '0.9.0', builtAt: '2026-11-21T10:00:00.000Z' },
      'http://educator.test/release.json': { name: '@lectern/mf-educator', version: '0.5.0', builtAt: '2026-11-22T10:00:00.000Z' },
    });
    jest.spyOn(globalThis, 'fetch').mockImplementation((input) => {
      const url = String(input instanceof Request ? input.url : input);
      if (url === 'http://localhost/remotes.json') return json(entries());
      const admin = /^http:\/\/admin\.test\/releases\/([^/]+)\/release\.json$/.exec(url);
      if (admin) return json({ name: '@lectern/mf-admin', version: admin[1], builtAt: '2026-11-24T08:00:00.000Z' });
      // The student area's origin does not answer.
      if (url.startsWith('http://student.test/')) return Promise.reject(new TypeError('Failed to fetch'));
      return url in builds ? json(builds[url]) : Promise.resolve(new Response('Not found', { status: 404 }));
    });
  });
  afterEach(() => jest.restoreAllMocks());

  test('lists what is live now, part by part, and sees a deploy when asked again', async () => {
    const user = userEvent.setup();
    renderProfile({ getApiVersion: jest.fn(() => Promise.resolve({ version: '0.1.0', builtAt: null, migration: '0012_course_price_changes' })) });
    await user.click(await screen.findByRole('tab', { name: 'About Lectern' }));
    const table = await screen.findByRole('table', { name: 'Live versions' });
    const row = (part: string) => within(table).getByRole('rowheader', { name: part }).closest('tr') as HTMLElement;

    await waitFor(() => expect(row('Admin console')).toHaveTextContent('0.2.0'));
    expect(row('Admin console')).toHaveTextContent('Release 0.2.0');
    expect(row('Shell')).toHaveTextContent('1.4.2');
    expect(row('Shell')).toHaveTextContent('Nov 20, 2026');
    expect(row('Catalogue')).toHaveTextContent('0.9.0');
    expect(row('Catalogue')).toHaveTextContent('Working build');
    expect(row('Student area')).toHaveTextContent('Not answering');
    expect(row('API')).toHaveTextContent('0.1.0');
    expect(row('API')).toHaveTextContent('From source');
    expect(row('API')).toHaveTextContent('Database migration 0012_course_price_changes');
    // This page's own code is not the live one until it is reloaded.
    expect(screen.getByRole('alert')).toHaveTextContent(/Admin console 0\.2\.0 is live; this page still runs \S+\. Reload/);

    liveAdmin = '0.3.0';
    await user.click(screen.getByRole('button', { name: 'Check again' }));
    await waitFor(() => expect(row('Admin console')).toHaveTextContent('Release 0.3.0'));
  });
});

test('Change Password ends with Delete account; the last admin is told why the account stays', async () => {
  const user = userEvent.setup();
  const deleteAccount = jest.fn(() =>
    Promise.reject(new ApiError(409, 'You are the only admin: Lectern needs at least one, so this account cannot be deleted.')),
  );
  renderProfile({ deleteAccount });
  await screen.findByRole('heading', { level: 1, name: 'Root Admin' });
  await user.click(screen.getByRole('tab', { name: 'Change Password' }));

  await user.click(within(screen.getByRole('region', { name: 'Delete account' })).getByRole('button', { name: 'Delete account' }));
  const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
  await user.type(within(dialog).getByLabelText(/^Password/), 'admin password');
  await user.click(within(dialog).getByRole('button', { name: 'Delete account' }));

  await waitFor(() =>
    expect(toastStore.getState().toasts).toEqual([
      expect.objectContaining({
        severity: 'error',
        description: 'You are the only admin: Lectern needs at least one, so this account cannot be deleted.',
      }),
    ]),
  );
  expect(sessionStore.getState().user).toEqual(admin);
  expect(screen.getByTestId('location')).toHaveTextContent(paths.admin.profile());
});
