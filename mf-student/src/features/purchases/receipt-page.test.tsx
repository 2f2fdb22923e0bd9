import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, routes, type Order } from '@lectern/shared-sdk';
import { buildUser } from '@lectern/shared-sdk/testing';
import { renderPage, resetStores, signInAs } from '@lectern/shared-sdk/testing/render-page';
import { ReceiptPage } from './receipt-page';

const order: Order = {
  _id: '35',
  id: 35,
  status: 'paid',
  total: 57,
  couponCode: 'QUARTER',
  discount: 12.5,
  createdAt: '2026-11-27T10:00:00.000Z',
  paidAt: '2026-11-27T10:00:05.000Z',
  items: [
    { courseId: 31, title: 'Paid Web', price: 37.5, discount: 12.5, refund: null, refundableUntil: null },
    { courseId: 32, title: 'Paid Data', price: 19.5, discount: 0, refund: null, refundableUntil: null },
  ],
  checkoutUrl: null,
  paymentMode: 'stripe',
};

const show = (getOrder: () => Promise<{ order: Order }>) =>
  renderPage(<ReceiptPage />, { pattern: routes.student.receipt, url: '/student/purchases/35/receipt', api: { getOrder } });

beforeEach(() => {
  resetStores();
  signInAs(buildUser({ name: 'Maya Student', email: 'maya@gmail.com', role: 'student' }));
});

test('shows who paid, when, how, each course with its coupon and the total, and prints', async () => {
  const user = userEvent.setup();
  const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
  show(() => Promise.resolve({ order }));

  const receipt = await screen.findByRole('article', { name: 'Receipt' });
  expect(receipt).toHaveTextContent('LEC-000035');
  expect(receipt).toHaveTextContent('Maya Student, maya@gmail.com');
  expect(receipt).toHaveTextContent('Card, through Stripe');
  expect(screen.getByRole('group', { name: 'Paid Web' })).toHaveTextContent('$50.00');
  expect(screen.getByRole('group', { name: 'Coupon QUARTER' })).toHaveTextContent('-$12.50');
  expect(screen.getByRole('group', { name: 'Total paid' })).toHaveTextContent('$57.00');

  await user.click(screen.getByRole('button', { name: 'Print' }));
  expect(print).toHaveBeenCalledTimes(1);
  print.mockRestore();
});

test('an order not paid has no receipt; one that is not theirs is not found', async () => {
  const { unmount } = show(() => Promise.resolve({ order: { ...order, status: 'pending', paidAt: null } }));
  expect(await screen.findByRole('heading', { name: 'This order is not paid' })).toBeInTheDocument();
  unmount();
  show(() => Promise.reject(new ApiError(404, 'Order not found')));
  expect(await screen.findByRole('heading', { name: 'Receipt not found' })).toBeInTheDocument();
});
