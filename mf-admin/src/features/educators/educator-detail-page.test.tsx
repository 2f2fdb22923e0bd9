import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, paths, routes, toastStore } from '@lectern/shared-sdk';
import { buildCourse, buildEducatorSummary } from '@lectern/shared-sdk/testing';
import { renderPage } from '@lectern/shared-sdk/testing/render-page';
import { EducatorDetailPage } from './educator-detail-page';

const educator = (isApproved = true) =>
  buildEducatorSummary({
    id: 41,
    name: 'Grace Hopper',
    email: 'grace@gmail.com',
    bio: 'Compilers and COBOL.',
    isApproved,
    joinedAt: '2026-01-20T10:00:00.000Z',
    // The API's count of the educator's students (distinct people), not the sum over the courses.
    studentCount: 11,
  });
const courses = [
  buildCourse({
    id: 7,
    title: 'Compilers 101',
    description: 'Parse all the things.',
    students: 12,
    price: 19.99,
    duration: '3h 15m',
    isApproved: true,
  }),
  buildCourse({ id: 8, title: 'Draft Course', students: 0, isApproved: false }),
];

function renderDetail(api: Parameters<typeof renderPage>[1]['api']) {
  return renderPage(<EducatorDetailPage />, { pattern: routes.admin.educator, url: paths.admin.educator(41), api });
}

const dialogClosed = () => waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

beforeEach(() => toastStore.setState({ toasts: [] }));

test('shows the educator, the cards and their courses with the facts and a View Details link', async () => {
  const listEducatorCourses = jest.fn(() => Promise.resolve(courses));
  renderDetail({ getEducator: jest.fn(() => Promise.resolve(educator())), listEducatorCourses });

  expect(await screen.findByRole('heading', { level: 1, name: 'Grace Hopper' })).toBeInTheDocument();
  expect(listEducatorCourses).toHaveBeenCalledWith(41);
  expect(screen.getByText('Compilers and COBOL.')).toBeInTheDocument();
  expect(screen.getByText('Joined Jan 20, 2026')).toBeInTheDocument();
  expect(within(screen.getByRole('group', { name: 'Total Courses' })).getByText('2')).toBeInTheDocument();
  expect(within(screen.getByRole('group', { name: 'Total Students' })).getByText('11')).toBeInTheDocument();

  const items = within(screen.getByRole('region', { name: 'Published Courses' })).getAllByRole('listitem');
  expect(within(items[0]!).getByText('Published')).toBeInTheDocument();
  expect(items[0]).toHaveTextContent('Students: 12');
  expect(items[0]).toHaveTextContent('Price: $19.99');
  expect(items[0]).toHaveTextContent('Duration: 3h 15m');
  expect(within(items[0]!).getByRole('link', { name: 'View details of Compilers 101' })).toHaveAttribute('href', paths.admin.course(7));
  expect(within(items[1]!).getByText('Pending Review')).toBeInTheDocument();
});

test("says 'No courses published yet' when there are none", async () => {
  renderDetail({ getEducator: jest.fn(() => Promise.resolve(educator())), listEducatorCourses: jest.fn(() => Promise.resolve([])) });
  expect(await screen.findByText('No courses published yet')).toBeInTheDocument();
});

test("shows 'Educator not found.' with Go Back for an unknown educator", async () => {
  renderDetail({
    getEducator: jest.fn(() => Promise.reject(new ApiError(404, 'Educator not found'))),
    listEducatorCourses: jest.fn(() => Promise.reject(new ApiError(404, 'Educator not found'))),
  });
  expect(await screen.findByRole('heading', { name: 'Educator not found.' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Go Back' })).toBeInTheDocument();
  expect(toastStore.getState().toasts).toEqual([]);
});

test("a failed load toasts 'Failed to fetch educator data'", async () => {
  renderDetail({
    getEducator: jest.fn(() => Promise.reject(new ApiError(500, 'Internal server error'))),
    listEducatorCourses: jest.fn(() => Promise.resolve([])),
  });
  await screen.findByRole('heading', { name: 'Educator not found.' });
  expect(toastStore.getState().toasts).toEqual([expect.objectContaining({ severity: 'error', title: 'Failed to fetch educator data' })]);
});

test('Make Inactive after confirmation shows the new status and toasts', async () => {
  const user = userEvent.setup();
  // The server keeps the change: the page reads the educator again and shows them as they now are.
  let approved = true;
  const getEducator = jest.fn(() => Promise.resolve(educator(approved)));
  const setEducatorApproval = jest.fn((_id: number, isApproved: boolean) => {
    approved = isApproved;
    return Promise.resolve(educator(isApproved));
  });
  renderDetail({ getEducator, listEducatorCourses: jest.fn(() => Promise.resolve(courses)), setEducatorApproval });
  await screen.findByRole('heading', { level: 1, name: 'Grace Hopper' });

  await user.click(screen.getByRole('button', { name: 'Make Inactive' }));
  await user.click(within(screen.getByRole('dialog', { name: 'Make Educator Inactive?' })).getByRole('button', { name: 'Make Inactive' }));
  await dialogClosed();

  expect(setEducatorApproval).toHaveBeenCalledWith(41, false);
  expect(getEducator).toHaveBeenCalledTimes(2);
  expect(screen.getByText('Inactive')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Make Active' })).toBeInTheDocument();
  expect(toastStore.getState().toasts).toEqual([expect.objectContaining({ title: 'Educator made inactive.' })]);
});

test('Remove Educator after confirmation toasts and returns to the list, without reading the educator again', async () => {
  const user = userEvent.setup();
  let removed = false;
  const getEducator = jest.fn(() => (removed ? Promise.reject(new ApiError(404, 'Educator not found')) : Promise.resolve(educator())));
  const removeEducator = jest.fn(() => {
    removed = true;
    return Promise.resolve({ message: 'Educator removed' });
  });
  renderDetail({ getEducator, listEducatorCourses: jest.fn(() => Promise.resolve(courses)), removeEducator });
  await screen.findByRole('heading', { level: 1, name: 'Grace Hopper' });

  await user.click(screen.getByRole('button', { name: 'Remove Educator' }));
  await user.click(within(screen.getByRole('dialog', { name: 'Remove Educator?' })).getByRole('button', { name: 'Remove' }));

  await waitFor(() => expect(screen.getByTestId('location').textContent).toBe(paths.admin.educators()));
  expect(removeEducator).toHaveBeenCalledWith(41);
  expect(getEducator).toHaveBeenCalledTimes(1);
  expect(toastStore.getState().toasts).toEqual([expect.objectContaining({ severity: 'success', title: 'Educator removed.' })]);
});
