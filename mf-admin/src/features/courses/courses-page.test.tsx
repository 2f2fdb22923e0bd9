import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, paths, routes } from '@lectern/shared-sdk';
import { buildCourse, buildStats } from '@lectern/shared-sdk/testing';
import { afterEachSearch, renderPage } from '@lectern/shared-sdk/testing/render-page';
import { CoursesPage } from './courses-page';

const rust = buildCourse({
  id: 51,
  title: 'Rust for Web',
  duration: '4h',
  price: 19.5,
  students: 7,
  isApproved: false,
  educatorId: { _id: '1', id: 1, name: 'Grace Hopper' },
});
const go = buildCourse({ id: 52, title: 'Go Basics', price: 0, students: 3, educatorId: { _id: '2', id: 2, name: 'Alan Turing' } });
const page = (courses = [rust, go]) => ({ courses, total: courses.length, totalAll: courses.length, page: 1, limit: 100 });

function renderCourses(api: Parameters<typeof renderPage>[1]['api']) {
  return renderPage(<CoursesPage />, { pattern: routes.admin.courses, url: paths.admin.courses(), api });
}

const titles = () =>
  within(screen.getByRole('table', { name: 'Courses' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).queryByText(/Rust for Web|Go Basics/)?.textContent ?? row.textContent);

test('shows the cards and a row per course with instructor, enrolments, price and status', async () => {
  renderCourses({ listCourses: jest.fn(() => Promise.resolve(page())), getStats: jest.fn(() => Promise.resolve(buildStats({ Enrollments: 10 }))) });
  expect(await screen.findByText('Rust for Web')).toBeInTheDocument();

  expect(within(screen.getByRole('group', { name: 'Total Courses' })).getByText('2')).toBeInTheDocument();
  expect(within(screen.getByRole('group', { name: 'Total Enrollments' })).getByText('10')).toBeInTheDocument();
  const headers = within(screen.getByRole('table', { name: 'Courses' }))
    .getAllByRole('columnheader')
    .map((cell) => cell.textContent);
  expect(headers).toEqual(['Course Title', 'Instructor', 'Enrollments', 'Price', 'Status', 'Actions']);
  const row = screen.getByText('Rust for Web').closest('tr') as HTMLElement;
  expect(
    within(row)
      .getAllByRole('cell')
      .map((cell) => cell.textContent),
  ).toEqual(['Rust for Web4h', 'Grace Hopper', '7', '$19.50', 'Pending', 'View']);
  expect(within(row).getByRole('link', { name: 'View Rust for Web' })).toHaveAttribute('href', paths.admin.course(51));
  expect(within(screen.getByText('Go Basics').closest('tr') as HTMLElement).getByText('Approved')).toBeInTheDocument();
  // The table grows with the page rather than scrolling in a box of its own.
  expect(screen.queryByRole('region', { name: 'Courses' })).not.toBeInTheDocument();
});

test('marks a course whose educator deleted their account, for an admin to resolve', async () => {
  const orphan = buildCourse({
    id: 53,
    title: 'Left Behind',
    isApproved: false,
    ownerDeleted: true,
    educatorId: { _id: '9', id: 9, name: 'Deleted user' },
  });
  renderCourses({ listCourses: jest.fn(() => Promise.resolve(page([orphan, go]))), getStats: jest.fn(() => Promise.resolve(buildStats())) });

  const row = (await screen.findByText('Left Behind')).closest('tr') as HTMLElement;
  expect(within(row).getByText('Pending')).toBeInTheDocument();
  expect(within(row).getByText('Educator deleted')).toBeInTheDocument();
  expect(within(screen.getByText('Go Basics').closest('tr') as HTMLElement).queryByText('Educator deleted')).not.toBeInTheDocument();
});

test('searches by title or educator name', async () => {
  const user = userEvent.setup();
  renderCourses({ listCourses: jest.fn(() => Promise.resolve(page())), getStats: jest.fn(() => Promise.resolve(buildStats())) });
  await screen.findByText('Rust for Web');
  const search = screen.getByRole('textbox', { name: 'Search courses' });

  // Without a match, the table's one row is its message.
  expect(await afterEachSearch(user, search, ['turing', 'RUST', 'cobol'], titles)).toEqual([
    ['Go Basics'],
    ['Rust for Web'],
    ['No courses match your search.'],
  ]);
});

test('failed loads show an empty table silently', async () => {
  renderCourses({
    listCourses: jest.fn(() => Promise.reject(new ApiError(500, 'x'))),
    getStats: jest.fn(() => Promise.reject(new ApiError(500, 'x'))),
  });
  expect(await screen.findByText('No courses yet.')).toBeInTheDocument();
});
