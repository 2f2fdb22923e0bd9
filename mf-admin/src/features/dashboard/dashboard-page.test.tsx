import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, paths, routes, sessionStore, toastStore, type Course, type LecternApi } from '@lectern/shared-sdk';
import { buildCourse, buildCourseDetail, buildPlatformTrends, buildPlatformWeeks, buildStats, buildUser } from '@lectern/shared-sdk/testing';
import { findListSection, renderPage, statCard } from '@lectern/shared-sdk/testing/render-page';
import { DashboardPage } from './dashboard-page';

function renderDashboard(api: Partial<LecternApi>) {
  const getPlatformTrends = jest.fn(() => Promise.resolve(buildPlatformTrends()));
  return renderPage(<DashboardPage />, { pattern: routes.admin.dashboard, url: paths.admin.dashboard(), api: { getPlatformTrends, ...api } });
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

const pendingA = () =>
  buildCourse({ id: 41, title: 'Rust for Web', isApproved: false, price: 19.5, educatorId: { _id: '7', id: 7, name: 'Grace Hopper' } });
const pendingB = () =>
  buildCourse({ id: 42, title: 'Threat Modelling', isApproved: false, price: 0, educatorId: { _id: '8', id: 8, name: 'Alan Turing' } });

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

/** A trend card's table view: switches the card to it and returns the table, named by its caption. */
async function trendTable(title: string) {
  const card = within(screen.getByRole('region', { name: 'Trends' })).getByRole('region', { name: title });
  await userEvent.setup().click(within(card).getByRole('button', { name: 'Table' }));
  return within(card).getByRole('table', { name: title });
}
const rowFigures = (table: HTMLElement, name: RegExp) =>
  within(within(table).getByRole('row', { name }))
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

function activeTrends(weeks = 12) {
  return buildPlatformTrends({
    weeks: buildPlatformWeeks(weeks, (index) =>
      index === weeks - 1
        ? { newStudents: 7, enrollments: 11, revenueCents: 129950, pendingCourses: 2 }
        : index === weeks - 2
          ? { newStudents: 3, enrollments: 4, revenueCents: 4999, pendingCourses: 5 }
          : { pendingCourses: 1 },
    ),
    month: '2026-01',
    topCourses: [
      { id: 41, _id: '41', title: 'Rust for Web', educatorName: 'Grace Hopper', enrollments: 9 },
      { id: 42, _id: '42', title: 'Threat Modelling', educatorName: 'Alan Turing', enrollments: 4 },
    ],
  });
}

test('the Trends section shows new students, enrolments, revenue and pending courses week by week', async () => {
  const getPlatformTrends = jest.fn(() => Promise.resolve(activeTrends()));
  renderDashboard({ getStats: jest.fn(() => Promise.resolve(buildStats())), ...pendingServer([]), getPlatformTrends });
  const trends = screen.getByRole('region', { name: 'Trends' });
  await within(trends).findAllByRole('img');
  expect(getPlatformTrends).toHaveBeenCalledWith(12);
  expect(within(trends).getByRole('img', { name: 'Courses pending review' })).toHaveAccessibleDescription(/A line: courses awaiting review/);

  const students = await trendTable('New students per week');
  expect(within(students).getAllByRole('row')).toHaveLength(13);
  expect(rowFigures(students, /^12 Jan/)).toEqual(['7']);
  expect(rowFigures(students, /^5 Jan/)).toEqual(['3']);
  expect(rowFigures(await trendTable('Enrollments per week'), /^12 Jan/)).toEqual(['11']);
  const revenue = await trendTable('Revenue per week');
  expect(rowFigures(revenue, /^12 Jan/)).toEqual(['$1,299.50']);
  expect(rowFigures(revenue, /^5 Jan/)).toEqual(['$49.99']);
  const pending = await trendTable('Courses pending review');
  expect(rowFigures(pending, /^5 Jan/)).toEqual(['5']);
  expect(rowFigures(pending, /^27 Oct/)).toEqual(['1']);
});

test("this month's top courses list their enrolments, educator and a link to the course", async () => {
  renderDashboard({
    getStats: jest.fn(() => Promise.resolve(buildStats())),
    ...pendingServer([]),
    getPlatformTrends: jest.fn(() => Promise.resolve(activeTrends())),
  });
  await within(screen.getByRole('region', { name: 'Trends' })).findAllByRole('img');
  const top = await trendTable('Top courses in January 2026');
  expect(rowFigures(top, /^Rust for Web/)).toEqual(['9']);
  expect(rowFigures(top, /^Threat Modelling/)).toEqual(['4']);
  expect(within(top).getByRole('link', { name: 'Rust for Web' })).toHaveAttribute('href', paths.admin.course(41));
  expect(within(top).getByText('by Grace Hopper')).toBeInTheDocument();
});

test('the weeks selector asks for that span', async () => {
  const user = userEvent.setup();
  const getPlatformTrends = jest.fn((weeks?: number) => Promise.resolve(activeTrends(weeks)));
  renderDashboard({ getStats: jest.fn(() => Promise.resolve(buildStats())), ...pendingServer([]), getPlatformTrends });
  const trends = screen.getByRole('region', { name: 'Trends' });
  await within(trends).findAllByRole('img');
  await user.click(within(trends).getByRole('button', { name: '52 weeks' }));
  expect(getPlatformTrends).toHaveBeenLastCalledWith(52);
  await waitFor(() => expect(screen.queryByRole('progressbar', { name: 'Loading the last 52 weeks' })).not.toBeInTheDocument());
  expect(within(trends).getByRole('button', { name: '52 weeks' })).toHaveAttribute('aria-pressed', 'true');
  expect(within(await trendTable('Enrollments per week')).getAllByRole('row')).toHaveLength(53);
});

test('trends that fail to load show as no activity, without a toast, like the rest of the dashboard', async () => {
  renderDashboard({
    getStats: jest.fn(() => Promise.resolve(buildStats())),
    ...pendingServer([]),
    getPlatformTrends: jest.fn(() => Promise.reject(new ApiError(500, 'Trends broke'))),
  });
  const trends = screen.getByRole('region', { name: 'Trends' });
  expect(await within(trends).findByText('No new students in the last 12 weeks.')).toBeInTheDocument();
  expect(within(trends).getByText('No sales in the last 12 weeks.')).toBeInTheDocument();
  expect(within(trends).getByText(/^No enrollments in .* yet\.$/)).toBeInTheDocument();
  expect(within(trends).queryByRole('button', { name: 'Table' })).not.toBeInTheDocument();
  expect(toastStore.getState().toasts).toEqual([]);
});
