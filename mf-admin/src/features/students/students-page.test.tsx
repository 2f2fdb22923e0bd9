import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, paths, routes } from '@lectern/shared-sdk';
import { buildEnrollment, buildStudentSummary } from '@lectern/shared-sdk/testing';
import { afterEachSearch, renderPage } from '@lectern/shared-sdk/testing/render-page';
import { StudentsPage } from './students-page';

const ada = buildStudentSummary({
  id: 11,
  name: 'Ada Lovelace',
  email: 'ada@gmail.com',
  enrolledCourses: 3,
  completedCourses: 1,
  joinedAt: '2026-03-04T10:00:00.000Z',
});
const bob = buildStudentSummary({ id: 12, name: 'Bob Stone', email: 'bob.s@gmail.com', isActive: false, enrolledCourses: 0, completedCourses: 0 });
const cy = buildStudentSummary({ id: 13, name: 'Cy Young', email: 'cy@gmail.com' });

function renderStudents(overrides: Parameters<typeof renderPage>[1]['api'] = {}) {
  return renderPage(<StudentsPage />, {
    pattern: routes.admin.students,
    url: paths.admin.students(),
    api: {
      listStudents: jest.fn(() => Promise.resolve([ada, bob, cy])),
      listAllEnrollments: jest.fn(() =>
        Promise.resolve({
          enrollments: [buildEnrollment({ progress: 100, completed: true }), buildEnrollment({ progress: 40 }), buildEnrollment({ progress: 0 })],
        }),
      ),
      ...overrides,
    },
  });
}

const rows = () =>
  within(screen.getByRole('table', { name: 'Students' }))
    .getAllByRole('row')
    .slice(1);
const names = () => rows().map((row) => within(row).getAllByRole('cell')[0]?.textContent);

test('shows the cards and one row per student with the spec columns', async () => {
  renderStudents();
  expect(await screen.findByText('Ada Lovelace')).toBeInTheDocument();
  expect(within(screen.getByRole('group', { name: 'Total Students' })).getByText('3')).toBeInTheDocument();
  expect(within(screen.getByRole('group', { name: 'Active Courses' })).getByText('2')).toBeInTheDocument();
  expect(within(screen.getByRole('group', { name: 'Course Completions' })).getByText('1')).toBeInTheDocument();

  const headers = within(screen.getByRole('table', { name: 'Students' }))
    .getAllByRole('columnheader')
    .map((cell) => cell.textContent);
  expect(headers).toEqual(['Student Name', 'Email', 'Enrolled Courses', 'Completed Courses', 'Join Date', 'Status', 'Actions']);
  const first = within(rows()[0]!)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);
  expect(first).toEqual(['Ada Lovelace', 'ada@gmail.com', '3', '1', 'Mar 4, 2026', 'Active', 'View']);
  expect(within(rows()[1]!).getByText('Inactive')).toBeInTheDocument();
  expect(within(rows()[0]!).getByRole('link', { name: 'View Ada Lovelace' })).toHaveAttribute('href', paths.admin.student(11));
});

test('the table grows with the page: no box around it scrolls on its own, each row its View link in the tab order', async () => {
  const user = userEvent.setup();
  renderStudents();
  await screen.findByText('Ada Lovelace');
  const table = screen.getByRole('table', { name: 'Students' });
  expect(screen.queryByRole('region', { name: 'Students' })).not.toBeInTheDocument();
  for (let box = table.parentElement; box && box !== document.body; box = box.parentElement)
    expect(getComputedStyle(box).maxHeight).toMatch(/^(none|)$/);
  const links = within(table).getAllByRole('link', { name: /^View / });
  act(() => links[0]!.focus());
  await user.tab();
  expect(links[1]).toHaveFocus();
});

test('searches by name or e-mail, case-insensitively', async () => {
  const user = userEvent.setup();
  renderStudents();
  await screen.findByText('Ada Lovelace');
  const search = screen.getByRole('textbox', { name: 'Search students' });

  // Without a match, the table's one row is its message.
  expect(await afterEachSearch(user, search, ['LOVE', 'bob.s@', 'nobody'], names)).toEqual([
    ['Ada Lovelace'],
    ['Bob Stone'],
    ['No students match your search.'],
  ]);
});

test('the Filters button filters by status', async () => {
  const user = userEvent.setup();
  renderStudents();
  await screen.findByText('Ada Lovelace');

  await user.click(screen.getByRole('button', { name: 'Filters' }));
  await user.click(screen.getByRole('menuitem', { name: 'Inactive only' }));
  expect(names()).toEqual(['Bob Stone']);
  expect(screen.getByRole('button', { name: 'Filters: Inactive only' })).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Filters: Inactive only' }));
  await user.click(screen.getByRole('menuitem', { name: 'Active only' }));
  expect(names()).toEqual(['Ada Lovelace', 'Cy Young']);
});

test('a failed load shows empty lists, silently', async () => {
  renderStudents({
    listStudents: jest.fn(() => Promise.reject(new ApiError(500, 'boom'))),
    listAllEnrollments: jest.fn(() => Promise.reject(new ApiError(500, 'boom'))),
  });
  expect(await screen.findByText('No students yet.')).toBeInTheDocument();
  await waitFor(() => expect(within(screen.getByRole('group', { name: 'Total Students' })).getByText('0')).toBeInTheDocument());
});
