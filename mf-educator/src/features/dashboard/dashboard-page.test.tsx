import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, paths, routes, sessionStore, toastStore, type Course, type LecternApi } from '@lectern/shared-sdk';
import { buildCourse, buildCourseSummaryInsight, buildCourseWeeks, buildEducatorInsights, buildUser } from '@lectern/shared-sdk/testing';
import { findListSection, renderPage, statCard } from '@lectern/shared-sdk/testing/render-page';
import { MyCoursesPage } from '../courses/my-courses-page';
import { DashboardPage } from './dashboard-page';

const noActivity: LecternApi['getEducatorInsights'] = () => Promise.resolve(buildEducatorInsights());

/** The API's count of the educator's students: people, each once however many of the courses they take. */
const studentTotals = (students: number, enrollments = students): LecternApi['getEducatorStudentTotals'] =>
  jest.fn(() => Promise.resolve({ students, enrollments }));

function renderDashboard(listMyCourses: LecternApi['listMyCourses'], getEducatorInsights = noActivity, getEducatorStudentTotals = studentTotals(0)) {
  renderPage(<DashboardPage />, {
    pattern: routes.educator.dashboard,
    url: paths.educator.dashboard(),
    api: { listMyCourses, getEducatorInsights, getEducatorStudentTotals },
  });
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

test("counts the courses, and the students as the API counts them: a person in two of the courses is one student, not the sum of the courses' counts", async () => {
  renderDashboard(
    resolving([buildCourse({ students: 12 }), buildCourse({ students: 30 }), buildCourse({ students: 0 })]),
    noActivity,
    studentTotals(41, 42),
  );
  await coursesSection();
  expect(within(statCard('My Courses')).getByText('3')).toBeInTheDocument();
  expect(within(statCard('Total Students')).getByText('41')).toBeInTheDocument();
});

test('counts a course whose students value is not a number as 0', async () => {
  const broken = { ...buildCourse({ title: 'Odd Data' }), students: Number.NaN };
  renderDashboard(resolving([buildCourse({ students: 5 }), broken]), noActivity, studentTotals(5));
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
  const getEducatorStudentTotals = jest
    .fn()
    .mockResolvedValueOnce({ students: 40, enrollments: 42 })
    .mockResolvedValueOnce({ students: 30, enrollments: 30 });
  // Both pages at once stand for a visit to one and then the other within the cache's lifetime.
  renderPage(
    <>
      <DashboardPage />
      <MyCoursesPage />
    </>,
    { pattern: routes.educator.dashboard, url: paths.educator.dashboard(), api: { listMyCourses, deleteCourse, getEducatorStudentTotals } },
  );
  const section = await coursesSection();
  expect(within(section).getAllByRole('listitem')).toHaveLength(2);
  expect(listMyCourses).toHaveBeenCalledTimes(1);
  expect(getEducatorStudentTotals).toHaveBeenCalledTimes(1);

  await user.click(screen.getByRole('button', { name: 'Delete React in Depth' }));
  await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));

  await waitFor(() => expect(within(statCard('My Courses')).getByText('1')).toBeInTheDocument());
  expect(within(section).queryByText('React in Depth')).not.toBeInTheDocument();
  // The dashboard's card and My Courses' card: both pages show the list as read again.
  const studentCards = screen.getAllByRole('group', { name: 'Total Students' });
  expect(studentCards).toHaveLength(2);
  await waitFor(() => studentCards.forEach((card) => expect(within(card).getByText('30')).toBeInTheDocument()));
  expect(listMyCourses).toHaveBeenCalledTimes(2);
  expect(getEducatorStudentTotals).toHaveBeenCalledTimes(2);
});

test("the Insights section charts the last 12 weeks' enrolments and lists each course's figures, linking to its insights", async () => {
  const user = userEvent.setup();
  const getEducatorInsights = jest.fn(() =>
    Promise.resolve(
      buildEducatorInsights({
        weeks: buildCourseWeeks(12, (index) => (index === 11 ? { enrollments: 4 } : index === 9 ? { enrollments: 2 } : {})),
        courses: [
          buildCourseSummaryInsight({
            id: 21,
            title: 'React in Depth',
            enrolled: 12,
            completed: 3,
            averageRating: 4.5,
            ratingCount: 2,
            revenueCents: 49990,
          }),
          buildCourseSummaryInsight({
            id: 22,
            title: 'Pandas Primer',
            enrolled: 0,
            completed: 0,
            averageRating: null,
            ratingCount: 0,
            revenueCents: 0,
          }),
        ],
      }),
    ),
  );
  renderDashboard(resolving([buildCourse({ id: 21 }), buildCourse({ id: 22 })]), getEducatorInsights);
  const section = screen.getByRole('region', { name: 'Insights' });
  const courses = within(section).getByRole('table', { name: 'Your courses' });
  const react = await within(courses).findByRole('row', { name: /^Insights of React in Depth/ });
  expect(getEducatorInsights).toHaveBeenCalledWith(12);
  expect(
    within(react)
      .getAllByRole('cell')
      .map((cell) => cell.textContent),
  ).toEqual(['12', '3', '4.5 (2)', '$499.90']);
  expect(within(react).getByRole('link', { name: 'Insights of React in Depth' })).toHaveAttribute('href', paths.educator.insights(21));
  const pandas = within(courses).getByRole('row', { name: /^Insights of Pandas Primer/ });
  expect(
    within(pandas)
      .getAllByRole('cell')
      .map((cell) => cell.textContent),
  ).toEqual(['0', '0', 'N/A', '$0.00']);

  const chart = within(section).getByRole('region', { name: 'Enrollments per week' });
  await user.click(within(chart).getByRole('button', { name: 'Table' }));
  const weeks = within(chart).getByRole('table', { name: 'Enrollments per week' });
  expect(within(weeks).getAllByRole('row')).toHaveLength(13);
  expect(within(within(weeks).getByRole('row', { name: /^12 Jan/ })).getByRole('cell')).toHaveTextContent('4');
  expect(within(within(weeks).getByRole('row', { name: /^29 Dec/ })).getByRole('cell')).toHaveTextContent('2');
});

test('an educator without activity sees the Insights section say so', async () => {
  renderDashboard(resolving([]));
  const section = screen.getByRole('region', { name: 'Insights' });
  expect(await within(section).findByText('No enrollments in the last 12 weeks.')).toBeInTheDocument();
  expect(within(section).getByText('Figures appear here once you have a course.')).toBeInTheDocument();
  expect(within(section).queryByRole('button', { name: 'Table' })).not.toBeInTheDocument();
});

test('insights that cannot be read are said in their section, without a toast, and the rest of the dashboard stays', async () => {
  renderDashboard(
    resolving([buildCourse({ title: 'React in Depth' })]),
    jest.fn(() => Promise.reject(new ApiError(500, 'Insights broke'))),
  );
  const section = screen.getByRole('region', { name: 'Insights' });
  expect(await within(section).findByText('Your insights could not be loaded. Please try again later.')).toBeInTheDocument();
  expect(within(await coursesSection()).getByText('React in Depth')).toBeInTheDocument();
  expect(toastStore.getState().toasts).toEqual([]);
});
