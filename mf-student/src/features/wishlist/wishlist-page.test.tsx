import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { paths, routes, toastStore, type Course, type LecternApi } from '@lectern/shared-sdk';
import { buildCart, buildCourse, buildEnrollment } from '@lectern/shared-sdk/testing';
import { renderPage } from '@lectern/shared-sdk/testing/render-page';
import { WishlistPage } from './wishlist-page';

const paid = buildCourse({ id: 41, title: 'Paid Design', price: 39.99, instructor: 'Ada Okafor' });
const free = buildCourse({ id: 42, title: 'Free Sketching', price: 0 });

const show = (courses: Course[], api: Partial<LecternApi> = {}) =>
  renderPage(<WishlistPage />, {
    pattern: routes.student.wishlist,
    url: paths.student.wishlist(),
    api: { getWishlist: () => Promise.resolve({ courses }), getCart: () => Promise.resolve({ cart: buildCart([]) }), ...api },
  });
const rowOf = async (title: string) => within((await screen.findByRole('heading', { name: title })).closest('li')!);
const path = () => screen.getByRole('status', { name: 'Current path' }).textContent;

afterEach(() => toastStore.setState({ toasts: [] }));

test('lists the saved courses with their price and what a student can do with each', async () => {
  show([paid, free]);
  const list = await screen.findByRole('list', { name: 'Saved courses' });
  expect(within(list).getAllByRole('listitem')).toHaveLength(2);
  expect(screen.getByText('2 saved courses')).toBeInTheDocument();
  const design = await rowOf('Paid Design');
  expect(design.getByText('$39.99')).toBeInTheDocument();
  expect(design.getByRole('button', { name: 'Enroll' })).toBeInTheDocument();
  expect(design.getByRole('button', { name: 'Add to Cart' })).toBeInTheDocument();
  // A free course is enrolled in directly: no cart.
  expect((await rowOf('Free Sketching')).queryByRole('button', { name: 'Add to Cart' })).toBeNull();
});

test('puts a paid course in the cart, enrols in a free one and opens it', async () => {
  const user = userEvent.setup();
  const addToCart = jest.fn(() => Promise.resolve({ message: 'Added to cart', cart: buildCart([paid]) }));
  const enroll = jest.fn(() => Promise.resolve({ message: 'Enrolled', enrollment: buildEnrollment({ courseId: free }) }));
  show([paid, free], { addToCart, enroll });

  await user.click((await rowOf('Paid Design')).getByRole('button', { name: 'Add to Cart' }));
  expect(addToCart).toHaveBeenCalledWith(41);
  expect(await (await rowOf('Paid Design')).findByRole('link', { name: 'Go to Cart' })).toHaveAttribute('href', paths.student.cart());

  await user.click((await rowOf('Free Sketching')).getByRole('button', { name: 'Enroll' }));
  expect(enroll).toHaveBeenCalledWith(42);
  expect(await screen.findByText(paths.student.learn(42))).toBeInTheDocument();
  expect(path()).toBe(paths.student.learn(42));
});

test('takes a course out, and says so when nothing is left', async () => {
  const user = userEvent.setup();
  const unsaveCourse = jest.fn(() => Promise.resolve({ message: 'Removed from your wishlist', courses: [] }));
  show([paid], { unsaveCourse });

  await user.click(await screen.findByRole('button', { name: 'Remove Paid Design from your wishlist' }));
  expect(unsaveCourse).toHaveBeenCalledWith(41);
  expect(await screen.findByRole('heading', { name: 'Your wishlist is empty' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Browse Courses' })).toHaveAttribute('href', paths.courses());
  expect(toastStore.getState().toasts).toEqual([expect.objectContaining({ title: 'Removed from your wishlist' })]);
});
