import { screen, within } from '@testing-library/react';
import { ApiError, paths, routes } from '@lectern/shared-sdk';
import { buildCourse, buildEnrollment } from '@lectern/shared-sdk/testing';
import { renderPage } from '@lectern/shared-sdk/testing/render-page';
import { MyLearningPage } from './my-learning-page';

const show = (listMyEnrollments: () => Promise<{ enrollments: ReturnType<typeof buildEnrollment>[] }>) =>
  renderPage(<MyLearningPage />, { pattern: routes.student.myLearning, url: paths.student.myLearning(), api: { listMyEnrollments } });

test('splits current and completed courses with their counts, progress and links', async () => {
  show(() =>
    Promise.resolve({
      enrollments: [
        buildEnrollment({ progress: 40, courseId: buildCourse({ id: 21, title: 'Halfway Course' }) }),
        buildEnrollment({ progress: 100, completed: true, courseId: buildCourse({ id: 22, title: 'Done Course', rating: 4.5 }) }),
        buildEnrollment({ progress: 0, courseId: buildCourse({ id: 23, title: 'New Course' }) }),
      ],
    }),
  );

  const current = await screen.findByRole('region', { name: 'Current Courses (2)' });
  const completed = screen.getByRole('region', { name: 'Completed Courses (1)' });
  const halfway = within(current).getByRole('article', { name: 'Halfway Course' });
  expect(within(halfway).getByText('In Progress')).toBeInTheDocument();
  expect(within(halfway).getByRole('progressbar', { name: 'Halfway Course progress' })).toHaveAttribute('aria-valuenow', '40');
  expect(within(halfway).getByRole('link', { name: 'Continue Learning: Halfway Course' })).toHaveAttribute('href', paths.student.learn(21));
  const done = within(completed).getByRole('article', { name: 'Done Course' });
  expect(within(done).getByText('100%')).toBeInTheDocument();
  expect(within(done).getByText('Rating 4.5')).toBeInTheDocument();
  expect(within(done).getByRole('link', { name: 'Review Course: Done Course' })).toHaveAttribute('href', paths.student.learn(22));
});

test('shows an empty state, also when the enrolments cannot be loaded', async () => {
  show(() => Promise.reject(new ApiError(500, 'boom')));

  expect(await screen.findByRole('heading', { name: 'No courses yet' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Browse Courses' })).toHaveAttribute('href', paths.courses());
  expect(screen.queryByText('boom')).not.toBeInTheDocument();
});
