import { screen, within } from '@testing-library/react';
import { ApiError, paths, routes, sessionStore, type Enrollment, type LecternApi } from '@lectern/shared-sdk';
import { buildCourse, buildEnrollment, buildUser } from '@lectern/shared-sdk/testing';
import { findListSection, renderPage, statCard } from '@lectern/shared-sdk/testing/render-page';
import { DashboardPage } from './dashboard-page';

function renderDashboard(listMyEnrollments: LecternApi['listMyEnrollments']) {
  renderPage(<DashboardPage />, { pattern: routes.student.dashboard, url: paths.student.dashboard(), api: { listMyEnrollments } });
}

const resolving = (enrollments: Enrollment[]) => jest.fn(() => Promise.resolve({ enrollments }));

const continueLearningSection = () => findListSection('Continue Learning');

beforeEach(() => {
  sessionStore.getState().signIn(buildUser({ name: 'Sam Student', role: 'student' }), 't');
});

afterEach(() => {
  sessionStore.getState().signOut();
});

test('welcomes a new student by name, and points them at their first course', async () => {
  renderDashboard(resolving([]));
  expect(await screen.findByText('No courses yet')).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1, name: 'Welcome, Sam Student!' })).toBeInTheDocument();
  expect(screen.getByText('Find your first course and start learning at your own pace.')).toBeInTheDocument();
});

test('welcomes back a student who has a course', async () => {
  renderDashboard(resolving([buildEnrollment({ progress: 0 })]));
  expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back, Sam Student!' })).toBeInTheDocument();
  expect(screen.getByText('Pick up where you left off and keep learning.')).toBeInTheDocument();
});

test('counts total, completed (progress 100 or completed flag) and in-progress enrolments', async () => {
  renderDashboard(
    resolving([
      buildEnrollment({ progress: 100, completed: true }),
      buildEnrollment({ progress: 100, completed: false }),
      buildEnrollment({ progress: 60, completed: true }),
      buildEnrollment({ progress: 40 }),
      buildEnrollment({ progress: 0 }),
    ]),
  );
  await continueLearningSection();
  expect(within(statCard('Total Courses')).getByText('5')).toBeInTheDocument();
  expect(within(statCard('Completed')).getByText('3')).toBeInTheDocument();
  expect(within(statCard('In Progress')).getByText('2')).toBeInTheDocument();
});

test('lists only the first 3 enrolments under Continue Learning, each with its progress', async () => {
  const titles = ['Intro to React', 'Data Science 101', 'Secure Coding', 'Machine Learning Basics'];
  renderDashboard(resolving(titles.map((title, index) => buildEnrollment({ progress: 10 * (index + 1), courseId: buildCourse({ title }) }))));
  const section = await continueLearningSection();
  const items = within(section).getAllByRole('listitem');
  expect(items).toHaveLength(3);
  expect(within(section).getByRole('heading', { level: 3, name: 'Intro to React' })).toBeInTheDocument();
  expect(within(section).queryByText('Machine Learning Basics')).not.toBeInTheDocument();
  const bar = within(section).getByRole('progressbar', { name: 'Secure Coding progress' });
  expect(bar).toHaveAttribute('aria-valuenow', '30');
  expect(within(items[2]!).getByText('30%')).toBeInTheDocument();
  expect(within(statCard('Total Courses')).getByText('4')).toBeInTheDocument();
});

test('offers Continue for unfinished courses and View for completed ones, both to the learning page', async () => {
  const unfinished = buildCourse({ id: 11, title: 'Halfway There' });
  const finished = buildCourse({ id: 12, title: 'All Done' });
  renderDashboard(
    resolving([buildEnrollment({ progress: 50, courseId: unfinished }), buildEnrollment({ progress: 100, completed: true, courseId: finished })]),
  );
  const section = await continueLearningSection();
  const continueLink = within(section).getByRole('link', { name: 'Continue Halfway There' });
  expect(continueLink).toHaveTextContent('Continue');
  expect(continueLink).toHaveAttribute('href', paths.student.learn(11));
  const viewLink = within(section).getByRole('link', { name: 'View All Done' });
  expect(viewLink).toHaveTextContent('View');
  expect(viewLink).toHaveAttribute('href', paths.student.learn(12));
  expect(within(section).queryByRole('link', { name: /^Continue All Done/ })).not.toBeInTheDocument();
});

test('Continue opens the lesson played last, where its page offers to resume', async () => {
  const started = buildCourse({ id: 13, title: 'Mid Lesson' });
  renderDashboard(resolving([buildEnrollment({ progress: 0, courseId: started, lastWatched: { videoId: 131, position: 754 } })]));
  const section = await continueLearningSection();
  expect(within(section).getByRole('link', { name: 'Continue Mid Lesson' })).toHaveAttribute('href', paths.student.video(13, 131));
});

test('shows the empty state with a way to browse courses when there are no enrolments', async () => {
  renderDashboard(resolving([]));
  const section = screen.getByRole('region', { name: 'Continue Learning' });
  expect(await within(section).findByRole('heading', { name: 'No courses yet' })).toBeInTheDocument();
  expect(within(section).getByRole('link', { name: 'Browse Courses' })).toHaveAttribute('href', paths.courses());
  expect(within(statCard('Total Courses')).getByText('0')).toBeInTheDocument();
});

test('treats an enrolment load failure as no enrolments, without an error', async () => {
  renderDashboard(jest.fn(() => Promise.reject(new ApiError(500, 'Server exploded'))));
  expect(await screen.findByText('No courses yet')).toBeInTheDocument();
  expect(screen.queryByText('Server exploded')).not.toBeInTheDocument();
  expect(within(statCard('Completed')).getByText('0')).toBeInTheDocument();
});

test('links to My Learning, the catalogue and the profile', async () => {
  renderDashboard(resolving([buildEnrollment()]));
  await continueLearningSection();
  const actions = screen.getByRole('region', { name: 'Quick Actions' });
  expect(within(actions).getByRole('link', { name: /^My Learning/ })).toHaveAttribute('href', paths.student.myLearning());
  expect(within(actions).getByRole('link', { name: /^Browse Courses/ })).toHaveAttribute('href', paths.courses());
  expect(within(actions).getByRole('link', { name: /^Profile/ })).toHaveAttribute('href', paths.student.profile());
});
