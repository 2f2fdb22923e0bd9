import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { routes, type Order } from '@lectern/shared-sdk';
import { renderPage } from '@lectern/shared-sdk/testing/render-page';
import { PurchasesPage } from './purchases-page';

const paid: Order = {
  _id: '8',
  id: 8,
  status: 'paid',
  total: 69.49,
  couponCode: null,
  paymentMode: 'stripe',
  discount: 0,
  createdAt: '2026-11-20T10:00:00.000Z',
  paidAt: '2026-11-20T10:00:05.000Z',
  items: [
    { courseId: 31, title: 'Paid Web', price: 49.99, discount: 0, refund: null, refundableUntil: null },
    { courseId: null, title: 'A course deleted since', price: 19.5, discount: 0, refund: null, refundableUntil: null },
  ],
  checkoutUrl: null,
};
const pending: Order = {
  ...paid,
  _id: '9',
  id: 9,
  status: 'pending',
  paidAt: null,
  total: 10,
  items: [{ courseId: 40, title: 'Next', price: 10, discount: 0, refund: null, refundableUntil: null }],
  checkoutUrl: 'https://checkout.stripe.com/c/pay/cs_test_9',
};

test("lists the student's orders with their courses, totals and states; a pending one can be paid", async () => {
  renderPage(<PurchasesPage />, {
    pattern: routes.student.purchases,
    url: '/student/purchases',
    api: { listMyOrders: () => Promise.resolve({ orders: [pending, paid] }) },
  });

  const orders = await screen.findAllByRole('article');
  expect(orders.map((order) => within(order).getByRole('heading').textContent)).toEqual(['Order 9', 'Order 8']);
  const [waiting, done] = orders as [HTMLElement, HTMLElement];
  expect(within(waiting).getByText('Awaiting payment')).toBeInTheDocument();
  expect(within(waiting).getByRole('link', { name: 'Continue to payment' })).toHaveAttribute('href', pending.checkoutUrl);
  expect(within(done).getByText('Paid')).toBeInTheDocument();
  expect(within(done).getByText('A course deleted since')).toBeInTheDocument();
  expect(within(done).getByRole('group', { name: 'Total' })).toHaveTextContent('$69.49');
  expect(within(done).queryByRole('link', { name: 'Continue to payment' })).not.toBeInTheDocument();
  expect(within(done).getByRole('link', { name: 'Receipt for order 8' })).toHaveAttribute('href', '/student/purchases/8/receipt');
  expect(within(waiting).queryByRole('link', { name: /^Receipt/ })).not.toBeInTheDocument();
});

test('shows what a coupon took off each course of an order', async () => {
  const withCoupon: Order = {
    ...paid,
    couponCode: 'ADA20',
    discount: 10,
    total: 59.49,
    items: [
      { courseId: 31, title: 'Paid Web', price: 39.99, discount: 10, refund: null, refundableUntil: null },
      { courseId: 32, title: 'Paid Data', price: 19.5, discount: 0, refund: null, refundableUntil: null },
    ],
  };
  renderPage(<PurchasesPage />, {
    pattern: routes.student.purchases,
    url: '/student/purchases',
    api: { listMyOrders: () => Promise.resolve({ orders: [withCoupon] }) },
  });

  const lines = await screen.findByRole('list', { name: 'Courses in order 8' });
  const [discounted, full] = within(lines).getAllByRole('listitem') as [HTMLElement, HTMLElement];
  expect(discounted).toHaveTextContent('$39.99$10.00 off with the coupon');
  expect(within(full).queryByText(/off with the coupon/)).not.toBeInTheDocument();
  expect(screen.getByRole('group', { name: 'Total' })).toHaveTextContent('$59.49');
});

test('says when there is nothing bought yet', async () => {
  renderPage(<PurchasesPage />, {
    pattern: routes.student.purchases,
    url: '/student/purchases',
    api: { listMyOrders: () => Promise.resolve({ orders: [] }) },
  });
  expect(await screen.findByRole('heading', { name: 'No purchases yet' })).toBeInTheDocument();
});

test("offers a refund on a paid course within 30 days, states the policy, and shows each line's refund", async () => {
  const user = userEvent.setup();
  const line = (courseId: number, title: string, extra: Partial<Order['items'][number]>): Order['items'][number] => ({
    courseId,
    title,
    price: 25,
    discount: 0,
    refund: null,
    refundableUntil: null,
    ...extra,
  });
  const order = (items: Order['items']): Order => ({ ...paid, total: 100, items });
  const refundId = { _id: '5', id: 5 };
  const before = order([
    line(31, 'Paid Web', { refundableUntil: '2026-12-20T10:00:05.000Z' }),
    line(32, 'Paid Data', { refund: { ...refundId, status: 'refunded', declineReason: null } }),
    line(33, 'Paid Design', { refund: { _id: '6', id: 6, status: 'declined', declineReason: 'Most of it was watched' } }),
    line(34, 'Paid Audio', { refund: { _id: '7', id: 7, status: 'requested', declineReason: null } }),
  ]);
  const after = order([line(31, 'Paid Web', { refund: { _id: '8', id: 8, status: 'requested', declineReason: null } }), ...before.items.slice(1)]);
  const listMyOrders = jest
    .fn()
    .mockResolvedValueOnce({ orders: [before] })
    .mockResolvedValue({ orders: [after] });
  const requestRefund = jest.fn(() =>
    Promise.resolve({
      refund: {
        _id: '8',
        id: 8,
        orderId: 8,
        courseId: 31,
        courseTitle: 'Paid Web',
        student: null,
        amount: 25,
        watchedPercent: 45,
        reason: 'Too basic',
        source: 'student' as const,
        status: 'requested' as const,
        declineReason: null,
        requestedAt: '2026-11-21T10:00:00.000Z',
        decidedAt: null,
      },
    }),
  );
  renderPage(<PurchasesPage />, { pattern: routes.student.purchases, url: '/student/purchases', api: { listMyOrders, requestRefund } });

  const lines = within(await screen.findByRole('list', { name: 'Courses in order 8' })).getAllByRole('listitem');
  const [web, data, design, audio] = lines as [HTMLElement, HTMLElement, HTMLElement, HTMLElement];
  expect(data).toHaveTextContent('Refunded');
  expect(design).toHaveTextContent('Refund declined: Most of it was watched');
  expect(audio).toHaveTextContent('Refund requested');
  for (const decided of [data, design, audio]) expect(within(decided).queryByRole('button', { name: /^Request refund/ })).not.toBeInTheDocument();

  await user.click(within(web).getByRole('button', { name: /^Request refund for / }));
  const dialog = await screen.findByRole('dialog', { name: 'Request a refund?' });
  expect(dialog).toHaveTextContent('within 30 days of payment');
  expect(dialog).toHaveTextContent('less than 30 % of Paid Web, $25.00 goes back to you at once');
  expect(dialog).toHaveTextContent('otherwise its educator reviews your request');
  await user.type(within(dialog).getByRole('textbox', { name: 'Reason (optional)' }), 'Too basic');
  await user.click(within(dialog).getByRole('button', { name: 'Request refund' }));

  expect(requestRefund).toHaveBeenCalledWith(8, { courseId: 31, reason: 'Too basic' });
  const [updated] = within(await screen.findByRole('list', { name: 'Courses in order 8' })).getAllByRole('listitem') as [HTMLElement];
  await within(updated).findByText('Refund requested');
  expect(within(updated).queryByRole('button', { name: /^Request refund/ })).not.toBeInTheDocument();
});
