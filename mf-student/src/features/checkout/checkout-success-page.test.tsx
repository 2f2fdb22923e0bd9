import { act, screen } from '@testing-library/react';
import { ApiError, PAYMENT_POLL_MS, routes, type Order } from '@lectern/shared-sdk';
import { renderPage } from '@lectern/shared-sdk/testing/render-page';
import { CheckoutSuccessPage } from './checkout-success-page';

const order = (status: Order['status']): Order => ({
  _id: '7',
  id: 7,
  status,
  total: 49.99,
  couponCode: null,
  paymentMode: 'stripe',
  discount: 0,
  createdAt: '2026-11-27T10:00:00.000Z',
  paidAt: status === 'paid' ? '2026-11-27T10:00:05.000Z' : null,
  items: [{ courseId: 31, title: 'Paid Web', price: 49.99, discount: 0, refund: null, refundableUntil: null }],
  checkoutUrl: status === 'pending' ? 'https://checkout.stripe.com/c/pay/cs_test_1' : null,
});

const show = (getOrder: jest.Mock, url = '/checkout/success?order=7') =>
  renderPage(<CheckoutSuccessPage />, { pattern: routes.student.checkoutSuccess, url, api: { getOrder } });

afterEach(() => jest.useRealTimers());

test('waits for the payment to be confirmed, asking again, then thanks the student', async () => {
  jest.useFakeTimers();
  const getOrder = jest
    .fn()
    .mockResolvedValueOnce({ order: order('pending') })
    .mockResolvedValue({ order: order('paid') });
  show(getOrder);

  expect(await screen.findByRole('heading', { level: 1, name: 'Confirming your payment' })).toBeInTheDocument();
  // Said to screen readers as it changes: the words sit in a live region.
  expect(screen.getByText(/This page updates by itself/).closest('[role="status"]')).not.toBeNull();
  expect(getOrder).toHaveBeenCalledWith(7);

  await act(() => jest.advanceTimersByTimeAsync(PAYMENT_POLL_MS));

  expect(await screen.findByRole('heading', { level: 1, name: 'Thank you for your purchase!' })).toBeInTheDocument();
  expect(screen.getByText(/^Payment received\. Your course is in My Learning/)).toHaveAttribute('role', 'status');
  expect(screen.getByRole('link', { name: 'Go to My Learning' })).toHaveAttribute('href', '/my-learning');
  const calls = getOrder.mock.calls.length;
  await act(() => jest.advanceTimersByTimeAsync(PAYMENT_POLL_MS * 3));
  // Paid is final: the page stops asking.
  expect(getOrder.mock.calls.length).toBe(calls);
});

test('a payment that did not go through leads back to the cart; an order that is not theirs is not found', async () => {
  const { unmount } = show(jest.fn().mockResolvedValue({ order: order('expired') }));
  expect(await screen.findByRole('heading', { name: 'This payment did not go through' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to cart' })).toHaveAttribute('href', '/cart');
  unmount();

  show(jest.fn().mockRejectedValue(new ApiError(404, 'Order not found')));
  expect(await screen.findByRole('heading', { name: 'Order not found' })).toBeInTheDocument();
});
