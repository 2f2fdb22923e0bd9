import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, paths, routes, toastStore } from '@lectern/shared-sdk';
import {
  buildAnswer,
  buildCourseDetail,
  buildEnrollment,
  buildModule,
  buildQuestion,
  buildQuestionPage,
  buildReview,
  buildReviewPage,
  buildVideo,
} from '@lectern/shared-sdk/testing';
import { renderPage } from '@lectern/shared-sdk/testing/render-page';
import { CourseDetailPage } from './course-detail-page';

const course = (isApproved = false) =>
  buildCourseDetail({
    id: 61,
    title: 'Rust for Web',
    description: 'Servers in Rust.',
    isApproved,
    students: 2,
    duration: '4h 10m',
    price: 29,
    educatorId: { _id: '3', id: 3, name: 'Grace Hopper' },
    modules: [
      buildModule({ id: 1, title: 'Setup', videos: [buildVideo({ id: 11, title: 'Installing rustup', duration: '6m' })] }),
      buildModule({ id: 2, title: 'Empty Module', videos: [] }),
    ],
  });
const enrollments = [
  buildEnrollment({
    studentId: { _id: '5', id: 5, name: 'Sam Student', email: 'sam@gmail.com' },
    progress: 40,
    enrolledAt: '2026-04-01T10:00:00.000Z',
  }),
];

function renderDetail(api: Parameters<typeof renderPage>[1]['api']) {
  return renderPage(<CourseDetailPage />, { pattern: routes.admin.course, url: paths.admin.course(61), api });
}

const base = (pending = true) => ({
  getCourse: jest.fn(() => Promise.resolve({ course: course(!pending) })),
  listCourseEnrollments: jest.fn(() => Promise.resolve(enrollments)),
  listCoursePriceChanges: jest.fn(() => Promise.resolve([])),
});
const dialogClosed = () => waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

beforeEach(() => toastStore.setState({ toasts: [] }));

test('shows the course, its facts, modules that expand to their videos, and the enrolled students', async () => {
  const user = userEvent.setup();
  renderDetail(base());

  expect(await screen.findByRole('heading', { level: 1, name: 'Rust for Web' })).toBeInTheDocument();
  expect(screen.getByText('by Grace Hopper')).toBeInTheDocument();
  expect(screen.getByText('Pending')).toBeInTheDocument();
  expect(within(screen.getByRole('group', { name: 'Students' })).getByText('2')).toBeInTheDocument();
  expect(within(screen.getByRole('group', { name: 'Duration' })).getByText('4h 10m')).toBeInTheDocument();
  expect(within(screen.getByRole('group', { name: 'Price' })).getByText('$29.00')).toBeInTheDocument();

  const setup = screen.getByRole('button', { name: /Module 1: Setup/ });
  expect(setup).toHaveAttribute('aria-expanded', 'false');
  await user.click(setup);
  expect(setup).toHaveAttribute('aria-expanded', 'true');
  expect(screen.getByText('Installing rustup')).toBeVisible();
  await user.click(screen.getByRole('button', { name: /Module 2: Empty Module/ }));
  expect(screen.getByText('No videos in this module.')).toBeVisible();

  const table = screen.getByRole('table', { name: 'Enrolled Students' });
  const row = within(table).getAllByRole('row')[1]!;
  expect(row).toHaveTextContent('Sam Student');
  expect(row).toHaveTextContent('sam@gmail.com');
  expect(within(row).getByRole('progressbar', { name: 'Progress of Sam Student' })).toHaveAttribute('aria-valuenow', '40');
  expect(row).toHaveTextContent('Apr 1, 2026');
});

test('shows the empty states for modules and students', async () => {
  renderDetail({
    getCourse: jest.fn(() => Promise.resolve({ course: { ...course(), modules: [] } })),
    listCourseEnrollments: jest.fn(() => Promise.resolve([])),
  });
  expect(await screen.findByText('No modules added yet')).toBeInTheDocument();
  expect(screen.getByText('No students enrolled yet')).toBeInTheDocument();
});

test('says when its educator deleted their account, and what an admin can do', async () => {
  renderDetail({ ...base(), getCourse: jest.fn(() => Promise.resolve({ course: { ...course(), ownerDeleted: true as const } })) });
  expect(await screen.findByText(/Its educator deleted their account/)).toHaveTextContent(
    'Its educator deleted their account. Students already enrolled keep learning in it; approve it to publish it again, or delete it.',
  );
  expect(screen.getByRole('button', { name: 'Approve Course' })).toBeInTheDocument();
});

test('says nothing of the educator when they still have their account', async () => {
  renderDetail(base());
  await screen.findByRole('heading', { level: 1, name: 'Rust for Web' });
  expect(screen.queryByText(/Its educator deleted their account/)).not.toBeInTheDocument();
});

test('an approved course offers only Delete Course', async () => {
  renderDetail(base(false));
  await screen.findByRole('heading', { level: 1, name: 'Rust for Web' });
  expect(screen.queryByRole('button', { name: 'Approve Course' })).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Delete Course' })).toBeInTheDocument();
  expect(screen.getByText('Approved')).toBeInTheDocument();
});

test("Approve Course asks 'Approve Course?', then approves, toasts and shows the course as the server now has it", async () => {
  const user = userEvent.setup();
  let approved = false;
  const getCourse = jest.fn(() => Promise.resolve({ course: course(approved) }));
  const approveCourse = jest.fn(() => {
    approved = true;
    return Promise.resolve({ course: course(true) });
  });
  renderDetail({ ...base(), getCourse, approveCourse });
  await screen.findByRole('heading', { level: 1, name: 'Rust for Web' });

  await user.click(screen.getByRole('button', { name: 'Approve Course' }));
  await user.click(within(screen.getByRole('dialog', { name: 'Approve Course?' })).getByRole('button', { name: 'Approve' }));
  await dialogClosed();

  expect(approveCourse).toHaveBeenCalledWith(61);
  expect(getCourse).toHaveBeenCalledTimes(2);
  expect(toastStore.getState().toasts).toEqual([
    expect.objectContaining({ title: 'Course approved!', description: 'The course is now available for enrollment.' }),
  ]);
  expect(screen.queryByRole('button', { name: 'Approve Course' })).not.toBeInTheDocument();
  expect(screen.getByText('Approved')).toBeInTheDocument();
});

test.each([
  {
    action: 'approval',
    button: 'Approve Course',
    confirm: 'Approve',
    api: 'approveCourse',
    refusal: new ApiError(404, 'Course not found'),
    title: 'Failed to approve course',
  },
  {
    action: 'delete',
    button: 'Delete Course',
    confirm: 'Delete',
    api: 'deleteCourse',
    refusal: new ApiError(0, 'Could not connect to the server.'),
    title: 'Failed to delete course',
  },
] as const)('a failed $action toasts the server message and stays on the course, still pending', async ({ button, confirm, api, refusal, title }) => {
  const user = userEvent.setup();
  renderDetail({ ...base(), [api]: jest.fn(() => Promise.reject(refusal)) });
  await screen.findByRole('heading', { level: 1, name: 'Rust for Web' });

  await user.click(screen.getByRole('button', { name: button }));
  await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: confirm }));
  await dialogClosed();

  expect(toastStore.getState().toasts).toEqual([expect.objectContaining({ severity: 'error', title, description: refusal.message })]);
  expect(screen.getByTestId('location').textContent).toBe(paths.admin.course(61));
  expect(screen.getByRole('button', { name: 'Approve Course' })).toBeInTheDocument();
});

test("Delete Course warns in 'Delete Course?', then deletes, toasts and returns to the list", async () => {
  const user = userEvent.setup();
  const deleteCourse = jest.fn(() => Promise.resolve({ message: 'Course deleted' }));
  renderDetail({ ...base(), deleteCourse });
  await screen.findByRole('heading', { level: 1, name: 'Rust for Web' });

  await user.click(screen.getByRole('button', { name: 'Delete Course' }));
  const dialog = screen.getByRole('dialog', { name: 'Delete Course?' });
  expect(dialog).toHaveTextContent('permanently delete the course and all its content');
  await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

  await waitFor(() => expect(screen.getByTestId('location').textContent).toBe(paths.admin.courses()));
  expect(deleteCourse).toHaveBeenCalledWith(61);
  expect(toastStore.getState().toasts).toEqual([expect.objectContaining({ severity: 'success', title: 'Course deleted' })]);
});

test('deleting goes to the course list without reading the deleted course again on the way', async () => {
  const user = userEvent.setup();
  let deleted = false;
  const getCourse = jest.fn(() => (deleted ? Promise.reject(new ApiError(404, 'Course not found')) : Promise.resolve({ course: course() })));
  renderDetail({
    ...base(),
    getCourse,
    deleteCourse: jest.fn(() => {
      deleted = true;
      return Promise.resolve({ message: 'Course deleted' });
    }),
  });
  await screen.findByRole('heading', { level: 1, name: 'Rust for Web' });

  await user.click(screen.getByRole('button', { name: 'Delete Course' }));
  await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));

  await waitFor(() => expect(screen.getByTestId('location').textContent).toBe(paths.admin.courses()));
  expect(getCourse).toHaveBeenCalledTimes(1);
  expect(toastStore.getState().toasts).toEqual([expect.objectContaining({ severity: 'success', title: 'Course deleted' })]);
});

test("shows 'Course not found' for an unknown course", async () => {
  renderDetail({
    getCourse: jest.fn(() => Promise.reject(new ApiError(404, 'Course not found'))),
    listCourseEnrollments: jest.fn(() => Promise.reject(new ApiError(404, 'Course not found'))),
  });
  expect(await screen.findByRole('heading', { name: 'Course not found' })).toBeInTheDocument();
  expect(toastStore.getState().toasts).toEqual([]);
});

test("a failed load toasts 'Failed to fetch course data' with the server message, once", async () => {
  renderDetail({ ...base(), getCourse: jest.fn(() => Promise.reject(new ApiError(500, 'Internal server error'))) });
  expect(await screen.findByRole('heading', { name: 'Course not found' })).toBeInTheDocument();
  expect(toastStore.getState().toasts).toEqual([
    expect.objectContaining({ severity: 'error', title: 'Failed to fetch course data', description: 'Internal server error' }),
  ]);
});

test('lists the price changes of the approved course, who made them and when', async () => {
  renderDetail({
    ...base(false),
    listCoursePriceChanges: jest.fn(() =>
      Promise.resolve([
        {
          _id: '9',
          id: 9,
          oldPrice: 29,
          newPrice: 1000,
          changedAt: '2026-05-02T10:00:00.000Z',
          changedBy: { _id: '3', id: 3, name: 'Grace Hopper' },
        },
      ]),
    ),
  });

  const table = await screen.findByRole('table', { name: 'Price Changes' });
  expect(within(table).getAllByRole('row')[1]?.textContent).toBe('May 2, 2026Grace Hopper$29.00$1,000.00');
});

test('shows no price section for a course whose price never changed', async () => {
  renderDetail(base(false));
  expect(await screen.findByRole('heading', { level: 1, name: 'Rust for Web' })).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Price Changes' })).not.toBeInTheDocument();
});

describe('moderating reviews', () => {
  const abusive = buildReview({ id: 81, courseId: 61, rating: 1, learnerName: 'Troll Account', review: 'Buy followers at spam.example' });
  const hidden = buildReview({ id: 80, courseId: 61, rating: 2, learnerName: 'Old Spam', review: 'Spam', hidden: true });

  function renderWithReviews(api: Parameters<typeof renderPage>[1]['api'] = {}) {
    const listCourseReviews = jest.fn(() => Promise.resolve(buildReviewPage([abusive, hidden])));
    renderDetail({ ...base(false), listCourseReviews, ...api });
    return userEvent.setup();
  }

  test('hides a review with a reason after confirming', async () => {
    const setReviewVisibility = jest.fn(() => Promise.resolve({ message: 'Review hidden', review: { ...abusive, hidden: true } }));
    const user = renderWithReviews({ setReviewVisibility });
    const section = await screen.findByRole('region', { name: 'Reviews' });
    expect(await within(section).findByText('Buy followers at spam.example')).toBeInTheDocument();

    await user.click(within(section).getByRole('button', { name: "Hide Troll Account's review" }));
    const dialog = screen.getByRole('dialog', { name: 'Hide this review?' });
    expect(within(dialog).getByText(/its 1-star rating will leave the course's average/)).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason (optional)' }), 'Advertising');
    await user.click(within(dialog).getByRole('button', { name: 'Hide review' }));

    expect(setReviewVisibility).toHaveBeenCalledWith(81, { hidden: true, reason: 'Advertising' });
    expect(toastStore.getState().toasts).toEqual([expect.objectContaining({ title: 'Review hidden' })]);
    await dialogClosed();
  });

  test('marks hidden reviews and shows one again', async () => {
    const setReviewVisibility = jest.fn(() => Promise.resolve({ message: 'Review shown again', review: { ...hidden, hidden: false } }));
    const user = renderWithReviews({ setReviewVisibility });
    const section = await screen.findByRole('region', { name: 'Reviews' });
    const item = (await within(section).findByRole('heading', { name: 'Old Spam' })).closest('li') as HTMLElement;
    expect(within(item).getByText('Hidden')).toBeInTheDocument();

    await user.click(within(item).getByRole('button', { name: "Show Old Spam's review again" }));

    expect(setReviewVisibility).toHaveBeenCalledWith(80, { hidden: false });
    expect(toastStore.getState().toasts).toEqual([expect.objectContaining({ title: 'Review shown again' })]);
  });
});

describe('moderating questions', () => {
  const spam = buildQuestion({
    id: 91,
    courseId: 61,
    videoTitle: 'Installing rustup',
    second: 30,
    title: 'Cheap followers',
    authorName: 'Troll Account',
    answerCount: 1,
  });
  const hiddenOne = buildQuestion({ id: 90, courseId: 61, title: 'Old spam', authorName: 'Old Spam', hidden: true });
  const rude = buildAnswer({ id: 95, questionId: 91, authorName: 'Rude Person', body: 'Rude words' });

  function renderWithQuestions(api: Parameters<typeof renderPage>[1]['api'] = {}) {
    const listCourseQuestions = jest.fn(() => Promise.resolve(buildQuestionPage([spam, hiddenOne])));
    renderDetail({ ...base(false), listCourseReviews: () => Promise.resolve(buildReviewPage([])), listCourseQuestions, ...api });
    return { user: userEvent.setup(), listCourseQuestions };
  }

  test("lists the course's questions, hidden ones marked, and hides one with a reason after confirming", async () => {
    const setQuestionVisibility = jest.fn(() => Promise.resolve({ message: 'Question hidden', question: { ...spam, hidden: true } }));
    const { user, listCourseQuestions } = renderWithQuestions({ setQuestionVisibility });
    const section = await screen.findByRole('region', { name: 'Questions' });
    const item = await within(section).findByRole('listitem', { name: 'Cheap followers' });
    expect(listCourseQuestions).toHaveBeenCalledWith(61, { sort: 'newest', page: 1, limit: 20 });
    expect(within(item).getByText('Installing rustup · at 0:30')).toBeInTheDocument();
    expect(within(within(section).getByRole('listitem', { name: 'Old spam' })).getByText('Hidden')).toBeInTheDocument();

    await user.click(within(item).getByRole('button', { name: "Hide Troll Account's question" }));
    const dialog = screen.getByRole('dialog', { name: 'Hide this question?' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason (optional)' }), 'Advertising');
    await user.click(within(dialog).getByRole('button', { name: 'Hide question' }));

    expect(setQuestionVisibility).toHaveBeenCalledWith(91, { hidden: true, reason: 'Advertising' });
    expect(toastStore.getState().toasts).toEqual([expect.objectContaining({ title: 'Question hidden' })]);
    await dialogClosed();
  });

  test('shows a hidden question again, and hides an answer from its thread', async () => {
    const setQuestionVisibility = jest.fn(() => Promise.resolve({ message: 'Question shown again', question: { ...hiddenOne, hidden: false } }));
    const setAnswerVisibility = jest.fn(() => Promise.resolve({ message: 'Answer hidden', answer: { ...rude, hidden: true } }));
    const getQuestion = jest.fn(() => Promise.resolve({ question: spam, answers: [rude] }));
    const { user } = renderWithQuestions({ setQuestionVisibility, setAnswerVisibility, getQuestion });
    const section = await screen.findByRole('region', { name: 'Questions' });

    await user.click(await within(section).findByRole('button', { name: "Show Old Spam's question again" }));
    expect(setQuestionVisibility).toHaveBeenCalledWith(90, { hidden: false });

    const item = within(section).getByRole('listitem', { name: 'Cheap followers' });
    await user.click(within(item).getByRole('button', { name: '1 answer' }));
    await user.click(await within(item).findByRole('button', { name: "Hide Rude Person's answer" }));
    await user.click(within(screen.getByRole('dialog', { name: 'Hide this answer?' })).getByRole('button', { name: 'Hide answer' }));
    expect(setAnswerVisibility).toHaveBeenCalledWith(95, { hidden: true });
    await dialogClosed();
  });
});

test('sends a pending course back with a required reason, counted to its limit', async () => {
  const user = userEvent.setup();
  const sendBackCourse = jest.fn(() => Promise.resolve({ message: 'Sent back', course: course(false) }));
  renderDetail({ ...base(), sendBackCourse });

  await user.click(await screen.findByRole('button', { name: 'Send back' }));
  const dialog = await screen.findByRole('dialog', { name: 'Send the course back?' });
  const send = within(dialog).getByRole('button', { name: 'Send back' });
  expect(send).toBeDisabled();
  await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), '  Add a syllabus.  ');
  expect(within(dialog).getByText(/981 characters left/)).toBeInTheDocument();
  await user.click(send);

  expect(sendBackCourse).toHaveBeenCalledWith(61, { reason: 'Add a syllabus.' });
  await dialogClosed();
  expect(toastStore.getState().toasts).toContainEqual(expect.objectContaining({ title: 'Course sent back', severity: 'success' }));
});
