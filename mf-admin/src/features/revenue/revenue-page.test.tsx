import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { routes, type RefundRequest, type Revenue } from '@lectern/shared-sdk';
import { renderPage } from '@lectern/shared-sdk/testing/render-page';
import { RevenuePage } from './revenue-page';

const revenue: Revenue = {
  totals: { sales: 4, refunds: 0, gross: 220, coupons: 0, platformFees: 44, paymentFees: 6.4, net: 169.6 },
  months: [{ month: '2026-11', sales: 4, refunds: 0, gross: 220, coupons: 0, platformFees: 44, paymentFees: 6.4, net: 169.6 }],
  platformFeePercent: 20,
};

test("shows the platform's revenue, the fees and the educators' share, by month", async () => {
  renderPage(<RevenuePage />, {
    pattern: routes.admin.revenue,
    url: '/admin/revenue',
    api: { getRevenue: () => Promise.resolve({ revenue }), listAdminRefunds: () => Promise.resolve({ refunds: [], disputes: [] }) },
  });

  const month = within(await screen.findByRole('table', { name: 'By month' })).getAllByRole('row')[1] as HTMLElement;
  expect(screen.getByRole('group', { name: 'Platform revenue' })).toHaveTextContent('$44.00');
  expect(screen.getByRole('group', { name: 'Gross sales' })).toHaveTextContent('4 sales');
  expect(screen.getByRole('group', { name: "Educators' share" })).toHaveTextContent('$169.60');
  expect(month).toHaveTextContent('November 2026');
  expect(month).toHaveTextContent('-$6.40');
});

test('lists refund requests for an admin to decide, and disputed payments', async () => {
  const user = userEvent.setup();
  const waiting: RefundRequest = {
    _id: '5',
    id: 5,
    orderId: 8,
    courseId: 4,
    courseTitle: 'Paid Web',
    student: { _id: '21', id: 21, name: 'Ada Lovelace' },
    amount: 49.99,
    watchedPercent: 80,
    reason: null,
    source: 'student',
    status: 'requested',
    declineReason: null,
    requestedAt: '2026-11-21T10:00:00.000Z',
    decidedAt: null,
  };
  const declineRefund = jest.fn(() => Promise.resolve({ refund: { ...waiting, status: 'declined' as const, declineReason: 'Watched to the end' } }));
  renderPage(<RevenuePage />, {
    pattern: routes.admin.revenue,
    url: '/admin/revenue',
    api: {
      getRevenue: () => Promise.resolve({ revenue }),
      listAdminRefunds: () =>
        Promise.resolve({
          refunds: [waiting],
          disputes: [{ orderId: 12, student: { _id: '30', id: 30, name: 'Edsger Dijkstra' }, total: 25, disputedAt: '2026-11-22T10:00:00.000Z' }],
        }),
      declineRefund,
    },
  });

  await screen.findByRole('rowheader', { name: 'Ada Lovelace' });
  const row = within(screen.getByRole('table', { name: 'Waiting for a decision' })).getAllByRole('row')[1] as HTMLElement;
  expect(row).toHaveTextContent('Ada Lovelace');
  expect(row).toHaveTextContent('80%');
  expect(row).toHaveTextContent('$49.99');
  const disputes = screen.getByRole('table', { name: /Disputed payments/ });
  expect(within(disputes).getByRole('rowheader')).toHaveTextContent('Order 12');
  expect(disputes).toHaveTextContent('Edsger Dijkstra');

  await user.click(within(row).getByRole('button', { name: 'Decline the refund of Paid Web for Ada Lovelace' }));
  const dialog = await screen.findByRole('dialog', { name: 'Decline this refund?' });
  await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Watched to the end');
  await user.click(within(dialog).getByRole('button', { name: 'Decline refund' }));
  expect(declineRefund).toHaveBeenCalledWith(5, { reason: 'Watched to the end' });
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
});
