import { screen, within } from '@testing-library/react';
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
    { courseId: 31, title: 'Paid Web', price: 49.99, discount: 0 },
    { courseId: null, title: 'A course deleted since', price: 19.5, discount: 0 },
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
  items: [{ courseId: 40, title: 'Next', price: 10, discount: 0 }],
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
      { courseId: 31, title: 'Paid Web', price: 39.99, discount: 10 },
      { courseId: 32, title: 'Paid Data', price: 19.5, discount: 0 },
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
