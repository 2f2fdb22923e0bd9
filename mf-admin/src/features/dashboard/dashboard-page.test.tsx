import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, paths, routes, sessionStore, toastStore, type Course, type LecternApi } from '@lectern/shared-sdk';
import { buildCourse, buildCourseDetail, buildStats, buildUser } from '@lectern/shared-sdk/testing';
import { findListSection, renderPage, statCard } from '@lectern/shared-sdk/testing/render-page';
import { DashboardPage } from './dashboard-page';

function renderDashboard(api: Partial<LecternApi>) {
  return renderPage(<DashboardPage />, { pattern: routes.admin.dashboard, url: paths.admin.dashboard(), api });
}

/** A fake back end that keeps its pending list, so a reload after approval reflects the change. */
function pendingServer(initial: Course[]) {
  let pending = [...initial];
  return {
    listPendingCourses: jest.fn(() => Promise.resolve([...pending])),
    approveCourse: jest.fn((id: number) => {
      pending = pending.filter((course) => course.id !== id);
      return Promise.resolve({ course: buildCourseDetail({ id, isApproved: true }) });
    }),
  };
}

const pendingList = () => findListSection('Pending Courses');

const pendingA = () => buildCourse({ id: 41, title: 'Rust for Web', isApproved: false, price: 19.5, educatorId: { _id: '7', id: 7, name: 'Grace Hopper' } });
const pendingB = () => buildCourse({ id: 42, title: 'Threat Modelling', isApproved: false, price: 0, educatorId: { _id: '8', id: 8, name: 'Alan Turing' } });

beforeEach(() => {
  toastStore.setState({ toasts: [] });
  sessionStore.getState().signIn(buildUser({ name: 'Root Admin', role: 'admin' }), 't');
});

afterEach(() => {
  sessionStore.getState().signOut();
});

test('shows the four counters from the stats', async () => {
  renderDashboard({
    getStats: jest.fn(() => Promise.resolve(buildStats({ students: 120, educators: 4, courses: 15, activeEducators: 3 }))),
    ...pendingServer([]),
  });
  expect(await within(statCard('Total Students')).findByText('120')).toBeInTheDocument();
  expect(within(statCard('Total Educators')).getByText('4')).toBeInTheDocument();
  expect(within(statCard('Total Courses')).getByText('15')).toBeInTheDocument();
  expect(within(statCard('Active Educators')).getByText('3')).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeInTheDocument();
});

test('shows at most 3 pending courses with educator, price and a View link', async () => {
  const server = pendingServer([
    pendingA(),
    pendingB(),
    buildCourse({ title: 'Third Pending', isApproved: false }),
    buildCourse({ title: 'Fourth Pending', isApproved: false }),
    buildCourse({ title: 'Fifth Pending', isApproved: false }),
  ]);
  renderDashboard({ getStats: jest.fn(() => Promise.resolve(buildStats())), ...server });
  const section = await pendingList();
  expect(server.listPendingCourses).toHaveBeenCalledWith(3);
  const items = within(section).getAllByRole('listitem');
  expect(items).toHaveLength(3);
  expect(within(section).queryByText('Fourth Pending')).not.toBeInTheDocument();

  const first = items[0]!;
  expect(within(first).getByRole('heading', { level: 3, name: 'Rust for Web' })).toBeInTheDocument();
  expect(within(first).getByText(/by Grace Hopper/)).toBeInTheDocument();
  expect(within(first).getByText('$19.50')).toBeInTheDocument();
  expect(within(first).getByRole('link', { name: 'View Rust for Web' })).toHaveAttribute('href', paths.admin.course(41));
  expect(within(items[1]!).getByText('Free')).toBeInTheDocument();
});

test('says there is nothing pending when the list is empty', async () => {
  renderDashboard({ getStats: jest.fn(() => Promise.resolve(buildStats())), ...pendingServer([]) });
  expect(await screen.findByText('No pending courses.')).toBeInTheDocument();
});

test('treats failed loads as zeros and an empty list, without a toast', async () => {
  renderDashboard({
    getStats: jest.fn(() => Promise.reject(new ApiError(500, 'Stats broke'))),
    listPendingCourses: jest.fn(() => Promise.reject(new ApiError(500, 'Pending broke'))),
  });
  expect(await screen.findByText('No pending courses.')).toBeInTheDocument();
  expect(await within(statCard('Total Students')).findByText('0')).toBeInTheDocument();
  expect(within(statCard('Active Educators')).getByText('0')).toBeInTheDocument();
  expect(toastStore.getState().toasts).toEqual([]);
});

test('links to the student, educator and course lists', async () => {
  renderDashboard({ getStats: jest.fn(() => Promise.resolve(buildStats())), ...pendingServer([]) });
  await screen.findByText('No pending courses.');
  const actions = screen.getByRole('region', { name: 'Quick Actions' });
  expect(within(actions).getByRole('link', { name: /^Manage Students/ })).toHaveAttribute('href', paths.admin.students());
  expect(within(actions).getByRole('link', { name: /^Manage Educators/ })).toHaveAttribute('href', paths.admin.educators());
  expect(within(actions).getByRole('link', { name: /^Manage Courses/ })).toHaveAttribute('href', paths.admin.courses());
});

test('Cancel in the confirmation dialog leaves the course pending', async () => {
  const user = userEvent.setup();
  const server = pendingServer([pendingA()]);
  renderDashboard({ getStats: jest.fn(() => Promise.resolve(buildStats())), ...server });
  const section = await pendingList();

  await user.click(within(section).getByRole('button', { name: 'Approve Rust for Web' }));
  const dialog = screen.getByRole('dialog', { name: 'Approve Course?' });
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(server.approveCourse).not.toHaveBeenCalled();
  expect(within(section).getByText('Rust for Web')).toBeInTheDocument();
});

test('approving after confirmation toasts, removes the course and refreshes the counters', async () => {
  const user = userEvent.setup();
  const server = pendingServer([pendingA(), pendingB()]);
  const getStats = jest
    .fn<ReturnType<LecternApi['getStats']>, []>()
    .mockResolvedValueOnce(buildStats({ courses: 15, activeEducators: 3 }))
    .mockResolvedValue(buildStats({ courses: 16, activeEducators: 3 }));
  renderDashboard({ getStats, ...server });
  const section = await pendingList();
  expect(within(statCard('Total Courses')).getByText('15')).toBeInTheDocument();

  await user.click(within(section).getByRole('button', { name: 'Approve Rust for Web' }));
  const dialog = screen.getByRole('dialog', { name: 'Approve Course?' });
  expect(dialog).toHaveTextContent('Rust for Web');
  await user.click(within(dialog).getByRole('button', { name: 'Approve' }));

  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(server.approveCourse).toHaveBeenCalledWith(41);
  expect(toastStore.getState().toasts).toEqual([
    expect.objectContaining({
      severity: 'success',
      title: 'Course approved!',
      description: 'The course is now available for enrollment.',
    }),
  ]);
  expect(within(section).queryByText('Rust for Web')).not.toBeInTheDocument();
  expect(within(section).getByText('Threat Modelling')).toBeInTheDocument();
  expect(await within(statCard('Total Courses')).findByText('16')).toBeInTheDocument();
});

test('approving the last pending course leaves the empty state', async () => {
  const user = userEvent.setup();
  renderDashboard({ getStats: jest.fn(() => Promise.resolve(buildStats())), ...pendingServer([pendingB()]) });
  const section = await pendingList();
  await user.click(within(section).getByRole('button', { name: 'Approve Threat Modelling' }));
  await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Approve' }));
  expect(await within(section).findByText('No pending courses.')).toBeInTheDocument();
});

test('a failed approval shows the error toast with the server message and keeps the course', async () => {
  const user = userEvent.setup();
  const getStats = jest.fn(() => Promise.resolve(buildStats()));
  renderDashboard({
    getStats,
    ...pendingServer([pendingA()]),
    approveCourse: jest.fn(() => Promise.reject(new ApiError(409, 'Course has no modules yet'))),
  });
  const section = await pendingList();

  await user.click(within(section).getByRole('button', { name: 'Approve Rust for Web' }));
  await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Approve' }));

  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(toastStore.getState().toasts).toEqual([
    expect.objectContaining({ severity: 'error', title: 'Failed to approve course', description: 'Course has no modules yet' }),
  ]);
  expect(within(section).getByText('Rust for Web')).toBeInTheDocument();
  expect(getStats).toHaveBeenCalledTimes(1);
});
