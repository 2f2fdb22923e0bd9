import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, paths, routes, toastStore, type CourseDetail, type LecternApi } from '@lectern/shared-sdk';
import { buildCourseDetail, buildModule, buildReview, buildReviewPage, buildVideo } from '@lectern/shared-sdk/testing';
import { renderPage } from '@lectern/shared-sdk/testing/render-page';
import { CourseDetailPage } from './course-detail-page';

const COURSE = 5;

function renderDetail(api: Partial<LecternApi>) {
  return renderPage(<CourseDetailPage />, { pattern: routes.educator.course, url: paths.educator.course(COURSE), api });
}

const resolving = (course: CourseDetail) => jest.fn(() => Promise.resolve({ course }));

function twoModules() {
  return buildCourseDetail({
    id: COURSE,
    title: 'React in Depth',
    description: 'From hooks to suspense',
    duration: '6h 30m',
    price: 49.99,
    students: 12,
    isApproved: false,
    modules: [
      buildModule({
        id: 51,
        courseId: COURSE,
        title: 'Basics',
        description: 'JSX and components',
        videos: [
          buildVideo({ id: 511, moduleId: 51, title: 'What is JSX', duration: '12m' }),
          buildVideo({ id: 512, moduleId: 51, title: 'Props', duration: '1h 5m' }),
        ],
      }),
      buildModule({ id: 52, courseId: COURSE, title: 'Hooks', description: 'State and effects', videos: [] }),
    ],
  });
}

const moduleItem = (name: string) => screen.getByRole('listitem', { name });

beforeEach(() => toastStore.setState({ toasts: [] }));

test('shows the course with its badge, duration, price, students and the Add Module and Edit Course links', async () => {
  const getCourse = resolving(twoModules());
  renderDetail({ getCourse });
  expect(await screen.findByRole('heading', { level: 1, name: 'React in Depth' })).toBeInTheDocument();
  expect(getCourse).toHaveBeenCalledWith(COURSE);
  expect(screen.getByText('From hooks to suspense')).toBeInTheDocument();
  expect(screen.getByText('Pending Review')).toBeInTheDocument();
  expect(screen.getByText('Duration: 6h 30m')).toBeInTheDocument();
  expect(screen.getByText('Price: $49.99')).toBeInTheDocument();
  expect(screen.getByText('Students: 12')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Add Module' })).toHaveAttribute('href', paths.educator.addModule(COURSE));
  expect(screen.getByRole('link', { name: 'Edit Course' })).toHaveAttribute('href', paths.educator.editCourse(COURSE));
});

test("numbers the modules 'Module N: title' with their description", async () => {
  renderDetail({ getCourse: resolving(twoModules()) });
  const list = await screen.findByRole('list', { name: 'Modules' });
  const items = within(list).getAllByRole('listitem');
  expect(items).toHaveLength(2);
  expect(within(items[0]!).getByRole('heading', { name: 'Module 1: Basics' })).toBeInTheDocument();
  expect(within(items[0]!).getByText('JSX and components')).toBeInTheDocument();
  expect(within(items[1]!).getByRole('heading', { name: 'Module 2: Hooks' })).toBeInTheDocument();
  expect(within(items[1]!).getByText('State and effects')).toBeInTheDocument();
  expect(within(items[0]!).getByRole('link', { name: 'Add Video' })).toHaveAttribute('href', paths.educator.addVideo(COURSE, 51));
  expect(within(items[1]!).getByRole('link', { name: 'Edit module Hooks' })).toHaveAttribute('href', paths.educator.editModule(COURSE, 52));
});

test('shows and hides the videos of a module with title, duration and edit link', async () => {
  const user = userEvent.setup({ delay: null });
  renderDetail({ getCourse: resolving(twoModules()) });
  await screen.findByRole('list', { name: 'Modules' });
  const basics = moduleItem('Module 1: Basics');
  expect(within(basics).queryByText('What is JSX')).not.toBeInTheDocument();

  const toggle = within(basics).getByRole('button', { name: 'Show Videos (2)' });
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await user.click(toggle);

  const videos = within(basics).getByRole('list', { name: 'Videos of Basics' });
  const rows = within(videos).getAllByRole('listitem');
  expect(rows).toHaveLength(2);
  expect(within(rows[0]!).getByText('What is JSX')).toBeInTheDocument();
  expect(within(rows[0]!).getByText('12m')).toBeInTheDocument();
  expect(within(rows[1]!).getByText('1h 5m')).toBeInTheDocument();
  expect(within(rows[1]!).getByRole('link', { name: 'Edit video Props' })).toHaveAttribute('href', paths.educator.editVideo(COURSE, 51, 512));
  // Only this module opened.
  expect(within(moduleItem('Module 2: Hooks')).getByRole('button', { name: 'Show Videos (0)' })).toHaveAttribute('aria-expanded', 'false');

  await user.click(within(basics).getByRole('button', { name: 'Hide Videos' }));
  expect(within(basics).queryByText('What is JSX')).not.toBeInTheDocument();
  expect(within(basics).getByRole('button', { name: 'Show Videos (2)' })).toHaveAttribute('aria-expanded', 'false');
});

test("a module without videos says 'No videos yet' with Add Video", async () => {
  const user = userEvent.setup({ delay: null });
  renderDetail({ getCourse: resolving(twoModules()) });
  await screen.findByRole('list', { name: 'Modules' });
  const hooks = moduleItem('Module 2: Hooks');
  await user.click(within(hooks).getByRole('button', { name: 'Show Videos (0)' }));
  expect(within(hooks).getByText('No videos yet')).toBeInTheDocument();
  const addLinks = within(hooks).getAllByRole('link', { name: 'Add Video' });
  expect(addLinks).toHaveLength(2);
  addLinks.forEach((link) => expect(link).toHaveAttribute('href', paths.educator.addVideo(COURSE, 52)));
});

test("a course without modules says 'No modules yet' with Add First Module", async () => {
  renderDetail({ getCourse: resolving(buildCourseDetail({ id: COURSE, modules: [] })) });
  expect(await screen.findByText('No modules yet')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Add First Module' })).toHaveAttribute('href', paths.educator.addModule(COURSE));
  expect(screen.queryByRole('list', { name: 'Modules' })).not.toBeInTheDocument();
});

test('deletes a module through the confirmation dialog, then reloads the course', async () => {
  const user = userEvent.setup({ delay: null });
  const before = twoModules();
  const after = { ...before, modules: before.modules.slice(0, 1) };
  const getCourse = jest.fn().mockResolvedValueOnce({ course: before }).mockResolvedValueOnce({ course: after });
  const deleteModule = jest.fn(() => Promise.resolve({ message: 'Module deleted' }));
  const deleteVideo = jest.fn();
  renderDetail({ getCourse, deleteModule, deleteVideo });
  await screen.findByRole('list', { name: 'Modules' });

  await user.click(within(moduleItem('Module 2: Hooks')).getByRole('button', { name: 'Delete module Hooks' }));
  const dialog = screen.getByRole('dialog', { name: 'Are you sure?' });
  expect(dialog).toHaveTextContent('This will permanently delete the module "Hooks" and all its videos.');
  await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

  await waitFor(() => expect(toastStore.getState().toasts).toEqual([expect.objectContaining({ severity: 'success', title: 'Module deleted' })]));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(deleteModule).toHaveBeenCalledWith(52);
  expect(deleteVideo).not.toHaveBeenCalled();
  expect(getCourse).toHaveBeenCalledTimes(2);
  expect(screen.queryByRole('heading', { name: 'Module 2: Hooks' })).not.toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Module 1: Basics' })).toBeInTheDocument();
});

test('deletes a video through the same dialog and calls the video endpoint', async () => {
  const user = userEvent.setup({ delay: null });
  const course = twoModules();
  const deleteModule = jest.fn();
  const deleteVideo = jest.fn(() => Promise.resolve({ message: 'Video deleted' }));
  const getCourse = jest.fn(() => Promise.resolve({ course }));
  renderDetail({ getCourse, deleteModule, deleteVideo });
  await screen.findByRole('list', { name: 'Modules' });
  const basics = moduleItem('Module 1: Basics');
  await user.click(within(basics).getByRole('button', { name: 'Show Videos (2)' }));

  await user.click(within(basics).getByRole('button', { name: 'Delete video Props' }));
  expect(screen.getAllByRole('dialog')).toHaveLength(1);
  const dialog = screen.getByRole('dialog', { name: 'Are you sure?' });
  expect(dialog).toHaveTextContent('This will permanently delete the video "Props".');
  await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

  await waitFor(() => expect(toastStore.getState().toasts).toEqual([expect.objectContaining({ severity: 'success', title: 'Video deleted' })]));
  expect(deleteVideo).toHaveBeenCalledWith(512);
  expect(deleteModule).not.toHaveBeenCalled();
  await waitFor(() => expect(getCourse).toHaveBeenCalledTimes(2));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
});

test('Cancel closes the dialog without deleting', async () => {
  const user = userEvent.setup({ delay: null });
  const deleteModule = jest.fn();
  renderDetail({ getCourse: resolving(twoModules()), deleteModule });
  await screen.findByRole('list', { name: 'Modules' });
  await user.click(screen.getByRole('button', { name: 'Delete module Basics' }));
  await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(deleteModule).not.toHaveBeenCalled();
  expect(screen.getByRole('heading', { name: 'Module 1: Basics' })).toBeInTheDocument();
});

test('a refused delete toasts the server message and clears the dialog', async () => {
  const user = userEvent.setup({ delay: null });
  renderDetail({ getCourse: resolving(twoModules()), deleteModule: jest.fn(() => Promise.reject(new ApiError(403, 'Not your course'))) });
  await screen.findByRole('list', { name: 'Modules' });
  await user.click(screen.getByRole('button', { name: 'Delete module Basics' }));
  await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
  await waitFor(() =>
    expect(toastStore.getState().toasts).toEqual([
      expect.objectContaining({ severity: 'error', title: 'Failed to delete module', description: 'Not your course' }),
    ]),
  );
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(screen.getByRole('heading', { name: 'Module 1: Basics' })).toBeInTheDocument();
});

test.each([
  { failure: new ApiError(404, 'Course not found'), shown: 'Error: Course not found' },
  { failure: new ApiError(500, 'Database unavailable'), shown: 'Error: Database unavailable' },
])("a load error shows '$shown' with Back to My Courses, and no toast", async ({ failure, shown }) => {
  renderDetail({ getCourse: jest.fn(() => Promise.reject(failure)) });
  expect(await screen.findByRole('heading', { name: shown })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to My Courses' })).toHaveAttribute('href', paths.educator.courses());
  expect(toastStore.getState().toasts).toEqual([]);
});

test('an address without a course id is not found, without asking the server', async () => {
  const getCourse = jest.fn();
  renderPage(<CourseDetailPage />, { pattern: routes.educator.course, url: paths.educator.course('intro'), api: { getCourse } });
  expect(screen.getByRole('heading', { name: 'Error: Course not found' })).toBeInTheDocument();
  expect(getCourse).not.toHaveBeenCalled();
});

describe('reviews and replies', () => {
  const reply = {
    body: 'Glad it helped!',
    educatorName: 'Ada Educator',
    createdAt: '2026-11-21T09:00:00.000Z',
    updatedAt: '2026-11-21T09:00:00.000Z',
  };
  const unanswered = buildReview({ id: 41, courseId: COURSE, rating: 4, learnerName: 'Maya Chen', review: 'More exercises, please.' });
  const answered = buildReview({ id: 40, courseId: COURSE, rating: 5, learnerName: 'Omar Haddad', review: 'Loved it.', reply });

  function renderWithReviews(api: Partial<LecternApi> = {}) {
    const listCourseReviews = jest.fn(() => Promise.resolve(buildReviewPage([unanswered, answered])));
    renderDetail({ getCourse: resolving(twoModules()), listCourseReviews, ...api });
    return { listCourseReviews, user: userEvent.setup() };
  }

  test('posts a reply to a review and reads the reviews again', async () => {
    const replyToReview = jest.fn((_id: number, body: string) =>
      Promise.resolve({ message: 'Reply posted', review: { ...unanswered, reply: { ...reply, body } } }),
    );
    const { listCourseReviews, user } = renderWithReviews({ replyToReview });
    const section = await screen.findByRole('region', { name: 'Reviews' });

    await user.click(await within(section).findByRole('button', { name: 'Reply to Maya Chen' }));
    const field = within(section).getByRole('textbox', { name: 'Your reply to Maya Chen' });
    expect(within(section).getByRole('button', { name: 'Post reply' })).toBeDisabled();
    await user.type(field, '  More are coming in December.  ');
    await user.click(within(section).getByRole('button', { name: 'Post reply' }));

    expect(replyToReview).toHaveBeenCalledWith(41, 'More are coming in December.');
    expect(toastStore.getState().toasts).toEqual([expect.objectContaining({ title: 'Reply posted' })]);
    await waitFor(() => expect(within(section).queryByRole('textbox')).not.toBeInTheDocument());
    expect(listCourseReviews.mock.calls.length).toBeGreaterThan(1);
  });

  test('edits a reply, starting from its words', async () => {
    const replyToReview = jest.fn(() => Promise.resolve({ message: 'Reply updated', review: answered }));
    const { user } = renderWithReviews({ replyToReview });
    const section = await screen.findByRole('region', { name: 'Reviews' });
    expect(await within(section).findByText('Glad it helped!')).toBeInTheDocument();

    await user.click(within(section).getByRole('button', { name: 'Edit reply to Omar Haddad' }));
    const field = within(section).getByRole('textbox', { name: 'Your reply to Omar Haddad' });
    expect(field).toHaveValue('Glad it helped!');
    expect(within(section).getByRole('button', { name: 'Save reply' })).toBeDisabled();
    await user.type(field, ' Thank you!');
    await user.click(within(section).getByRole('button', { name: 'Save reply' }));

    expect(replyToReview).toHaveBeenCalledWith(40, 'Glad it helped! Thank you!');
    expect(toastStore.getState().toasts).toEqual([expect.objectContaining({ title: 'Reply updated' })]);
  });

  test('deletes a reply only after confirming', async () => {
    const deleteReviewReply = jest.fn(() => Promise.resolve({ message: 'Reply deleted', review: { ...answered, reply: null } }));
    const { user } = renderWithReviews({ deleteReviewReply });
    const section = await screen.findByRole('region', { name: 'Reviews' });

    await user.click(await within(section).findByRole('button', { name: 'Delete reply to Omar Haddad' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete reply?' });
    expect(within(dialog).getByText('Your reply to Omar Haddad will be removed from the course page.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(deleteReviewReply).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(within(section).getByRole('button', { name: 'Delete reply to Omar Haddad' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Delete reply?' })).getByRole('button', { name: 'Delete' }));
    expect(deleteReviewReply).toHaveBeenCalledWith(40);
    expect(toastStore.getState().toasts).toEqual([expect.objectContaining({ title: 'Reply deleted' })]);
  });

  test("shows the server's refusal and keeps the words typed", async () => {
    const replyToReview = jest.fn(() => Promise.reject(new ApiError(403, 'You can only manage your own courses')));
    const { user } = renderWithReviews({ replyToReview });
    const section = await screen.findByRole('region', { name: 'Reviews' });

    await user.click(await within(section).findByRole('button', { name: 'Reply to Maya Chen' }));
    await user.type(within(section).getByRole('textbox', { name: 'Your reply to Maya Chen' }), 'Thanks!');
    await user.click(within(section).getByRole('button', { name: 'Post reply' }));

    await waitFor(() =>
      expect(toastStore.getState().toasts).toEqual([
        expect.objectContaining({ title: 'Failed to save reply', description: 'You can only manage your own courses', severity: 'error' }),
      ]),
    );
    expect(within(section).getByRole('textbox', { name: 'Your reply to Maya Chen' })).toHaveValue('Thanks!');
  });
});

test("shows each module's quiz after its lessons with its rules and Edit, and offers Add quiz where there is none", async () => {
  const quiz = {
    _id: '9',
    id: 9,
    courseId: COURSE,
    moduleId: 51,
    title: 'Basics check',
    passMark: 70,
    maxAttempts: 3,
    retryWaitMinutes: 10,
    questionCount: 4,
    updatedAt: new Date().toISOString(),
    standing: null,
  };
  renderDetail({ getCourse: resolving(twoModules()), listCourseQuizzes: jest.fn(() => Promise.resolve({ quizzes: [quiz] })) });
  const basics = await screen.findByRole('listitem', { name: 'Module 1: Basics' });
  expect(await within(basics).findByText('Quiz: Basics check')).toBeInTheDocument();
  expect(within(basics).getByText('4 questions · pass mark 70 % · 3 attempts, 10 minutes apart')).toBeInTheDocument();
  expect(within(basics).getByRole('link', { name: 'Edit quiz Basics check' })).toHaveAttribute('href', paths.educator.editQuiz(COURSE, 9));
  expect(within(moduleItem('Module 2: Hooks')).getByRole('link', { name: 'Add quiz' })).toHaveAttribute('href', paths.educator.addQuiz(COURSE, 52));
});

test("a course an admin sent back shows the admin's reason, how to ask for review again, and Sent back for its status", async () => {
  const sentBack = { ...twoModules(), reviewFeedback: { reason: 'Add a syllabus', sentBackAt: '2026-11-27T10:00:00.000Z' } };
  renderDetail({ getCourse: resolving(sentBack) });
  expect(await screen.findByRole('alert')).toHaveTextContent('Sent back for changes: Add a syllabus. Edit the course to ask for review again.');
  expect(screen.getByText('Sent back')).toBeInTheDocument();
  expect(screen.queryByText('Pending Review')).not.toBeInTheDocument();
});

test('a course not sent back shows no such alert', async () => {
  renderDetail({ getCourse: resolving({ ...twoModules(), reviewFeedback: null }) });
  expect(await screen.findByRole('heading', { level: 1, name: 'React in Depth' })).toBeInTheDocument();
  expect(screen.queryByText(/Sent back for changes/)).not.toBeInTheDocument();
});
