import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, routes, toastStore, type TestCheckout } from '@lectern/shared-sdk';
import { renderPage } from '@lectern/shared-sdk/testing/render-page';
import { TestCheckoutPage } from './test-checkout-page';

const origin = window.location.origin;
const session = (status: TestCheckout['status']): TestCheckout => ({
  sessionId: 'tcs_7_abc',
  status,
  orderId: 7,
  email: 'maya@gmail.com',
  items: [
    { courseId: 31, title: 'Paid Web', price: 49.99, discount: 0 },
    { courseId: 32, title: 'Paid Data', price: 19.5, discount: 0 },
  ],
  total: 69.49,
  successUrl: `${origin}/checkout/success?order=7`,
  cancelUrl: `${origin}/cart?checkout=cancelled`,
});

const show = (api: Parameters<typeof renderPage>[1]['api']) =>
  renderPage(<TestCheckoutPage />, { pattern: routes.student.testCheckout, url: '/checkout/test/tcs_7_abc', api });

afterEach(() => toastStore.setState({ toasts: [] }));

test('says no card is charged, shows the order, and Pay goes back to the return page', async () => {
  const user = userEvent.setup();
  const payTestCheckout = jest.fn(() => Promise.resolve({ message: 'Payment received', redirectUrl: `${origin}/checkout/success?order=7` }));
  show({ getTestCheckout: () => Promise.resolve({ checkout: session('open') }), payTestCheckout });

  expect(await screen.findByRole('heading', { level: 1, name: 'Pay Lectern' })).toBeInTheDocument();
  expect(screen.getByText('Test mode: no card is charged')).toBeInTheDocument();
  expect(screen.getByText('Receipt to maya@gmail.com')).toBeInTheDocument();
  const lines = within(screen.getByRole('list', { name: 'Courses in this order' })).getAllByRole('listitem');
  expect(lines.map((line) => line.textContent)).toEqual(['Paid Web$49.99', 'Paid Data$19.50']);
  expect(screen.getByRole('group', { name: 'Total' })).toHaveTextContent('$69.49');
  expect(screen.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/cart?checkout=cancelled');

  await user.click(screen.getByRole('button', { name: 'Pay $69.49' }));

  expect(payTestCheckout).toHaveBeenCalledWith('tcs_7_abc');
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/checkout/success?order=7'));
});

test('a checkout given up since says so and leads back to the cart', async () => {
  const user = userEvent.setup();
  const getTestCheckout = jest
    .fn()
    .mockResolvedValueOnce({ checkout: session('open') })
    .mockResolvedValue({ checkout: session('expired') });
  const payTestCheckout = jest.fn(() => Promise.reject(new ApiError(409, 'This checkout has expired: check out again from your cart.')));
  show({ getTestCheckout, payTestCheckout });

  await user.click(await screen.findByRole('button', { name: 'Pay $69.49' }));

  expect(await screen.findByRole('heading', { name: 'This checkout has expired' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to cart' })).toHaveAttribute('href', '/cart');
  expect(toastStore.getState().toasts.map((toast) => [toast.title, toast.description])).toEqual([
    ['Payment failed', 'This checkout has expired: check out again from your cart.'],
  ]);
});

test('a paid checkout leads to its order, an unknown one says it does not exist', async () => {
  const { unmount } = show({ getTestCheckout: () => Promise.resolve({ checkout: session('complete') }) });
  expect(await screen.findByRole('heading', { name: 'This order is paid' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'View your order' })).toHaveAttribute('href', '/checkout/success?order=7');
  unmount();

  show({ getTestCheckout: () => Promise.reject(new ApiError(404, 'Checkout not found')) });
  expect(await screen.findByRole('heading', { name: 'Checkout not found' })).toBeInTheDocument();
});
