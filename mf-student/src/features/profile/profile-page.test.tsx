import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, paths, routes, sessionStore, toastStore, type LecternApi } from '@lectern/shared-sdk';
import { buildCertificate, buildCourse, buildEnrollment, buildSession, buildUser } from '@lectern/shared-sdk/testing';
import { renderPage } from '@lectern/shared-sdk/testing/render-page';
import { ProfilePage } from './profile-page';

const sam = buildUser({ name: 'Sam Student', email: 'sam@gmail.com', joinedAt: '2026-03-14T10:00:00.000Z' });
const enrollments = [
  buildEnrollment({ progress: 100, completed: true, courseId: buildCourse({ title: 'Finished One' }) }),
  buildEnrollment({ progress: 40, courseId: buildCourse({ title: 'Halfway One' }) }),
  buildEnrollment({ progress: 0, courseId: buildCourse({ title: 'Fresh One' }) }),
];

const sessions = [buildSession({ device: 'Chrome 131 on macOS', current: true }), buildSession({ device: 'Safari 18 on iOS' })];

function show(api: Partial<LecternApi> = {}) {
  return renderPage(<ProfilePage />, {
    pattern: routes.student.profile,
    url: paths.student.profile(),
    api: {
      getProfile: () => Promise.resolve({ user: sam }),
      listMyEnrollments: () => Promise.resolve({ enrollments }),
      listSessions: () => Promise.resolve(sessions),
      ...api,
    },
  });
}

beforeEach(() => sessionStore.getState().signIn(sam, 'token'));
afterEach(() => {
  sessionStore.getState().signOut();
  toastStore.setState({ toasts: [] });
});

test('shows the header and the overview with active courses and the completion rate', async () => {
  show();

  expect(await screen.findByRole('heading', { level: 1, name: 'Sam Student' })).toBeInTheDocument();
  expect(screen.getByText('Joined March 2026')).toBeInTheDocument();
  expect(screen.getByText(/enrolled courses/)).toHaveTextContent('3 enrolled courses');
  expect(screen.getByText(/^\s*completed$/, { selector: 'p' })).toHaveTextContent('1 completed');
  expect(within(screen.getByRole('group', { name: 'Active Courses' })).getByText('2')).toBeInTheDocument();
  expect(screen.getByText('33% completion rate')).toBeInTheDocument();
  expect(screen.getByRole('progressbar', { name: 'Halfway One progress' })).toHaveAttribute('aria-valuenow', '40');
});

test('lists the courses with Completed or In Progress badges on My Courses', async () => {
  const user = userEvent.setup();
  show();

  await user.click(await screen.findByRole('tab', { name: 'My Courses' }));

  const finished = screen.getByRole('article', { name: /Finished One/ });
  expect(within(finished).getByText('Completed')).toBeInTheDocument();
  expect(within(finished).getByText('100% complete')).toBeInTheDocument();
  expect(within(screen.getByRole('article', { name: /Halfway One/ })).getByText('In Progress')).toBeInTheDocument();
});

test('Edit Profile opens the settings in edit mode and saves name and image to the session', async () => {
  const user = userEvent.setup();
  const updateProfile = jest.fn((input: { name?: string; profileImage?: string | null }) =>
    Promise.resolve({ user: { ...sam, name: input.name ?? sam.name, profileImage: input.profileImage || null } }),
  );
  show({ updateProfile });

  await user.click(await screen.findByRole('button', { name: 'Edit Profile' }));
  expect(screen.getByRole('tab', { name: 'Settings' })).toHaveAttribute('aria-selected', 'true');
  const name = screen.getByRole('textbox', { name: 'Full Name' });
  await user.clear(name);
  await user.type(name, 'Samantha Student');
  await user.type(screen.getByRole('textbox', { name: 'Profile Image URL' }), 'https://images.example/sam.png');
  await user.click(screen.getByRole('button', { name: 'Save Changes' }));

  expect(updateProfile).toHaveBeenCalledWith({ name: 'Samantha Student', profileImage: 'https://images.example/sam.png' });
  expect(await screen.findByRole('heading', { level: 1, name: 'Samantha Student' })).toBeInTheDocument();
  expect(screen.queryByRole('textbox', { name: 'Full Name' })).not.toBeInTheDocument();
  expect(sessionStore.getState().user?.name).toBe('Samantha Student');
  expect(toastStore.getState().toasts).toEqual([expect.objectContaining({ title: 'Profile updated!' })]);
});

test("shows the server's message when the profile cannot be saved", async () => {
  const user = userEvent.setup();
  show({ updateProfile: () => Promise.reject(new ApiError(400, 'profileImage: must be an http(s) URL')) });

  await user.click(await screen.findByRole('button', { name: 'Edit Profile' }));
  await user.type(screen.getByRole('textbox', { name: 'Profile Image URL' }), 'ftp://x');
  await user.click(screen.getByRole('button', { name: 'Save Changes' }));

  expect(toastStore.getState().toasts).toEqual([
    expect.objectContaining({ title: 'Failed to update profile', description: 'profileImage: must be an http(s) URL', severity: 'error' }),
  ]);
  expect(screen.getByRole('textbox', { name: 'Full Name' })).toBeInTheDocument();
});

test('checks the three password rules before sending, and clears the fields after a change', async () => {
  const user = userEvent.setup();
  const changePassword = jest.fn(() => Promise.resolve({ message: 'Password updated successfully' }));
  const listSessions = jest.fn().mockResolvedValueOnce(sessions).mockResolvedValueOnce(sessions.slice(0, 1));
  show({ changePassword, listSessions });
  await user.click(await screen.findByRole('tab', { name: 'Settings' }));
  const form = screen.getByRole('form', { name: 'Change Password' });
  const current = within(form).getByLabelText(/^Current Password/);
  const next = within(form).getByLabelText(/^New Password/);
  const confirm = within(form).getByLabelText(/^Confirm New Password/);
  const submit = within(form).getByRole('button', { name: 'Update Password' });

  await user.type(current, 'old password');
  await user.click(submit);
  expect(within(form).getByRole('alert')).toHaveTextContent('All password fields are required.');

  await user.type(next, 'new password 1');
  await user.type(confirm, 'new password 2');
  await user.click(submit);
  expect(within(form).getByRole('alert')).toHaveTextContent('New passwords do not match.');

  await user.clear(next);
  await user.clear(confirm);
  await user.type(next, 'short');
  await user.type(confirm, 'short');
  await user.click(submit);
  expect(within(form).getByRole('alert')).toHaveTextContent('New password must be at least 8 characters.');
  expect(changePassword).not.toHaveBeenCalled();

  await user.clear(next);
  await user.clear(confirm);
  await user.type(next, 'new password 1');
  await user.type(confirm, 'new password 1');
  await user.click(submit);

  expect(changePassword).toHaveBeenCalledWith({ oldPassword: 'old password', newPassword: 'new password 1' });
  expect(toastStore.getState().toasts).toEqual([expect.objectContaining({ title: 'Password updated successfully!' })]);
  expect(current).toHaveValue('');
  expect(next).toHaveValue('');
  expect(confirm).toHaveValue('');
  // The other devices were signed out by the change: the list is read again and shows this one only.
  await waitFor(() => expect(screen.queryByText('Safari 18 on iOS')).not.toBeInTheDocument());
  expect(within(screen.getByRole('list', { name: 'Signed-in devices' })).getByText('Chrome 131 on macOS')).toBeInTheDocument();
});

test('reports a refused password change with the server message, and a network failure', async () => {
  const user = userEvent.setup();
  const changePassword = jest
    .fn()
    .mockRejectedValueOnce(new ApiError(400, 'oldPassword: the current password is incorrect'))
    .mockRejectedValueOnce(new ApiError(0, 'Could not connect to the server.'));
  show({ changePassword });
  await user.click(await screen.findByRole('tab', { name: 'Settings' }));
  const form = screen.getByRole('form', { name: 'Change Password' });
  await user.type(within(form).getByLabelText(/^Current Password/), 'wrong password');
  await user.type(within(form).getByLabelText(/^New Password/), 'new password 1');
  await user.type(within(form).getByLabelText(/^Confirm New Password/), 'new password 1');

  await user.click(within(form).getByRole('button', { name: 'Update Password' }));
  await user.click(within(form).getByRole('button', { name: 'Update Password' }));

  expect(toastStore.getState().toasts).toEqual([
    expect.objectContaining({ title: 'Failed to update password', description: 'oldPassword: the current password is incorrect' }),
    expect.objectContaining({ title: 'Network error', description: 'Could not connect to the server.' }),
  ]);
  expect(within(form).getByLabelText(/^Current Password/)).toHaveValue('wrong password');
});

test('lists the certificates earned on the Certificates tab', async () => {
  const user = userEvent.setup();
  const certificate = buildCertificate({ courseTitle: 'Modern JavaScript' });
  show({ listMyCertificates: () => Promise.resolve({ certificates: [certificate] }), certificatePdfUrl: (id: string) => `http://api.test/${id}` });
  await user.click(await screen.findByRole('tab', { name: 'Certificates' }));
  const panel = await screen.findByRole('region', { name: 'Modern JavaScript' });
  expect(within(panel).getByRole('link', { name: 'View certificate' })).toHaveAttribute('href', paths.certificate(certificate.id));
  expect(within(panel).getByRole('link', { name: 'Add to LinkedIn profile' })).toHaveAttribute('target', '_blank');
});

test('says how to earn a certificate when there is none', async () => {
  const user = userEvent.setup();
  show({ listMyCertificates: () => Promise.resolve({ certificates: [] }) });
  await user.click(await screen.findByRole('tab', { name: 'Certificates' }));
  expect(await screen.findByRole('heading', { name: 'No certificates yet' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Go to My Learning' })).toHaveAttribute('href', paths.student.myLearning());
});

test('Settings ends with Delete account: the dialog says what happens, and a wrong password keeps the person signed in', async () => {
  const user = userEvent.setup();
  const deleteAccount = jest
    .fn()
    .mockRejectedValueOnce(new ApiError(400, 'password: the password is incorrect'))
    .mockResolvedValue({ message: 'Deleted' });
  show({ deleteAccount });
  await user.click(await screen.findByRole('tab', { name: 'Settings' }));

  const section = screen.getByRole('region', { name: 'Delete account' });
  await user.click(within(section).getByRole('button', { name: 'Delete account' }));
  const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
  expect(dialog).toHaveTextContent('Your courses, progress, certificates, cart and wishlist go with your account.');
  await user.type(within(dialog).getByLabelText(/^Password/), 'wrong one');
  await user.click(within(dialog).getByRole('button', { name: 'Delete account' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent('The password is incorrect.');
  expect(sessionStore.getState().user).toEqual(sam);

  await user.clear(within(dialog).getByLabelText(/^Password/));
  await user.type(within(dialog).getByLabelText(/^Password/), 'right one');
  await user.click(within(dialog).getByRole('button', { name: 'Delete account' }));

  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
  expect(deleteAccount).toHaveBeenLastCalledWith({ password: 'right one' });
  expect(sessionStore.getState().user).toBeNull();
});
