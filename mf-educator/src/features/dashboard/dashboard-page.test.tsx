import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, paths, routes, sessionStore, toastStore, type Course, type LecternApi } from '@lectern/shared-sdk';
import { buildCourse, buildUser } from '@lectern/shared-sdk/testing';
import { findListSection, renderPage, statCard } from '@lectern/shared-sdk/testing/render-page';
import { MyCoursesPage } from '../courses/my-courses-page';
import { DashboardPage } from './dashboard-page';

function renderDashboard(listMyCourses: LecternApi['listMyCourses']) {
  renderPage(<DashboardPage />, { pattern: routes.educator.dashboard, url: paths.educator.dashboard(), api: { listMyCourses } });
}

const resolving = (courses: Course[]) => jest.fn(() => Promise.resolve(courses));

const coursesSection = () => findListSection('Your Courses');

function signInEducator(isApproved = true) {
  sessionStore.getState().signIn(buildUser({ name: 'Ada Educator', role: 'educator', isApproved }), 't');
}

beforeEach(() => {
  toastStore.setState({ toasts: [] });
  signInEducator();
});

afterEach(() => {
  sessionStore.getState().signOut();
});

test('counts the courses and sums their students', async () => {
  renderDashboard(
    resolving([buildCourse({ students: 12 }), buildCourse({ students: 30 }), buildCourse({ students: 0 })]),
  );
  await coursesSection();
  expect(within(statCard('My Courses')).getByText('3')).toBeInTheDocument();
  expect(within(statCard('Total Students')).getByText('42')).toBeInTheDocument();
});

test('counts a course whose students value is not a number as 0', async () => {
  const broken = { ...buildCourse({ title: 'Odd Data' }), students: Number.NaN };
  renderDashboard(resolving([buildCourse({ students: 5 }), broken]));
  const section = await coursesSection();
  expect(within(statCard('Total Students')).getByText('5')).toBeInTheDocument();
  const oddRow = within(section).getAllByRole('listitem')[1]!;
  expect(within(oddRow).getByText('0 students')).toBeInTheDocument();
});

test('shows only the first 2 courses with status, students, price and a Manage link', async () => {
  renderDashboard(
    resolving([
      buildCourse({ id: 21, title: 'React in Depth', isApproved: true, students: 1500, price: 49.99 }),
      buildCourse({ id: 22, title: 'Pandas Primer', isApproved: false, students: 0, price: 0 }),
      buildCourse({ id: 23, title: 'Third Course' }),
    ]),
  );
  const section = await coursesSection();
  const items = within(section).getAllByRole('listitem');
  expect(items).toHaveLength(2);
  expect(within(section).queryByText('Third Course')).not.toBeInTheDocument();

  const [first, second] = items as [HTMLElement, HTMLElement];
  expect(within(first).getByRole('heading', { level: 3, name: 'React in Depth' })).toBeInTheDocument();
  expect(within(first).getByText('Approved')).toBeInTheDocument();
  expect(within(first).getByText('1.5K+ students')).toBeInTheDocument();
  expect(within(first).getByText('$49.99')).toBeInTheDocument();
  expect(within(first).getByRole('link', { name: 'Manage React in Depth' })).toHaveAttribute('href', paths.educator.course(21));

  expect(within(second).getByText('Pending Review')).toBeInTheDocument();
  expect(within(second).getByText('0 students')).toBeInTheDocument();
  expect(within(second).getByText('Free')).toBeInTheDocument();
  expect(within(second).getByRole('link', { name: /^Manage/ })).toHaveAttribute('href', paths.educator.course(22));

  expect(within(statCard('My Courses')).getByText('3')).toBeInTheDocument();
});

test('offers Create Course when the educator has no courses', async () => {
  renderDashboard(resolving([]));
  const section = screen.getByRole('region', { name: 'Your Courses' });
  expect(await within(section).findByRole('heading', { name: 'No courses yet' })).toBeInTheDocument();
  expect(within(section).getByRole('link', { name: 'Create Course' })).toHaveAttribute('href', paths.educator.addCourse());
  expect(within(statCard('Total Students')).getByText('0')).toBeInTheDocument();
});

test('links to create a course, the course list and the students', async () => {
  renderDashboard(resolving([buildCourse()]));
  await coursesSection();
  const actions = screen.getByRole('region', { name: 'Quick Actions' });
  expect(within(actions).getByRole('link', { name: /^Create Course/ })).toHaveAttribute('href', paths.educator.addCourse());
  expect(within(actions).getByRole('link', { name: /^My Courses/ })).toHaveAttribute('href', paths.educator.courses());
  expect(within(actions).getByRole('link', { name: /^Students/ })).toHaveAttribute('href', paths.educator.students());
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

test('raises the spec toast with the server message when the courses fail to load', async () => {
  renderDashboard(jest.fn(() => Promise.reject(new ApiError(500, 'Database unavailable'))));
  expect(await screen.findByText('No courses yet')).toBeInTheDocument();
  expect(toastStore.getState().toasts).toEqual([
    expect.objectContaining({ severity: 'error', title: 'Failed to fetch courses.', description: 'Database unavailable' }),
  ]);
  expect(within(statCard('My Courses')).getByText('0')).toBeInTheDocument();
});

test('warns an inactive educator that they cannot create or change courses', async () => {
  signInEducator(false);
  renderDashboard(resolving([]));
  const alert = screen.getByRole('alert');
  expect(alert).toHaveTextContent('Your educator account is inactive');
  expect(alert).toHaveTextContent(/cannot create or change courses/);
  const section = screen.getByRole('region', { name: 'Your Courses' });
  await within(section).findByText('No courses yet');
  expect(within(section).getByRole('link', { name: 'Create Course' })).toHaveAttribute('aria-disabled', 'true');
  const actions = screen.getByRole('region', { name: 'Quick Actions' });
  expect(within(actions).getByRole('link', { name: /^Create Course/ })).toHaveAttribute('aria-disabled', 'true');
});

test('reads the same list as My Courses: one request, and a course deleted there leaves the dashboard too', async () => {
  const user = userEvent.setup({ delay: null });
  const courses = [buildCourse({ id: 1, title: 'React in Depth', students: 12 }), buildCourse({ id: 2, title: 'Pandas Primer', students: 30 })];
  const listMyCourses = jest.fn().mockResolvedValueOnce(courses).mockResolvedValueOnce(courses.slice(1));
  const deleteCourse = jest.fn(() => Promise.resolve({ message: 'Course deleted' }));
  // Both pages at once stand for a visit to one and then the other within the cache's lifetime.
  renderPage(
    <>
      <DashboardPage />
      <MyCoursesPage />
    </>,
    { pattern: routes.educator.dashboard, url: paths.educator.dashboard(), api: { listMyCourses, deleteCourse } },
  );
  const section = await coursesSection();
  expect(within(section).getAllByRole('listitem')).toHaveLength(2);
  expect(listMyCourses).toHaveBeenCalledTimes(1);

  await user.click(screen.getByRole('button', { name: 'Delete React in Depth' }));
  await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));

  await waitFor(() => expect(within(statCard('My Courses')).getByText('1')).toBeInTheDocument());
  expect(within(section).queryByText('React in Depth')).not.toBeInTheDocument();
  // The dashboard's card and My Courses' card: both pages show the list as read again.
  const studentCards = screen.getAllByRole('group', { name: 'Total Students' });
  expect(studentCards).toHaveLength(2);
  studentCards.forEach((card) => expect(within(card).getByText('30')).toBeInTheDocument());
  expect(listMyCourses).toHaveBeenCalledTimes(2);
});
