import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, paths, routes, toastStore, type LecternApi } from '@lectern/shared-sdk';
import { buildCart, buildCourse } from '@lectern/shared-sdk/testing';
import { renderPage } from '@lectern/shared-sdk/testing/render-page';
import { CartPage } from './cart-page';

const web = buildCourse({ id: 31, title: 'Paid Web', price: 49.99, instructor: 'Grace Hopper', enrolledCount: 12, duration: '3h', rating: 4.25 });
const data = buildCourse({ id: 32, title: 'Paid Data', price: 19.5, rating: null });

const show = (api: Partial<LecternApi>) => renderPage(<CartPage />, { pattern: routes.student.cart, url: paths.student.cart(), api: api });
const summaryLine = (label: string) => within(screen.getByRole('region', { name: 'Order Summary' })).getByRole('group', { name: label });

afterEach(() => toastStore.setState({ toasts: [] }));

test('lists each course with its details and sums the order', async () => {
  show({ getCart: () => Promise.resolve({ cart: buildCart([web, data]) }) });

  const items = await screen.findByRole('list', { name: 'Courses in your cart' });
  expect(screen.getByText('2 courses in your cart')).toBeInTheDocument();
  const first = within(items).getAllByRole('listitem')[0]!;
  expect(within(first).getByRole('heading', { name: 'Paid Web' })).toBeInTheDocument();
  expect(within(first).getByText('by Grace Hopper')).toBeInTheDocument();
  expect(within(first).getByText(/12 enrolled/)).toBeInTheDocument();
  expect(within(first).getByText(/Rating 4\.3/)).toBeInTheDocument();
  expect(within(first).getByText('$49.99')).toBeInTheDocument();
  expect(within(first).getByRole('link', { name: 'View Paid Web' })).toHaveAttribute('href', paths.courseDetail(31));
  expect(summaryLine('Subtotal')).toHaveTextContent('$69.49');
  expect(summaryLine('Tax')).toHaveTextContent('$0.00');
  expect(summaryLine('Total')).toHaveTextContent('$69.49');
  expect(screen.getByText('30-day money-back guarantee')).toBeInTheDocument();
});

test('removes a course and shows the empty cart when the last one goes', async () => {
  const user = userEvent.setup();
  const removeFromCart = jest.fn(() => Promise.resolve({ cart: buildCart([]) }));
  show({ getCart: () => Promise.resolve({ cart: buildCart([data]) }), removeFromCart });

  await user.click(await screen.findByRole('button', { name: 'Remove Paid Data from cart' }));

  expect(removeFromCart).toHaveBeenCalledWith(32);
  expect(await screen.findByRole('heading', { name: 'Your cart is empty' })).toBeInTheDocument();
  expect(screen.getByText('Browse our courses and add them to your cart to get started.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Browse Courses' })).toHaveAttribute('href', paths.courses());
  expect(screen.getByText('0 courses in your cart')).toBeInTheDocument();
  expect(toastStore.getState().toasts).toEqual([expect.objectContaining({ title: 'Removed from cart' })]);
});

test('checks out, empties the cart and goes to My Learning 1.5 seconds later', async () => {
  const user = userEvent.setup();
  const checkout = jest.fn(() => Promise.resolve({ message: 'Checkout successful', orderId: 1, total: 49.99, enrolledCourseIds: [31] }));
  show({ getCart: () => Promise.resolve({ cart: buildCart([web]) }), checkout });

  await user.click(await screen.findByRole('button', { name: 'Checkout' }));

  // The total the page showed goes with it.
  expect(checkout).toHaveBeenCalledWith(49.99);
  expect(await screen.findByText('0 courses in your cart')).toBeInTheDocument();
  expect(toastStore.getState().toasts).toEqual([expect.objectContaining({ title: 'Checkout successful!', severity: 'success' })]);
  expect(screen.getByRole('status', { name: 'Current path' }).textContent).toBe(paths.student.cart());
  await waitFor(() => expect(screen.getByRole('status', { name: 'Current path' }).textContent).toBe(paths.student.myLearning()), {
    timeout: 3000,
  });
});

test("keeps the cart and shows the server's message when checkout fails", async () => {
  const user = userEvent.setup();
  show({ getCart: () => Promise.resolve({ cart: buildCart([web]) }), checkout: () => Promise.reject(new ApiError(400, 'Your cart is empty')) });

  await user.click(await screen.findByRole('button', { name: 'Checkout' }));

  expect(toastStore.getState().toasts).toEqual([
    expect.objectContaining({ title: 'Checkout failed', description: 'Your cart is empty', severity: 'error' }),
  ]);
  expect(screen.getByText('1 course in your cart')).toBeInTheDocument();
});

test('refuses to charge a changed price: says so and shows the new total', async () => {
  const user = userEvent.setup();
  const getCart = jest
    .fn()
    .mockResolvedValueOnce({ cart: buildCart([web]) })
    .mockResolvedValueOnce({ cart: buildCart([{ ...web, price: 99 }]) });
  const checkout = jest.fn(() => Promise.reject(new ApiError(409, 'Prices in your cart have changed', { code: 'prices_changed' })));
  show({ getCart, checkout });

  await user.click(await screen.findByRole('button', { name: 'Checkout' }));

  expect(toastStore.getState().toasts).toEqual([
    expect.objectContaining({
      title: 'Checkout failed',
      description: 'Prices in your cart have changed. Check the new total, then check out again.',
    }),
  ]);
  expect(await screen.findAllByText('$99.00')).not.toHaveLength(0);
  expect(screen.getByRole('status', { name: 'Current path' }).textContent).toBe(paths.student.cart());
});

test('reports a cart that cannot be loaded', async () => {
  show({ getCart: () => Promise.reject(new ApiError(500, 'Internal server error')) });

  expect(await screen.findByRole('heading', { name: 'Your cart is empty' })).toBeInTheDocument();
  expect(toastStore.getState().toasts).toEqual([expect.objectContaining({ title: 'Failed to fetch cart', severity: 'error' })]);
});

test('marks a course that can no longer be bought, leaves it out of the total and offers Remove instead of Checkout', async () => {
  const user = userEvent.setup();
  const gone = { ...data, unavailable: { reason: 'deleted' as const, message: 'No longer for sale: this course was deleted.' } };
  const removeFromCart = jest.fn(() => Promise.resolve({ cart: buildCart([web]) }));
  const checkout = jest.fn();
  show({ getCart: () => Promise.resolve({ cart: buildCart([web, gone]) }), removeFromCart, checkout });

  const items = await screen.findByRole('list', { name: 'Courses in your cart' });
  const goneRow = within(items).getAllByRole('listitem')[1]!;
  expect(within(goneRow).getByText('No longer for sale: this course was deleted. Remove it to check out.')).toBeInTheDocument();
  // A deleted course has no page to view.
  expect(within(goneRow).queryByRole('link', { name: 'View Paid Data' })).not.toBeInTheDocument();
  expect(summaryLine('Total')).toHaveTextContent('$49.99');
  const checkoutButton = screen.getByRole('button', { name: 'Checkout' });
  expect(checkoutButton).toBeDisabled();
  expect(checkoutButton).toHaveAccessibleDescription('A course in your cart can no longer be bought. Remove it to check out.');

  await user.click(within(goneRow).getByRole('button', { name: 'Remove Paid Data from cart' }));

  expect(removeFromCart).toHaveBeenCalledWith(32);
  await waitFor(() => expect(screen.getByRole('button', { name: 'Checkout' })).toBeEnabled());
  expect(screen.getByText('1 course in your cart')).toBeInTheDocument();
  expect(checkout).not.toHaveBeenCalled();
});

test("shows the server's words when checkout finds a course that can no longer be bought", async () => {
  const user = userEvent.setup();
  const message = 'This course in your cart cannot be bought now: “Paid Web” (back in review). Remove it, then check out again.';
  show({ getCart: () => Promise.resolve({ cart: buildCart([web]) }), checkout: () => Promise.reject(new ApiError(409, message)) });

  await user.click(await screen.findByRole('button', { name: 'Checkout' }));

  expect(toastStore.getState().toasts).toEqual([expect.objectContaining({ title: 'Checkout failed', description: message, severity: 'error' })]);
});

test('with payments on, checkout opens the payment page and keeps the cart until the payment is confirmed', async () => {
  const user = userEvent.setup();
  const checkoutUrl = `${window.location.origin}/checkout/test/tcs_7_abc`;
  const checkout = jest.fn(() => Promise.resolve({ message: 'Continue to payment', orderId: 7, total: 49.99, enrolledCourseIds: [], checkoutUrl }));
  show({ getCart: () => Promise.resolve({ cart: buildCart([web]) }), checkout });

  await user.click(await screen.findByRole('button', { name: 'Checkout' }));

  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/checkout/test/tcs_7_abc'));
  expect(toastStore.getState().toasts).toEqual([]);
});

test('back from the payment page without paying, it says nothing was charged until dismissed', async () => {
  const user = userEvent.setup();
  renderPage(<CartPage />, {
    pattern: routes.student.cart,
    url: '/cart?checkout=cancelled',
    api: { getCart: () => Promise.resolve({ cart: buildCart([web]) }) },
  });

  const notice = await screen.findByRole('alert');
  expect(notice).toHaveTextContent('Payment cancelled');
  expect(notice).toHaveTextContent('Nothing was charged, and your cart is as you left it.');
  await user.click(within(notice).getByRole('button', { name: 'Close' }));

  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(screen.getByTestId('location')).toHaveTextContent(/^\/cart$/);
  expect(await screen.findByRole('list', { name: 'Courses in your cart' })).toBeInTheDocument();
});

describe('coupons', () => {
  const coupon = { code: 'ADA20', description: '20% off courses by Ada Okafor' };
  const discounted = buildCart([web, data], { coupon, discountedPrices: { 31: 39.99, 32: 15.6 } });

  test('applies a code: the discount is a line of its own, and each course it applies to shows its old price struck through', async () => {
    const user = userEvent.setup();
    const applyCoupon = jest.fn(() => Promise.resolve({ message: 'Coupon applied', cart: discounted }));
    show({ getCart: () => Promise.resolve({ cart: buildCart([web, data]) }), applyCoupon });

    expect(await screen.findByRole('textbox', { name: 'Coupon code' })).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Order Summary' })).queryByRole('group', { name: /Discount/ })).not.toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Coupon code' }), ' ada20 ');
    await user.click(screen.getByRole('button', { name: 'Apply' }));

    expect(applyCoupon).toHaveBeenCalledWith({ code: 'ada20' });
    expect(await screen.findByText('Coupon ADA20')).toBeInTheDocument();
    expect(screen.getByText('20% off courses by Ada Okafor')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Coupon code' })).not.toBeInTheDocument();
    // The keyboard stays where it was working: on the applied code's Remove, not back at the top of the page.
    expect(screen.getByRole('button', { name: 'Remove coupon ADA20' })).toHaveFocus();
    expect(summaryLine('Subtotal')).toHaveTextContent('$69.49');
    expect(summaryLine('Discount (ADA20)')).toHaveTextContent('−$13.90');
    expect(summaryLine('Total')).toHaveTextContent('$55.59');
    const first = within(screen.getByRole('list', { name: 'Courses in your cart' })).getAllByRole('listitem')[0]!;
    expect(within(first).getByText('$39.99 with the coupon, was $49.99')).toBeInTheDocument();
    expect(within(first).getByText('$49.99').tagName).toBe('S');
    expect(toastStore.getState().toasts).toEqual([expect.objectContaining({ title: 'Coupon applied', severity: 'success' })]);
  });

  test('says why a code is refused under the field, announced, and keeps what was typed; Enter applies too', async () => {
    const user = userEvent.setup();
    const message = 'This coupon has ended: it could be used until March 1, 2026 at 12:00 AM UTC.';
    const applyCoupon = jest.fn(() => Promise.reject(new ApiError(409, message)));
    show({ getCart: () => Promise.resolve({ cart: buildCart([web]) }), applyCoupon });

    const field = await screen.findByRole('textbox', { name: 'Coupon code' });
    await user.type(field, 'OLDCODE{Enter}');

    expect(applyCoupon).toHaveBeenCalledWith({ code: 'OLDCODE' });
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(message);
    expect(field).toHaveValue('OLDCODE');
    expect(summaryLine('Total')).toHaveTextContent('$49.99');
    expect(toastStore.getState().toasts).toEqual([]);

    // Typing again clears the refusal.
    await user.type(field, 'X');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(field).not.toHaveAttribute('aria-invalid', 'true');
  });

  test('removes the code: the prices and the total are whole again', async () => {
    const user = userEvent.setup();
    const removeCoupon = jest.fn(() => Promise.resolve({ message: 'Coupon removed', cart: buildCart([web, data]) }));
    show({ getCart: () => Promise.resolve({ cart: discounted }), removeCoupon });

    expect(await screen.findByRole('group', { name: 'Discount (ADA20)' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove coupon ADA20' }));

    expect(removeCoupon).toHaveBeenCalled();
    expect(await screen.findByRole('textbox', { name: 'Coupon code' })).toHaveFocus();
    expect(screen.queryByRole('group', { name: 'Discount (ADA20)' })).not.toBeInTheDocument();
    expect(summaryLine('Total')).toHaveTextContent('$69.49');
    expect(screen.queryByText(/with the coupon, was/)).not.toBeInTheDocument();
    expect(toastStore.getState().toasts).toEqual([expect.objectContaining({ title: 'Coupon removed' })]);
  });

  test('checks out for the discounted total', async () => {
    const user = userEvent.setup();
    const checkout = jest.fn(() => Promise.resolve({ message: 'Checkout successful', orderId: 3, total: 55.59, enrolledCourseIds: [31, 32] }));
    show({ getCart: () => Promise.resolve({ cart: discounted }), checkout });

    await user.click(await screen.findByRole('button', { name: 'Checkout' }));

    expect(checkout).toHaveBeenCalledWith(55.59);
    expect(await screen.findByText('0 courses in your cart')).toBeInTheDocument();
  });

  test('a coupon that no longer applies says why and keeps Checkout closed until it is removed', async () => {
    const ended = {
      ...discounted,
      discount: 0,
      total: 69.49,
      courseIds: discounted.courseIds.map((course) => ({ ...course, discountedPrice: null })),
    };
    const reason = { reason: 'used-up' as const, message: 'This coupon has been used up.' };
    show({ getCart: () => Promise.resolve({ cart: { ...ended, coupon: { ...coupon, unavailable: reason } } }) });

    expect(await screen.findByText('This coupon has been used up.')).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Discount (ADA20)' })).not.toBeInTheDocument();
    const checkoutButton = screen.getByRole('button', { name: 'Checkout' });
    expect(checkoutButton).toBeDisabled();
    expect(checkoutButton).toHaveAccessibleDescription('The coupon ADA20 no longer applies. Remove it to check out.');
  });
});
