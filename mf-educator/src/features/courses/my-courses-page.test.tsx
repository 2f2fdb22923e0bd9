import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, paths, routes, toastStore, type Course, type LecternApi } from '@lectern/shared-sdk';
import { buildCourse } from '@lectern/shared-sdk/testing';
import { renderPage } from '@lectern/shared-sdk/testing/render-page';
import { MyCoursesPage } from './my-courses-page';

function renderMyCourses(api: Partial<LecternApi>) {
  // The students figure is the API's count of people (one person in two courses once), not the courses' sum.
  const getEducatorStudentTotals = jest.fn(() => Promise.resolve({ students: 37, enrollments: 42 }));
  return renderPage(<MyCoursesPage />, {
    pattern: routes.educator.courses,
    url: paths.educator.courses(),
    api: { getEducatorStudentTotals, ...api },
  });
}

const resolving = (courses: Course[]) => jest.fn(() => Promise.resolve(courses));
const statCard = (label: string) => screen.getByRole('group', { name: label });

/** The course card (grid item) whose heading is `title`, or null. */
function queryCard(title: string) {
  const items = screen.queryAllByRole('listitem');
  return items.find((item) => within(item).queryByRole('heading', { name: title })) ?? null;
}
function card(title: string) {
  const found = queryCard(title);
  if (!found) throw new Error(`no course card titled ${title}`);
  return found;
}

function sample() {
  return [
    buildCourse({ id: 1, title: 'React in Depth', description: 'Hooks and more', isApproved: true, students: 12, price: 49.99 }),
    buildCourse({ id: 2, title: 'Pandas Primer', description: 'Data frames', isApproved: false, students: 30, price: 0 }),
    buildCourse({ id: 3, title: 'Odd Data', students: Number.NaN, price: 10 }),
  ];
}

beforeEach(() => toastStore.setState({ toasts: [] }));

test("stat cards count the courses and the students as the API counts them (each person once), not the courses' sum", async () => {
  renderMyCourses({ listMyCourses: resolving(sample()) });
  await screen.findByRole('list', { name: 'Your courses' });
  expect(within(statCard('Total Courses')).getByText('3')).toBeInTheDocument();
  await waitFor(() => expect(within(statCard('Total Students')).getByText('37')).toBeInTheDocument());
  expect(screen.getByRole('link', { name: 'Create New Course' })).toHaveAttribute('href', paths.educator.addCourse());
});

test('each card shows title, description, Approved or Pending Review, students, price and View / Edit / delete', async () => {
  renderMyCourses({ listMyCourses: resolving(sample()) });
  const list = await screen.findByRole('list', { name: 'Your courses' });
  expect(within(list).getAllByRole('listitem')).toHaveLength(3);

  const react = card('React in Depth');
  expect(within(react).getByRole('heading', { name: 'React in Depth' })).toBeInTheDocument();
  expect(within(react).getByText('Hooks and more')).toBeInTheDocument();
  expect(within(react).getByText('Approved')).toBeInTheDocument();
  expect(within(react).queryByText('Pending Review')).not.toBeInTheDocument();
  expect(within(react).getByText('12 students')).toBeInTheDocument();
  expect(within(react).getByText('$49.99')).toBeInTheDocument();
  expect(within(react).getByRole('link', { name: 'View React in Depth' })).toHaveAttribute('href', paths.educator.course(1));
  expect(within(react).getByRole('link', { name: 'Edit React in Depth' })).toHaveAttribute('href', paths.educator.editCourse(1));
  expect(within(react).getByRole('button', { name: 'Delete React in Depth' })).toBeInTheDocument();

  const pandas = card('Pandas Primer');
  expect(within(pandas).getByText('Pending Review')).toBeInTheDocument();
  expect(within(pandas).queryByText('Approved')).not.toBeInTheDocument();
  expect(within(pandas).getByText('30 students')).toBeInTheDocument();

  expect(within(card('Odd Data')).getByText('0 students')).toBeInTheDocument();
});

test("no courses: 'No courses yet' with Create Your First Course", async () => {
  renderMyCourses({ listMyCourses: resolving([]) });
  expect(await screen.findByRole('heading', { name: 'No courses yet' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Create Your First Course' })).toHaveAttribute('href', paths.educator.addCourse());
  expect(within(statCard('Total Courses')).getByText('0')).toBeInTheDocument();
});

test('delete asks for confirmation, deletes that course and refreshes the list', async () => {
  const user = userEvent.setup({ delay: null });
  const courses = sample();
  const listMyCourses = jest
    .fn()
    .mockResolvedValueOnce(courses)
    .mockResolvedValueOnce(courses.filter((c) => c.id !== 2));
  const deleteCourse = jest.fn(() => Promise.resolve({ message: 'Course deleted' }));
  renderMyCourses({ listMyCourses, deleteCourse });
  await screen.findByRole('list', { name: 'Your courses' });

  await user.click(screen.getByRole('button', { name: 'Delete Pandas Primer' }));
  const dialog = screen.getByRole('dialog', { name: 'Are you sure?' });
  expect(dialog).toHaveTextContent('This will permanently delete the course and all its content.');
  expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
  expect(deleteCourse).not.toHaveBeenCalled();
  await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

  await waitFor(() => expect(queryCard('Pandas Primer')).not.toBeInTheDocument());
  expect(deleteCourse).toHaveBeenCalledWith(2);
  expect(deleteCourse).toHaveBeenCalledTimes(1);
  expect(listMyCourses).toHaveBeenCalledTimes(2);
  expect(toastStore.getState().toasts).toEqual([expect.objectContaining({ severity: 'success', title: 'Course deleted' })]);
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(within(statCard('Total Courses')).getByText('2')).toBeInTheDocument();
});

test('while the delete is under way the dialog stays, with Cancel off', async () => {
  const user = userEvent.setup({ delay: null });
  let answer: (reply: { message: string }) => void = () => undefined;
  const deleteCourse = jest.fn(() => new Promise<{ message: string }>((resolve) => (answer = resolve)));
  const listMyCourses = jest.fn().mockResolvedValueOnce(sample()).mockResolvedValueOnce(sample().slice(1));
  renderMyCourses({ listMyCourses, deleteCourse });
  await screen.findByRole('list', { name: 'Your courses' });
  await user.click(screen.getByRole('button', { name: 'Delete React in Depth' }));
  await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));

  expect(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' })).toBeDisabled();
  answer({ message: 'Course deleted' });
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(queryCard('React in Depth')).not.toBeInTheDocument();
});

test('Cancel keeps the course', async () => {
  const user = userEvent.setup({ delay: null });
  const deleteCourse = jest.fn();
  renderMyCourses({ listMyCourses: resolving(sample()), deleteCourse });
  await screen.findByRole('list', { name: 'Your courses' });
  await user.click(screen.getByRole('button', { name: 'Delete React in Depth' }));
  await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(deleteCourse).not.toHaveBeenCalled();
  expect(card('React in Depth')).toBeInTheDocument();
});

test("a refused delete shows 'Failed to delete course' with the server message", async () => {
  const user = userEvent.setup({ delay: null });
  renderMyCourses({ listMyCourses: resolving(sample()), deleteCourse: jest.fn(() => Promise.reject(new ApiError(403, 'Not your course'))) });
  await screen.findByRole('list', { name: 'Your courses' });
  await user.click(screen.getByRole('button', { name: 'Delete React in Depth' }));
  await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
  await waitFor(() =>
    expect(toastStore.getState().toasts).toEqual([
      expect.objectContaining({ severity: 'error', title: 'Failed to delete course', description: 'Not your course' }),
    ]),
  );
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(card('React in Depth')).toBeInTheDocument();
});

test("a failed load toasts 'Failed to fetch courses.' and shows the empty state", async () => {
  renderMyCourses({ listMyCourses: jest.fn(() => Promise.reject(new ApiError(500, 'Database unavailable'))) });
  expect(await screen.findByText('No courses yet')).toBeInTheDocument();
  expect(toastStore.getState().toasts).toEqual([
    expect.objectContaining({ severity: 'error', title: 'Failed to fetch courses.', description: 'Database unavailable' }),
  ]);
});
