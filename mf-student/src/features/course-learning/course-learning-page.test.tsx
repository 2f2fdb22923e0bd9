import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, paths, routes, toastStore, type CourseDetail, type Enrollment, type LecternApi } from '@lectern/shared-sdk';
import { buildCertificate, buildCourseDetail, buildEnrollment, buildModule, buildVideo } from '@lectern/shared-sdk/testing';
import { renderPage } from '@lectern/shared-sdk/testing/render-page';
import { CourseLearningPage } from './course-learning-page';

const course: CourseDetail = buildCourseDetail({
  id: 7,
  title: 'Practical TypeScript',
  modules: [
    buildModule({ id: 70, title: 'Basics', videos: [buildVideo({ id: 701, title: 'Types' }), buildVideo({ id: 702, title: 'Narrowing' })] }),
    buildModule({ id: 71, title: 'Advanced', videos: [buildVideo({ id: 711, title: 'Generics' })] }),
  ],
});

function show(enrollment: Enrollment, api: Partial<LecternApi> = {}, detail: CourseDetail = course) {
  return renderPage(<CourseLearningPage />, {
    pattern: routes.student.learn,
    url: paths.student.learn(detail.id),
    api: {
      getCourse: () => Promise.resolve({ course: detail }),
      getMyEnrollment: () => Promise.resolve({ enrollment }),
      ...api,
    },
  });
}

afterEach(() => toastStore.setState({ toasts: [] }));

test('lists modules with x/y completed and Watch or Rewatch per video', async () => {
  show(buildEnrollment({ id: 5, progress: 33, watchedVideos: ['701'] }));

  const basics = await screen.findByRole('region', { name: 'Basics' });
  expect(within(basics).getByText('1/2 completed')).toBeInTheDocument();
  expect(within(basics).getByRole('link', { name: 'Rewatch Types' })).toHaveAttribute('href', paths.student.video(7, 701));
  expect(within(basics).getByRole('link', { name: 'Watch Narrowing' })).toHaveAttribute('href', paths.student.video(7, 702));
  expect(within(screen.getByRole('region', { name: 'Advanced' })).getByText('0/1 completed')).toBeInTheDocument();
  expect(screen.getByRole('progressbar', { name: 'Course progress' })).toHaveAttribute('aria-valuenow', '33');
  expect(screen.getByRole('link', { name: 'Continue Learning' })).toHaveAttribute('href', paths.student.video(7, 701));
  expect(screen.getByRole('link', { name: 'Back to My Learning' })).toHaveAttribute('href', paths.student.myLearning());
});

test('Continue Learning opens the lesson played last', async () => {
  show(buildEnrollment({ id: 5, progress: 33, watchedVideos: ['701'], lastWatched: { videoId: 702, position: 95 } }));
  expect(await screen.findByRole('link', { name: 'Continue Learning' })).toHaveAttribute('href', paths.student.video(7, 702));
});

test("shows a completed course's certificate with its page, PDF, LinkedIn and copy link", async () => {
  const user = userEvent.setup();
  const certificate = buildCertificate({
    id: 'AbCdEfGhIjKlMnOpQrStUv',
    courseId: 7,
    courseTitle: 'Practical TypeScript',
    completedAt: '2026-11-20T09:00:00.000Z',
  });
  const writeText = jest.fn().mockResolvedValue(undefined);
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  show(buildEnrollment({ id: 5, progress: 100, completed: true, watchedVideos: ['701', '702', '711'] }), {
    listMyCertificates: () => Promise.resolve({ certificates: [buildCertificate({ courseId: 99 }), certificate] }),
    certificatePdfUrl: (id: string) => `http://api.test/api/certificates/${id}/pdf`,
  });

  const panel = await screen.findByRole('region', { name: 'Certificate earned' });
  expect(within(panel).getByText('Practical TypeScript · completed November 20, 2026 · taught by Ada Educator')).toBeInTheDocument();
  expect(within(panel).getByRole('link', { name: 'View certificate' })).toHaveAttribute('href', paths.certificate(certificate.id));
  expect(within(panel).getByRole('link', { name: 'Download PDF' })).toHaveAttribute('href', `http://api.test/api/certificates/${certificate.id}/pdf`);
  const linkedIn = new URL(within(panel).getByRole('link', { name: 'Add to LinkedIn profile' }).getAttribute('href') ?? '');
  expect(linkedIn.searchParams.get('certUrl')).toBe(certificate.verificationUrl);
  expect(linkedIn.searchParams.get('name')).toBe('Practical TypeScript');
  await user.click(within(panel).getByRole('button', { name: 'Copy link' }));
  expect(writeText).toHaveBeenCalledWith(certificate.verificationUrl);
  expect(toastStore.getState().toasts).toEqual([expect.objectContaining({ title: 'Link copied' })]);
});

test('offers Start Course before any video is watched, and says when there are no modules', async () => {
  const { unmount } = show(buildEnrollment());
  expect(await screen.findByRole('link', { name: 'Start Course' })).toHaveAttribute('href', paths.student.video(7, 701));
  // Nothing to rate yet: the rating is offered after the first lesson.
  expect(screen.getByText('Not started')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Rate this Course' })).not.toBeInTheDocument();
  unmount();

  show(buildEnrollment(), {}, buildCourseDetail({ id: 8, modules: [] }));
  expect(await screen.findByText('No modules available')).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Start Course' })).not.toBeInTheDocument();
});

test('rates once: Submit waits for a star, then the button reads Rated and is disabled', async () => {
  const user = userEvent.setup();
  const rateCourse = jest.fn((_courseId: number, { rating }: { rating: number; review?: string }) =>
    Promise.resolve({ enrollment: buildEnrollment({ id: 5, rated: true, rating, courseId: { ...course, rating: 4, ratingCount: 1 } }) }),
  );
  show(buildEnrollment({ id: 5, progress: 33, watchedVideos: ['701'] }), { rateCourse });

  await user.click(await screen.findByRole('button', { name: 'Rate this Course' }));
  const dialog = screen.getByRole('dialog', { name: 'Rate this Course' });
  const submit = within(dialog).getByRole('button', { name: 'Submit' });
  expect(submit).toBeDisabled();
  for (const label of ['1 Star, Very Poor', '2 Stars, Poor', '3 Stars, Average', '4 Stars, Good', '5 Stars, Excellent']) {
    expect(within(dialog).getByRole('radio', { name: label })).toBeInTheDocument();
  }
  // The stars measure the pointer position, which jsdom has not got: pick one as a keyboard or click event would.
  fireEvent.click(within(dialog).getByRole('radio', { name: '4 Stars, Good' }));
  expect(within(dialog).getByText('4 - Good')).toBeInTheDocument();
  await user.click(submit);

  expect(rateCourse).toHaveBeenCalledWith(7, { rating: 4 });
  expect(await screen.findByRole('button', { name: 'Rated' })).toBeDisabled();
  expect(screen.getByRole('button', { name: 'Write a review' })).toBeEnabled();
  expect(screen.getByText('Rating 4.0')).toBeInTheDocument();
  expect(toastStore.getState().toasts).toEqual([expect.objectContaining({ title: 'Thank you!', description: 'Your rating has been submitted.' })]);
});

test('sends the words written under the stars, counting down the characters left', async () => {
  const user = userEvent.setup();
  const rateCourse = jest.fn((_courseId: number, { rating, review }: { rating: number; review?: string }) =>
    Promise.resolve({ enrollment: buildEnrollment({ id: 5, rated: true, rating, review: review ?? null }) }),
  );
  show(buildEnrollment({ id: 5, progress: 33, watchedVideos: ['701'] }), { rateCourse });

  await user.click(await screen.findByRole('button', { name: 'Rate this Course' }));
  const dialog = screen.getByRole('dialog', { name: 'Rate this Course' });
  expect(within(dialog).getByText('2,000 characters left')).toBeInTheDocument();
  fireEvent.click(within(dialog).getByRole('radio', { name: '5 Stars, Excellent' }));
  await user.type(within(dialog).getByRole('textbox', { name: 'Your review (optional)' }), '  Clear and practical.  ');
  expect(within(dialog).getByText('1,976 characters left')).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Submit' }));

  expect(rateCourse).toHaveBeenCalledWith(7, { rating: 5, review: 'Clear and practical.' });
  expect(await screen.findByRole('button', { name: 'Edit your review' })).toBeEnabled();
});

test('edits the words of a review while the stars stay', async () => {
  const user = userEvent.setup();
  const updateMyReview = jest.fn((_courseId: number, _review: string) => Promise.resolve({ message: 'Review saved', review: {} as never }));
  show(buildEnrollment({ id: 5, rated: true, rating: 4, review: 'Good start.' }), { updateMyReview });

  expect(await screen.findByRole('button', { name: 'Rated' })).toBeDisabled();
  await user.click(screen.getByRole('button', { name: 'Edit your review' }));
  const dialog = screen.getByRole('dialog', { name: 'Edit your review' });
  expect(within(dialog).getByRole('img', { name: 'Your rating: 4 out of 5' })).toBeInTheDocument();
  const save = within(dialog).getByRole('button', { name: 'Save review' });
  const text = within(dialog).getByRole('textbox', { name: 'Your review' });
  expect(text).toHaveValue('Good start.');
  expect(save).toBeDisabled();
  await user.clear(text);
  expect(save).toBeDisabled();
  await user.type(text, 'Good start, better ending.');
  await user.click(save);

  expect(updateMyReview).toHaveBeenCalledWith(7, 'Good start, better ending.');
  expect(toastStore.getState().toasts).toEqual([expect.objectContaining({ title: 'Review saved' })]);
  await screen.findByRole('button', { name: 'Edit your review' });
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

test("shows the server's message when the rating is refused", async () => {
  const user = userEvent.setup();
  show(buildEnrollment({ progress: 33, watchedVideos: ['701'] }), {
    rateCourse: () => Promise.reject(new ApiError(409, 'You have already rated this course')),
  });

  await user.click(await screen.findByRole('button', { name: 'Rate this Course' }));
  fireEvent.click(screen.getByRole('radio', { name: '5 Stars, Excellent' }));
  await user.click(screen.getByRole('button', { name: 'Submit' }));

  expect(toastStore.getState().toasts).toEqual([
    expect.objectContaining({ title: 'Failed to submit rating.', description: 'You have already rated this course', severity: 'error' }),
  ]);
  const dialog = screen.getByRole('dialog', { name: 'Rate this Course' });
  expect(within(dialog).getByRole('button', { name: 'Submit' })).toBeEnabled();
});

test('sends a student who is not enrolled to the course page', async () => {
  show(buildEnrollment(), { getMyEnrollment: () => Promise.reject(new ApiError(404, 'You are not enrolled in this course')) });

  expect(await screen.findByRole('heading', { name: 'You are not enrolled in this course' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'View Course' })).toHaveAttribute('href', paths.courseDetail(7));
});
