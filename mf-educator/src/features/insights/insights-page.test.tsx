import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, paths, routes, type CourseInsights, type LecternApi } from '@lectern/shared-sdk';
import { buildCourseDetail, buildCourseInsights, buildCourseWeeks, buildLessonInsight, buildRatingSummary } from '@lectern/shared-sdk/testing';
import { renderPage, statCard } from '@lectern/shared-sdk/testing/render-page';
import { CourseDetailPage } from '../course-detail/course-detail-page';
import { InsightsPage } from './insights-page';

const COURSE = 7;

function renderInsights(getCourseInsights: LecternApi['getCourseInsights'], url = paths.educator.insights(COURSE)) {
  return renderPage(<InsightsPage />, { pattern: routes.educator.insights, url, api: { getCourseInsights } });
}

const course = { id: COURSE, _id: String(COURSE), title: 'React in Depth', isApproved: true };

function activeCourse(weeks = 12): CourseInsights {
  return buildCourseInsights({
    course,
    weeks: buildCourseWeeks(weeks, (index) =>
      index === weeks - 1 ? { enrollments: 5, revenueCents: 9998, sales: 2 } : index === weeks - 2 ? { enrollments: 3 } : {},
    ),
    funnel: { enrolled: 8, started: 6, halfway: 3, completed: 1 },
    lessons: [
      buildLessonInsight({
        position: 1,
        title: 'What is JSX',
        moduleTitle: 'Basics',
        lengthSeconds: 720,
        reached: 8,
        watchedThrough: 7,
        stopped: 1,
        averageWatchSeconds: 650,
      }),
      buildLessonInsight({
        position: 2,
        title: 'Props',
        moduleTitle: 'Basics',
        lengthSeconds: 3900,
        reached: 6,
        watchedThrough: 4,
        stopped: 0,
        averageWatchSeconds: 2100,
      }),
      buildLessonInsight({
        position: 3,
        title: 'useEffect',
        moduleTitle: 'Hooks',
        lengthSeconds: 900,
        reached: 5,
        watchedThrough: 2,
        stopped: 4,
        averageWatchSeconds: 410,
      }),
      buildLessonInsight({
        position: 4,
        title: 'Custom hooks',
        moduleTitle: 'Hooks',
        lengthSeconds: null,
        reached: 1,
        watchedThrough: 0,
        stopped: 0,
        averageWatchSeconds: null,
      }),
    ],
    ratings: buildRatingSummary([2, 1, 1, 0, 0]),
    totals: { enrollments: 8, revenueCents: 24995, sales: 5 },
  });
}

const resolving = (insights: CourseInsights) => jest.fn(() => Promise.resolve(insights));

/** A chart card's table view: switches the card to it and returns the table, named by its caption. */
async function tableOf(title: string) {
  const card = screen.getByRole('region', { name: title });
  await userEvent.setup().click(within(card).getByRole('button', { name: 'Table' }));
  return within(card).getByRole('table', { name: title });
}

const header = (table: HTMLElement) =>
  within(table)
    .getAllByRole('columnheader')
    .map((cell) => cell.textContent);
/** The figures of the row whose name matches `name`, as the table writes them. */
const figures = (table: HTMLElement, name: RegExp | string) =>
  within(within(table).getByRole('row', { name: typeof name === 'string' ? new RegExp(`^${name}`) : name }))
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

test("shows the course's totals and its funnel, each stage with its share of the enrolled", async () => {
  const getCourseInsights = resolving(activeCourse());
  renderInsights(getCourseInsights);
  expect(await screen.findByRole('heading', { level: 1, name: 'Insights: React in Depth' })).toBeInTheDocument();
  expect(getCourseInsights).toHaveBeenCalledWith(COURSE, 12);
  expect(screen.getByRole('link', { name: 'Back to Course' })).toHaveAttribute('href', paths.educator.course(COURSE));

  expect(within(statCard('Enrollments')).getByText('8')).toBeInTheDocument();
  expect(within(statCard('Revenue')).getByText('$249.95')).toBeInTheDocument();
  expect(within(statCard('Revenue')).getByText('5 sales')).toBeInTheDocument();
  expect(within(statCard('Completion Rate')).getByText('13%')).toBeInTheDocument();
  expect(within(statCard('Completion Rate')).getByText('1 learner of 8 completed')).toBeInTheDocument();

  const chart = screen.getByRole('img', { name: 'Completion funnel' });
  expect(chart).toHaveAccessibleDescription(/enrolled, started, half way and completed/);
  await waitFor(() => expect(chart.querySelector('svg')).not.toBeNull());

  const funnel = await tableOf('Completion funnel');
  expect(header(funnel)).toEqual(['Stage', 'Learners', '% of enrolled']);
  expect(figures(funnel, 'Enrolled')).toEqual(['8', '100%']);
  expect(figures(funnel, 'Started')).toEqual(['6', '75%']);
  expect(figures(funnel, 'Half way')).toEqual(['3', '38%']);
  expect(figures(funnel, 'Completed')).toEqual(['1', '13%']);
});

test('names the lesson after which most learners stop, and lists per lesson who reached, watched 90% and stopped', async () => {
  renderInsights(resolving(activeCourse()));
  const dropOff = await screen.findByRole('region', { name: 'Lesson drop-off' });
  expect(within(dropOff).getByText('Most learners who stop do so after “Lesson 3: useEffect” (4 learners).')).toBeInTheDocument();
  expect(within(dropOff).getByText(/counts as stopped after 14 days without watching/)).toBeInTheDocument();

  const lessons = await tableOf('Lesson drop-off');
  expect(header(lessons)).toEqual(['Lesson', 'Reached', 'Watched 90%', 'Stopped here']);
  expect(figures(lessons, /Lesson 1: What is JSX/)).toEqual(['8', '7', '1']);
  expect(figures(lessons, /Lesson 3: useEffect/)).toEqual(['5', '2', '4']);
  expect(figures(lessons, /Lesson 4: Custom hooks/)).toEqual(['1', '0', '0']);
  expect(within(within(lessons).getByRole('row', { name: /Lesson 3: useEffect/ })).getByText('Hooks')).toBeInTheDocument();
  // The summary stays above the table: the lesson where most stop is said in both views.
  expect(within(dropOff).getByText(/Most learners who stop do so after/)).toBeInTheDocument();
});

test('compares the average watch time of each lesson with its length, and shows the ratings and the weeks', async () => {
  renderInsights(resolving(activeCourse()));
  await screen.findByRole('heading', { level: 1 });

  const watch = await tableOf('Watch time per lesson');
  expect(header(watch)).toEqual(['Lesson', 'Average watched', 'Length']);
  expect(figures(watch, /Lesson 2: Props/)).toEqual(['35:00', '1:05:00']);
  expect(figures(watch, /Lesson 4: Custom hooks/)).toEqual(['—', '—']);

  expect(within(screen.getByRole('region', { name: 'Ratings' })).getByText('Average 4.3 from 4 ratings')).toBeInTheDocument();
  const ratings = await tableOf('Ratings');
  expect(figures(ratings, '5 stars')).toEqual(['2', '50%']);
  expect(figures(ratings, '3 stars')).toEqual(['1', '25%']);
  expect(figures(ratings, '1 star')).toEqual(['0', '0%']);

  const enrolments = await tableOf('Enrollments per week');
  expect(within(enrolments).getAllByRole('row')).toHaveLength(13);
  expect(figures(enrolments, '5 Jan')).toEqual(['3']);
  expect(figures(enrolments, '12 Jan')).toEqual(['5']);
  const revenue = await tableOf('Revenue per week');
  expect(figures(revenue, '12 Jan')).toEqual(['$99.98', '2']);
  expect(figures(revenue, '5 Jan')).toEqual(['$0.00', '0']);
});

test('the weeks selector asks for that span and keeps the figures shown until it answers', async () => {
  const user = userEvent.setup();
  let answer26: (insights: CourseInsights) => void = () => {};
  const getCourseInsights = jest.fn((_id: number, weeks?: number) =>
    weeks === 26 ? new Promise<CourseInsights>((resolve) => (answer26 = resolve)) : Promise.resolve(activeCourse(12)),
  );
  renderInsights(getCourseInsights);
  await screen.findByRole('heading', { level: 1, name: 'Insights: React in Depth' });
  expect(screen.getByRole('button', { name: '12 weeks' })).toHaveAttribute('aria-pressed', 'true');

  await user.click(screen.getByRole('button', { name: '26 weeks' }));
  expect(getCourseInsights).toHaveBeenLastCalledWith(COURSE, 26);
  expect(screen.getByRole('progressbar', { name: 'Loading the last 26 weeks' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1, name: 'Insights: React in Depth' })).toBeInTheDocument();
  expect(within(statCard('Enrollments')).getByText('8')).toBeInTheDocument();

  answer26({ ...activeCourse(26), totals: { enrollments: 21, revenueCents: 24995, sales: 5 } });
  expect(await within(statCard('Enrollments')).findByText('21')).toBeInTheDocument();
  expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: '26 weeks' })).toHaveAttribute('aria-pressed', 'true');
  const enrolments = await tableOf('Enrollments per week');
  expect(within(enrolments).getAllByRole('row')).toHaveLength(27);
});

test('a span in the address is the one asked for', async () => {
  const getCourseInsights = resolving(activeCourse(52));
  renderInsights(getCourseInsights, `${paths.educator.insights(COURSE)}?weeks=52`);
  await screen.findByRole('heading', { level: 1 });
  expect(getCourseInsights).toHaveBeenCalledWith(COURSE, 52);
  expect(screen.getByRole('button', { name: '52 weeks' })).toHaveAttribute('aria-pressed', 'true');
});

test.each([
  ['someone else’s course', new ApiError(403, 'Forbidden: you can only manage your own courses')],
  ['a missing course', new ApiError(404, 'Course not found')],
])('%s is not found, with the way back to My Courses', async (_case, error) => {
  renderInsights(jest.fn(() => Promise.reject(error)));
  expect(await screen.findByRole('heading', { level: 1, name: 'Error: Course not found' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to My Courses' })).toHaveAttribute('href', paths.educator.courses());
  expect(screen.queryByRole('region', { name: 'Completion funnel' })).not.toBeInTheDocument();
});

test('an address that names no course asks nothing and is not found', async () => {
  const getCourseInsights = jest.fn();
  renderInsights(getCourseInsights, '/educator/courses/abc/insights');
  expect(await screen.findByRole('heading', { level: 1, name: 'Error: Course not found' })).toBeInTheDocument();
  expect(getCourseInsights).not.toHaveBeenCalled();
});

test("another failure says the server's words", async () => {
  renderInsights(jest.fn(() => Promise.reject(new ApiError(500, 'Database unavailable'))));
  expect(await screen.findByRole('heading', { level: 1, name: 'Error: Database unavailable' })).toBeInTheDocument();
});

test('a course without activity says so in every chart, with no table to switch to', async () => {
  renderInsights(
    resolving(
      buildCourseInsights({
        course,
        lessons: [buildLessonInsight({ position: 1, title: 'Welcome' }), buildLessonInsight({ position: 2, title: 'Setup' })],
      }),
    ),
  );
  await screen.findByRole('heading', { level: 1, name: 'Insights: React in Depth' });
  const says = (title: string, text: string) => expect(within(screen.getByRole('region', { name: title })).getByText(text)).toBeInTheDocument();
  says('Enrollments per week', 'No enrollments in the last 12 weeks.');
  says('Revenue per week', 'No sales in the last 12 weeks.');
  says('Completion funnel', 'Nobody has enrolled yet.');
  says('Ratings', 'No ratings yet.');
  says('Lesson drop-off', 'No learner has reached a lesson yet.');
  says('Watch time per lesson', 'Nobody has watched a lesson yet.');
  expect(screen.queryByRole('button', { name: 'Table' })).not.toBeInTheDocument();
  expect(screen.queryByRole('img')).not.toBeInTheDocument();
  expect(within(statCard('Completion Rate')).getByText('0%')).toBeInTheDocument();
  expect(within(statCard('Completion Rate')).queryByText(/completed/)).not.toBeInTheDocument();
  expect(screen.queryByText(/stopped/)).not.toBeInTheDocument();
  expect(within(statCard('Revenue')).getByText('$0.00')).toBeInTheDocument();
});

test('a course without lessons says so', async () => {
  renderInsights(resolving(buildCourseInsights({ course, lessons: [] })));
  const dropOff = await screen.findByRole('region', { name: 'Lesson drop-off' });
  expect(within(dropOff).getByText('This course has no lessons yet.')).toBeInTheDocument();
  expect(within(screen.getByRole('region', { name: 'Watch time per lesson' })).getByText('This course has no lessons yet.')).toBeInTheDocument();
});

test("the course page links to the course's insights", async () => {
  renderPage(<CourseDetailPage />, {
    pattern: routes.educator.course,
    url: paths.educator.course(COURSE),
    api: { getCourse: jest.fn(() => Promise.resolve({ course: buildCourseDetail({ id: COURSE, title: 'React in Depth' }) })) },
  });
  expect(await screen.findByRole('link', { name: 'Insights' })).toHaveAttribute('href', paths.educator.insights(COURSE));
});

test('shows each quiz: who tried and passed it, the attempts passing took, and its hardest questions lowest first', async () => {
  const quiz = {
    _id: '31',
    id: 31,
    title: 'Basics check',
    moduleTitle: 'Basics',
    passMark: 70,
    attempts: 14,
    learnersAttempted: 8,
    learnersPassed: 6,
    passRate: 0.75,
    averageAttemptsToPass: 1.5,
    hardestQuestions: [
      { _id: '311', id: 311, prompt: 'What does useEffect return?', firstAttempts: 8, firstAttemptCorrectRate: 0.25 },
      { _id: '312', id: 312, prompt: 'Is JSX HTML?', firstAttempts: 8, firstAttemptCorrectRate: 0.875 },
    ],
  };
  renderInsights(jest.fn(() => Promise.resolve({ ...activeCourse(), quizzes: [quiz] })));
  const card = await screen.findByRole('region', { name: 'Basics check' });
  expect(within(card).getByText('Learners who tried').nextSibling).toHaveTextContent('8');
  expect(within(card).getByText('Pass rate').nextSibling).toHaveTextContent('75 %');
  expect(within(card).getByText('Attempts to pass').nextSibling).toHaveTextContent('1.5');
  const hardest = within(card)
    .getAllByRole('progressbar')
    .map((bar) => bar.getAttribute('aria-label'));
  expect(hardest).toEqual(['What does useEffect return?: 25 % right of 8 first attempts', 'Is JSX HTML?: 88 % right of 8 first attempts']);
});

test('a course without quizzes shows no quiz section', async () => {
  renderInsights(jest.fn(() => Promise.resolve(activeCourse())));
  expect(await screen.findByRole('heading', { level: 1, name: 'Insights: React in Depth' })).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Quizzes' })).not.toBeInTheDocument();
});
