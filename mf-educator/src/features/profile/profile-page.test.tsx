import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  ApiError,
  NETWORK_ERROR_MESSAGE,
  paths,
  routes,
  sessionStore,
  toastStore,
  type Course,
  type LecternApi,
  type User,
} from '@lectern/shared-sdk';
import { buildCourse, buildSession, buildUser } from '@lectern/shared-sdk/testing';
import { renderPage } from '@lectern/shared-sdk/testing/render-page';
import { ProfilePage } from './profile-page';

const educator = buildUser({ id: 2, name: 'Ada Educator', email: 'ada@lectern.dev', role: 'educator', joinedAt: '2026-01-15T10:00:00.000Z' });

function courses() {
  return [
    buildCourse({ id: 1, title: 'React in Depth', isApproved: true, students: 12, price: 49.99 }),
    buildCourse({ id: 2, title: 'Pandas Primer', isApproved: false, students: 30, price: 0 }),
    buildCourse({ id: 3, title: 'Rust Basics', isApproved: true, students: 0, price: 19 }),
    buildCourse({ id: 4, title: 'Fourth Course', isApproved: true, students: 3, price: 5 }),
  ];
}

function renderProfile(api: Partial<LecternApi> = {}, mine: Course[] = courses(), user: User = educator) {
  return renderPage(<ProfilePage />, {
    pattern: routes.educator.profile,
    url: paths.educator.profile(),
    api: {
      getProfile: jest.fn(() => Promise.resolve({ user })),
      listMyCourses: jest.fn(() => Promise.resolve(mine)),
      // 45 enrolments over the courses, 40 people: the figure is the API's count of people.
      getEducatorStudentTotals: jest.fn(() => Promise.resolve({ students: 40, enrollments: 45 })),
      listSessions: jest.fn(() => Promise.resolve([buildSession({ device: 'Firefox 133 on Windows', current: true })])),
      ...api,
    },
  });
}

const tab = (name: string) => screen.getByRole('tab', { name });
const panel = () => screen.getByRole('tabpanel');
const paragraph = (text: string) => screen.getByText((_, element) => element?.tagName === 'P' && element.textContent === text);

async function loaded() {
  return screen.findByRole('heading', { level: 1, name: 'Ada Educator' });
}

beforeEach(() => {
  toastStore.setState({ toasts: [] });
  sessionStore.getState().signIn(educator, 't');
});
afterEach(() => sessionStore.getState().signOut());

test('the header shows the name, the Educator label, joined month and year, courses created and students taught', async () => {
  renderProfile();
  await loaded();
  expect(screen.getByText('Educator')).toBeInTheDocument();
  expect(screen.getByText('Joined January 2026')).toBeInTheDocument();
  expect(paragraph('4 courses created')).toBeInTheDocument();
  await waitFor(() => expect(paragraph('40 students taught')).toBeInTheDocument());
});

test('Overview is the first tab: two stat cards and the first 3 courses with Published or Pending', async () => {
  renderProfile();
  await loaded();
  expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Overview', 'My Courses', 'Settings']);
  expect(tab('Overview')).toHaveAttribute('aria-selected', 'true');
  expect(within(within(panel()).getByRole('group', { name: 'Courses Created' })).getByText('4')).toBeInTheDocument();
  await waitFor(() => expect(within(within(panel()).getByRole('group', { name: 'Students Taught' })).getByText('40')).toBeInTheDocument());

  const recent = within(panel()).getAllByRole('listitem');
  expect(recent).toHaveLength(3);
  expect(recent[0]).toHaveTextContent('React in Depth');
  expect(within(recent[0]!).getByText('Published')).toBeInTheDocument();
  expect(recent[1]).toHaveTextContent('Pandas Primer');
  expect(within(recent[1]!).getByText('Pending')).toBeInTheDocument();
  expect(within(panel()).queryByText('Fourth Course')).not.toBeInTheDocument();
});

test('My Courses tab lists every course with students, badge and price', async () => {
  const user = userEvent.setup({ delay: null });
  renderProfile();
  await loaded();
  await user.click(tab('My Courses'));
  expect(tab('My Courses')).toHaveAttribute('aria-selected', 'true');
  const cards = within(panel()).getAllByRole('listitem');
  expect(cards).toHaveLength(4);
  const pandas = cards[1]!;
  expect(within(pandas).getByRole('heading', { name: 'Pandas Primer' })).toBeInTheDocument();
  expect(within(pandas).getByText('30 students')).toBeInTheDocument();
  expect(within(pandas).getByText('Pending')).toBeInTheDocument();
  expect(within(pandas).getByText('$0.00')).toBeInTheDocument();
  expect(within(cards[0]!).getByText('$49.99')).toBeInTheDocument();
  expect(within(cards[3]!).getByText('Published')).toBeInTheDocument();
});

test('Settings shows personal information in view mode and Change Password', async () => {
  const user = userEvent.setup({ delay: null });
  renderProfile();
  await loaded();
  await user.click(tab('Settings'));
  expect(within(panel()).getByRole('heading', { name: 'Personal Information' })).toBeInTheDocument();
  expect(within(panel()).getByText('ada@lectern.dev')).toBeInTheDocument();
  expect(within(panel()).queryByRole('textbox', { name: /^Full Name/ })).not.toBeInTheDocument();
  expect(within(panel()).getByRole('heading', { name: 'Change Password' })).toBeInTheDocument();
  const devices = await within(panel()).findByRole('list', { name: 'Signed-in devices' });
  expect(within(devices).getByText('Firefox 133 on Windows')).toBeInTheDocument();
  expect(within(devices).getByText('This device')).toBeInTheDocument();
});

test('Edit Profile switches to Settings in edit mode; saving sends name and image and returns to view mode', async () => {
  const user = userEvent.setup({ delay: null });
  const renamed = { ...educator, name: 'Ada King', profileImage: 'https://img.example.com/ada.png' };
  const updateProfile = jest.fn(() => Promise.resolve({ user: renamed }));
  renderProfile({ updateProfile });
  await loaded();
  expect(tab('Overview')).toHaveAttribute('aria-selected', 'true');

  await user.click(screen.getByRole('button', { name: 'Edit Profile' }));
  expect(tab('Settings')).toHaveAttribute('aria-selected', 'true');
  const name = within(panel()).getByRole('textbox', { name: /^Full Name/ });
  expect(name).toHaveValue('Ada Educator');

  await user.clear(name);
  await user.click(within(panel()).getByRole('button', { name: 'Save Changes' }));
  expect(within(panel()).getByText('Name is required.')).toBeInTheDocument();
  expect(updateProfile).not.toHaveBeenCalled();

  await user.type(name, 'Ada King');
  await user.type(within(panel()).getByRole('textbox', { name: 'Profile Image URL' }), 'https://img.example.com/ada.png');
  await user.click(within(panel()).getByRole('button', { name: 'Save Changes' }));

  await waitFor(() => expect(within(panel()).queryByRole('textbox', { name: /^Full Name/ })).not.toBeInTheDocument());
  expect(updateProfile).toHaveBeenCalledWith({ name: 'Ada King', profileImage: 'https://img.example.com/ada.png' });
  expect(screen.getByRole('heading', { level: 1, name: 'Ada King' })).toBeInTheDocument();
  expect(sessionStore.getState().user?.name).toBe('Ada King');
  expect(toastStore.getState().toasts).toEqual([expect.objectContaining({ severity: 'success', title: 'Profile updated!' })]);
});

test('Edit Profile again leaves edit mode', async () => {
  const user = userEvent.setup({ delay: null });
  renderProfile();
  await loaded();
  await user.click(screen.getByRole('button', { name: 'Edit Profile' }));
  expect(within(panel()).getByRole('textbox', { name: /^Full Name/ })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Edit Profile' }));
  expect(tab('Settings')).toHaveAttribute('aria-selected', 'true');
  expect(within(panel()).queryByRole('textbox', { name: /^Full Name/ })).not.toBeInTheDocument();
});

test('a refused profile save toasts the server message and stays in edit mode', async () => {
  const user = userEvent.setup({ delay: null });
  renderProfile({ updateProfile: jest.fn(() => Promise.reject(new ApiError(400, 'profileImage: must be a URL'))) });
  await loaded();
  await user.click(screen.getByRole('button', { name: 'Edit Profile' }));
  await user.click(within(panel()).getByRole('button', { name: 'Save Changes' }));
  await waitFor(() =>
    expect(toastStore.getState().toasts).toEqual([
      expect.objectContaining({ severity: 'error', title: 'Failed to update profile', description: 'profileImage: must be a URL' }),
    ]),
  );
  expect(within(panel()).getByRole('textbox', { name: /^Full Name/ })).toBeInTheDocument();
});

describe('Change Password', () => {
  async function openSettings(api: Partial<LecternApi>) {
    const user = userEvent.setup({ delay: null });
    renderProfile(api);
    await loaded();
    await user.click(tab('Settings'));
    const form = within(panel()).getByRole('form', { name: 'Change Password' });
    const fields = {
      current: within(form).getByLabelText(/^Current Password/),
      next: within(form).getByLabelText(/^New Password/),
      confirm: within(form).getByLabelText(/^Confirm New Password/),
    };
    const submit = () => user.click(within(form).getByRole('button', { name: 'Update Password' }));
    return { user, form, fields, submit };
  }

  test('requires all three fields and equal new passwords', async () => {
    const changePassword = jest.fn();
    const { user, form, fields, submit } = await openSettings({ changePassword });
    await submit();
    expect(within(form).getByRole('alert')).toHaveTextContent('All password fields are required.');
    await user.type(fields.current, 'old secret');
    await user.type(fields.next, 'new secret 1');
    await user.type(fields.confirm, 'new secret 2');
    await submit();
    expect(within(form).getByRole('alert')).toHaveTextContent('New passwords do not match.');
    expect(changePassword).not.toHaveBeenCalled();
  });

  test('sends old and new password, toasts and clears the fields', async () => {
    const changePassword = jest.fn(() => Promise.resolve({ message: 'ok', token: 't2' }));
    const { user, form, fields, submit } = await openSettings({ changePassword });
    await user.type(fields.current, 'old secret');
    await user.type(fields.next, 'new secret');
    await user.type(fields.confirm, 'new secret');
    await submit();
    await waitFor(() =>
      expect(toastStore.getState().toasts).toEqual([expect.objectContaining({ severity: 'success', title: 'Password updated successfully!' })]),
    );
    expect(changePassword).toHaveBeenCalledWith({ oldPassword: 'old secret', newPassword: 'new secret' });
    expect(fields.current).toHaveValue('');
    expect(fields.next).toHaveValue('');
    expect(fields.confirm).toHaveValue('');
    expect(within(form).queryByRole('alert')).not.toBeInTheDocument();
  });

  test.each([
    { failure: new ApiError(401, 'Current password is incorrect'), title: 'Failed to update password', description: 'Current password is incorrect' },
    { failure: new ApiError(0, NETWORK_ERROR_MESSAGE), title: 'Network error', description: 'Could not connect to the server.' },
  ])('a failure toasts "$title"', async ({ failure, title, description }) => {
    const { user, fields, submit } = await openSettings({ changePassword: jest.fn(() => Promise.reject(failure)) });
    await user.type(fields.current, 'old secret');
    await user.type(fields.next, 'new secret');
    await user.type(fields.confirm, 'new secret');
    await submit();
    await waitFor(() => expect(toastStore.getState().toasts).toEqual([expect.objectContaining({ severity: 'error', title, description })]));
    expect(fields.current).toHaveValue('old secret');
  });
});

test.each([
  { failing: 'getProfile' as const, what: 'the profile' },
  { failing: 'listMyCourses' as const, what: 'the courses' },
])("$what failing to load toasts 'Failed to fetch profile or courses.' and says so", async ({ failing }) => {
  renderProfile({ [failing]: jest.fn(() => Promise.reject(new ApiError(500, 'Database unavailable'))) });
  expect(await screen.findByRole('heading', { name: 'Failed to fetch profile or courses.' })).toBeInTheDocument();
  expect(screen.queryByRole('tab')).not.toBeInTheDocument();
  expect(toastStore.getState().toasts).toEqual([
    expect.objectContaining({ severity: 'error', title: 'Failed to fetch profile or courses.', description: 'Database unavailable' }),
  ]);
});

test('Settings ends with Delete account: with the password, the account goes, this browser signs out and lands on the home page', async () => {
  const user = userEvent.setup();
  const deleteAccount = jest.fn(() => Promise.resolve({ message: 'Your account has been deleted.' }));
  renderProfile({ deleteAccount });
  await loaded();
  await user.click(tab('Settings'));

  const section = within(panel()).getByRole('region', { name: 'Delete account' });
  await user.click(within(section).getByRole('button', { name: 'Delete account' }));
  const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
  expect(dialog).toHaveTextContent('Your courses are unpublished and handed to the admins; students already enrolled keep learning in them.');
  await user.type(within(dialog).getByLabelText(/^Password/), 'my password');
  await user.click(within(dialog).getByRole('button', { name: 'Delete account' }));

  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
  expect(deleteAccount).toHaveBeenCalledWith({ password: 'my password' });
  expect(sessionStore.getState().user).toBeNull();
  expect(toastStore.getState().toasts).toEqual([expect.objectContaining({ severity: 'info', title: 'Your account has been deleted' })]);
});
