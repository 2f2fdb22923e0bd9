import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, paths, routes, toastStore, type EducatorStudentRow, type LecternApi } from '@lectern/shared-sdk';
import { buildEducatorStudentRow } from '@lectern/shared-sdk/testing';
import { renderPage } from '@lectern/shared-sdk/testing/render-page';
import { StudentsPage } from './students-page';

/** The API's count of the educator's students (distinct people) beside the rows (one per enrolment). */
function renderStudents(api: Partial<LecternApi>, totals = { students: 5, enrollments: 5 }) {
  const getEducatorStudentTotals = jest.fn(() => Promise.resolve(totals));
  return renderPage(<StudentsPage />, {
    pattern: routes.educator.students,
    url: paths.educator.students(),
    api: { getEducatorStudentTotals, ...api },
  });
}

const resolving = (students: EducatorStudentRow[]) => jest.fn(() => Promise.resolve(students));
const statCard = (label: string) => screen.getByRole('group', { name: label });

function sample() {
  return [
    buildEducatorStudentRow({
      id: 1,
      studentId: 101,
      name: 'Ada Lovelace',
      email: 'ada@math.org',
      courseName: 'React in Depth',
      progress: 100,
      completed: false,
      enrolledAt: '2026-03-02T09:00:00.000Z',
    }),
    buildEducatorStudentRow({
      id: 2,
      studentId: 102,
      name: 'Grace Hopper',
      email: 'grace@navy.mil',
      courseName: 'Pandas Primer',
      progress: 40,
      completed: true,
    }),
    buildEducatorStudentRow({
      id: 3,
      studentId: 103,
      name: 'Alan Turing',
      email: 'alan@bletchley.uk',
      courseName: 'React in Depth',
      progress: 30,
      completed: false,
    }),
    buildEducatorStudentRow({
      id: 4,
      studentId: 104,
      name: 'Katherine Johnson',
      email: 'kj@nasa.gov',
      courseName: 'Orbital Maths',
      progress: 0,
      completed: false,
    }),
    buildEducatorStudentRow({
      id: 5,
      studentId: 105,
      name: 'Linus T',
      email: 'linus@kernel.org',
      courseName: 'Pandas Primer',
      progress: 55,
      completed: false,
    }),
  ];
}

async function bodyRows() {
  const table = await screen.findByRole('table', { name: 'Students' });
  return within(table).getAllByRole('row').slice(1);
}

const names = async () => (await bodyRows()).map((row) => within(row).getAllByRole('cell')[0]!.textContent);

beforeEach(() => toastStore.setState({ toasts: [] }));

test('four stat cards: the students counted once (the rows are enrolments), completed with completion rate, average progress and active learners', async () => {
  const rows = sample();
  // Ada takes a second course: a sixth row, still five people.
  const adaAgain = buildEducatorStudentRow({ id: 6, studentId: rows[0]!.studentId, name: 'Ada Lovelace', courseName: 'Pandas Primer', progress: 20 });
  renderStudents({ listEducatorStudents: resolving([...rows, adaAgain]) }, { students: 5, enrollments: 6 });
  await bodyRows();
  expect(await bodyRows()).toHaveLength(6);
  expect(within(statCard('Total Students')).getByText('5')).toBeInTheDocument();
  expect(within(statCard('Total Students')).getByText('in 6 enrollments')).toBeInTheDocument();
  // Completed enrolments: progress 100 (Ada's first) or the completed flag (Grace), of 6.
  expect(within(statCard('Completed Courses')).getByText('2')).toBeInTheDocument();
  expect(within(statCard('Completed Courses')).getByText('33% completion rate')).toBeInTheDocument();
  // A completed enrolment counts as 100: (100 + 100 + 30 + 0 + 55 + 20) / 6 = 50.8.
  expect(within(statCard('Avg. Progress')).getByText('51%')).toBeInTheDocument();
  // People with a course not completed: Ada (her second), Alan, Katherine and Linus.
  expect(within(statCard('Active Learners')).getByText('4')).toBeInTheDocument();
});

test('the table has the spec columns and a status per row', async () => {
  renderStudents({ listEducatorStudents: resolving(sample()) });
  const table = await screen.findByRole('table', { name: 'Students' });
  expect(
    within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent),
  ).toEqual(['Student Name', 'Email', 'Course', 'Progress', 'Status', 'Enrolled Date']);
  const [ada, grace, alan] = await bodyRows();
  expect(within(ada!).getByText('ada@math.org')).toBeInTheDocument();
  expect(within(ada!).getByText('React in Depth')).toBeInTheDocument();
  expect(within(ada!).getByRole('progressbar', { name: 'Progress of Ada Lovelace in React in Depth' })).toHaveAttribute('aria-valuenow', '100');
  expect(within(ada!).getByText('Completed')).toBeInTheDocument();
  expect(within(ada!).getByText('Mar 2, 2026')).toBeInTheDocument();
  expect(within(grace!).getByText('Completed')).toBeInTheDocument();
  expect(within(alan!).getByText('In Progress')).toBeInTheDocument();
  expect(within(alan!).getByText('30%')).toBeInTheDocument();
});

test.each([
  { search: 'ada', expected: ['Ada Lovelace'], over: 'name' },
  { search: 'GRACE', expected: ['Grace Hopper'], over: 'name, any case' },
  { search: 'nasa.gov', expected: ['Katherine Johnson'], over: 'e-mail' },
  { search: 'react IN depth', expected: ['Ada Lovelace', 'Alan Turing'], over: 'course name' },
  { search: 'pandas', expected: ['Grace Hopper', 'Linus T'], over: 'course name' },
])('searching "$search" matches on $over', async ({ search, expected }) => {
  const user = userEvent.setup({ delay: null });
  renderStudents({ listEducatorStudents: resolving(sample()) });
  expect(await names()).toHaveLength(5);
  await user.type(screen.getByRole('textbox', { name: 'Search students' }), search);
  expect(await names()).toEqual(expected);
  // The stat cards stay on all students.
  expect(within(statCard('Total Students')).getByText('5')).toBeInTheDocument();
});

test('a search without matches says so, and clearing it brings everyone back', async () => {
  const user = userEvent.setup({ delay: null });
  renderStudents({ listEducatorStudents: resolving(sample()) });
  await bodyRows();
  const search = screen.getByPlaceholderText('Search students...');
  await user.type(search, 'nobody here');
  expect(screen.getByText('No students found matching your search.')).toBeInTheDocument();
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
  await user.clear(search);
  expect(await names()).toHaveLength(5);
});

test('without enrolments: zeros and the empty text', async () => {
  renderStudents({ listEducatorStudents: resolving([]) }, { students: 0, enrollments: 0 });
  expect(await screen.findByText('No students enrolled in your courses yet.')).toBeInTheDocument();
  expect(within(statCard('Total Students')).getByText('0')).toBeInTheDocument();
  expect(within(statCard('Completed Courses')).getByText('0% completion rate')).toBeInTheDocument();
  expect(within(statCard('Avg. Progress')).getByText('0%')).toBeInTheDocument();
});

test('a failed load toasts the server message and shows the empty text', async () => {
  renderStudents({ listEducatorStudents: jest.fn(() => Promise.reject(new ApiError(500, 'Database unavailable'))) });
  expect(await screen.findByText('No students enrolled in your courses yet.')).toBeInTheDocument();
  await waitFor(() =>
    expect(toastStore.getState().toasts).toEqual([expect.objectContaining({ severity: 'error', description: 'Database unavailable' })]),
  );
});
