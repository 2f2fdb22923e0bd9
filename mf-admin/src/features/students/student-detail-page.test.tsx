import { screen, within } from '@testing-library/react';
import { ApiError, paths, routes } from '@lectern/shared-sdk';
import { buildCourse, buildEnrollment, buildStudentSummary } from '@lectern/shared-sdk/testing';
import { renderPage } from '@lectern/shared-sdk/testing/render-page';
import { StudentDetailPage } from './student-detail-page';

const student = buildStudentSummary({ id: 21, name: 'Sam Student', email: 'sam@gmail.com', joinedAt: '2026-02-01T10:00:00.000Z' });

function renderDetail(api: Parameters<typeof renderPage>[1]['api'], id: number | string = 21) {
  return renderPage(<StudentDetailPage />, { pattern: routes.admin.student, url: paths.admin.student(id), api });
}

test('shows the student, the three cards and every enrolment with badge, progress and date', async () => {
  const api = {
    getStudent: jest.fn(() => Promise.resolve(student)),
    listStudentEnrollments: jest.fn(() =>
      Promise.resolve({
        enrollments: [
          buildEnrollment({
            courseId: buildCourse({ title: 'Rust Basics', educatorId: { _id: '2', id: 2, name: 'Grace Hopper' } }),
            progress: 100,
            completed: true,
          }),
          buildEnrollment({ courseId: buildCourse({ title: 'Go Concurrency' }), progress: 51, enrolledAt: '2026-03-05T10:00:00.000Z' }),
        ],
      }),
    ),
  };
  renderDetail(api);

  expect(await screen.findByRole('heading', { level: 1, name: 'Sam Student' })).toBeInTheDocument();
  expect(api.listStudentEnrollments).toHaveBeenCalledWith(21);
  expect(screen.getByText('sam@gmail.com')).toBeInTheDocument();
  expect(screen.getByText('Joined Feb 1, 2026')).toBeInTheDocument();
  expect(within(screen.getByRole('group', { name: 'Enrolled Courses' })).getByText('2')).toBeInTheDocument();
  expect(within(screen.getByRole('group', { name: 'Completed (50% completion rate)' })).getByText('1')).toBeInTheDocument();
  expect(within(screen.getByRole('group', { name: 'Avg. Progress (%)' })).getByText('76')).toBeInTheDocument();

  const items = within(screen.getByRole('region', { name: 'Course Enrollments' })).getAllByRole('listitem');
  expect(within(items[0]!).getByText('Completed')).toBeInTheDocument();
  expect(within(items[0]!).getByText('by Grace Hopper')).toBeInTheDocument();
  expect(within(items[1]!).getByText('In Progress')).toBeInTheDocument();
  expect(within(items[1]!).getByRole('progressbar', { name: 'Progress in Go Concurrency' })).toHaveAttribute('aria-valuenow', '51');
  expect(within(items[1]!).getByText('Enrolled Mar 5, 2026')).toBeInTheDocument();
});

test('says when there are no enrolments', async () => {
  renderDetail({ getStudent: jest.fn(() => Promise.resolve(student)), listStudentEnrollments: jest.fn(() => Promise.resolve({ enrollments: [] })) });
  expect(await screen.findByText('No course enrollments yet')).toBeInTheDocument();
});

test("shows 'Student not found' with Go Back for an unknown student", async () => {
  renderDetail({
    getStudent: jest.fn(() => Promise.reject(new ApiError(404, 'Student not found'))),
    listStudentEnrollments: jest.fn(() => Promise.reject(new ApiError(404, 'Student not found'))),
  });
  expect(await screen.findByRole('heading', { name: 'Student not found' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Go Back' })).toBeInTheDocument();
});

test("shows 'Student not found' for a malformed id without calling the API", async () => {
  const getStudent = jest.fn();
  renderDetail({ getStudent }, 'abc');
  expect(await screen.findByRole('heading', { name: 'Student not found' })).toBeInTheDocument();
  expect(getStudent).not.toHaveBeenCalled();
});
