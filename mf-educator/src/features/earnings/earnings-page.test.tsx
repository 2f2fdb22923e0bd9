import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, routes, toastStore, type Earnings, type RefundRequest } from '@lectern/shared-sdk';
import { renderPage } from '@lectern/shared-sdk/testing/render-page';
import { EarningsPage } from './earnings-page';

const money = { sales: 2, refunds: 0, gross: 99.98, coupons: 10, platformFees: 18, paymentFees: 3.2, net: 68.78 };
const earnings: Earnings = {
  totals: { ...money, sales: 3, refunds: 1 },
  months: [
    { month: '2026-11', ...money },
    { month: '2026-10', ...money, sales: 1, refunds: 1 },
  ],
  courses: [{ courseId: 4, title: 'Paid Web', ...money }],
  platformFeePercent: 20,
  payouts: { status: 'off', paidOut: 0, waiting: 0 },
};

const show = (api: Parameters<typeof renderPage>[1]['api'], url = '/educator/earnings') =>
  renderPage(<EarningsPage />, {
    pattern: routes.educator.earnings,
    url,
    api: { listEducatorRefunds: () => Promise.resolve({ refunds: [], disputes: [] }), ...api },
  });

afterEach(() => toastStore.setState({ toasts: [] }));

test('shows what the courses earned after coupons and fees, by month and by course', async () => {
  show({ getMyEarnings: () => Promise.resolve({ earnings }) });

  expect(await screen.findByText(/after coupons, the platform's 20% and payment fees/)).toBeInTheDocument();
  expect(screen.getByRole('group', { name: 'Your earnings' })).toHaveTextContent('$68.78');
  expect(screen.getByRole('group', { name: 'Sales' })).toHaveTextContent('1 refunded');
  expect(screen.getByRole('group', { name: 'Fees' })).toHaveTextContent('$21.20');

  const months = await screen.findByRole('table', { name: 'By month' });
  const [november, october] = within(months).getAllByRole('row').slice(1) as [HTMLElement, HTMLElement];
  expect(within(november).getByRole('rowheader')).toHaveTextContent('November 2026');
  expect(november).toHaveTextContent('-$10.00');
  expect(november).toHaveTextContent('$68.78');
  expect(october).toHaveTextContent('1 (1 refunded)');
  const courses = screen.getByRole('table', { name: 'By course' });
  expect(within(courses).getByRole('rowheader')).toHaveTextContent('Paid Web');
});

test('has no payouts while payments are off', async () => {
  show({ getMyEarnings: () => Promise.resolve({ earnings }) });
  expect(await screen.findByRole('table', { name: 'By month' })).toBeInTheDocument();
  expect(screen.queryByRole('region', { name: 'Payouts' })).not.toBeInTheDocument();
});

test('keeps earnings until a payout account is connected, and connecting one reads the payouts again', async () => {
  const user = userEvent.setup();
  const waiting: Earnings = { ...earnings, payouts: { status: 'not_connected', paidOut: 0, waiting: 68.78 } };
  const connected: Earnings = { ...earnings, payouts: { status: 'enabled', paidOut: 68.78, waiting: 0 } };
  const getMyEarnings = jest.fn().mockResolvedValueOnce({ earnings: waiting }).mockResolvedValue({ earnings: connected });
  // The test payment mode: the account is connected at once, and the address is this page's.
  const startPayoutOnboarding = jest.fn(() => Promise.resolve({ url: `${window.location.origin}/educator/earnings?payouts=return` }));
  show({ getMyEarnings, startPayoutOnboarding });

  const payouts = await screen.findByRole('region', { name: 'Payouts' });
  expect(payouts).toHaveTextContent('Until you do, they are kept for you.');
  expect(within(payouts).getByRole('group', { name: 'Waiting to be paid out' })).toHaveTextContent('$68.78');
  await user.click(within(payouts).getByRole('button', { name: 'Connect payout account' }));

  expect(startPayoutOnboarding).toHaveBeenCalledTimes(1);
  expect(await within(payouts).findByText('Your payout account is connected.')).toBeInTheDocument();
  expect(screen.getByTestId('location')).toHaveTextContent('/educator/earnings?payouts=return');
  expect(within(payouts).getByRole('group', { name: 'Paid out' })).toHaveTextContent('$68.78');
  expect(within(payouts).queryByRole('button')).not.toBeInTheDocument();
});

test('back from Stripe while it checks the details, or with an expired link, says so and offers to continue', async () => {
  const onboarding: Earnings = { ...earnings, payouts: { status: 'onboarding', paidOut: 0, waiting: 10 } };
  const first = show({ getMyEarnings: () => Promise.resolve({ earnings: onboarding }) }, '/educator/earnings?payouts=return');
  expect(await screen.findByText('Stripe is checking your details. This page updates when it is done.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Continue setup' })).toBeEnabled();
  first.unmount();

  show({ getMyEarnings: () => Promise.resolve({ earnings: onboarding }) }, '/educator/earnings?payouts=refresh');
  expect(await screen.findByText('The setup link expired. Continue setup to get a new one.')).toBeInTheDocument();
});

test('says when nothing is sold yet, and when the download fails', async () => {
  const user = userEvent.setup();
  const downloadMyEarningsCsv = jest.fn(() => Promise.reject(new ApiError(503, 'The database is busy')));
  show({ getMyEarnings: () => Promise.resolve({ earnings: { ...earnings, months: [], courses: [] } }), downloadMyEarningsCsv });

  expect(await screen.findByText(/No sales yet/)).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Download CSV' }));

  expect(downloadMyEarningsCsv).toHaveBeenCalledTimes(1);
  await waitFor(() =>
    expect(toastStore.getState().toasts.map((toast) => [toast.title, toast.description])).toEqual([
      ['Failed to download your earnings', 'The database is busy'],
    ]),
  );
  expect(screen.getByRole('button', { name: 'Download CSV' })).toBeEnabled();
});

const request = (id: number, extra: Partial<RefundRequest> = {}): RefundRequest => ({
  _id: String(id),
  id,
  orderId: 8,
  courseId: 4,
  courseTitle: 'Paid Web',
  student: { _id: '21', id: 21, name: 'Ada Lovelace' },
  amount: 49.99,
  watchedPercent: 45,
  reason: 'Too basic for me',
  source: 'student',
  status: 'requested',
  declineReason: null,
  requestedAt: '2026-11-21T10:00:00.000Z',
  decidedAt: null,
  ...extra,
});

test('lists the refund requests waiting on its courses, approved after a confirmation and declined with a reason', async () => {
  const user = userEvent.setup();
  const waiting = request(5);
  const other = request(6, { student: { _id: '22', id: 22, name: 'Alan Turing' }, courseTitle: 'Paid Data', amount: 19.5 });
  const decided = request(7, { status: 'declined', declineReason: 'Most of it was watched', student: { _id: '23', id: 23, name: 'Grace Hopper' } });
  const approveRefund = jest.fn(() => Promise.resolve({ refund: { ...waiting, status: 'refunded' as const } }));
  const declineRefund = jest.fn(() => Promise.resolve({ refund: { ...other, status: 'declined' as const, declineReason: 'Not eligible' } }));
  show({
    getMyEarnings: () => Promise.resolve({ earnings }),
    listEducatorRefunds: () => Promise.resolve({ refunds: [waiting, other, decided], disputes: [] }),
    approveRefund,
    declineRefund,
  });

  await screen.findByRole('rowheader', { name: 'Ada Lovelace' });
  const table = screen.getByRole('table', { name: 'Waiting for a decision' });
  const [ada, alan] = within(table).getAllByRole('row').slice(1) as [HTMLElement, HTMLElement];
  expect(within(ada).getByRole('rowheader')).toHaveTextContent('Ada Lovelace');
  expect(ada).toHaveTextContent('Paid Web');
  expect(ada).toHaveTextContent('$49.99');
  expect(ada).toHaveTextContent('45%');
  expect(within(screen.getByRole('table', { name: 'Decided in the last 30 days' })).getByRole('rowheader')).toHaveTextContent('Grace Hopper');

  await user.click(within(ada).getByRole('button', { name: 'Approve the refund of Paid Web for Ada Lovelace' }));
  const approval = await screen.findByRole('dialog', { name: 'Approve this refund?' });
  expect(approval).toHaveTextContent('$49.99 goes back to Ada Lovelace');
  await user.click(within(approval).getByRole('button', { name: 'Approve refund' }));
  expect(approveRefund).toHaveBeenCalledWith(5);
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

  await user.click(within(alan).getByRole('button', { name: 'Decline the refund of Paid Data for Alan Turing' }));
  const declining = await screen.findByRole('dialog', { name: 'Decline this refund?' });
  const confirm = within(declining).getByRole('button', { name: 'Decline refund' });
  expect(confirm).toBeDisabled();
  await user.type(within(declining).getByRole('textbox', { name: 'Reason' }), 'Not eligible');
  await user.click(confirm);
  expect(declineRefund).toHaveBeenCalledWith(6, { reason: 'Not eligible' });
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
});

test('shows the payments of its courses that students disputed with their bank', async () => {
  const dispute = { orderId: 41, student: { _id: '21', id: 21, name: 'Ada Lovelace' }, total: 30, disputedAt: '2026-11-20T10:00:00.000Z' };
  show({ getMyEarnings: () => Promise.resolve({ earnings }), listEducatorRefunds: () => Promise.resolve({ refunds: [], disputes: [dispute] }) });

  const table = await screen.findByRole('table', { name: /^Disputed payments: the card's bank decides/ });
  const [row] = within(table).getAllByRole('row').slice(1) as [HTMLElement];
  expect(within(row).getByRole('rowheader')).toHaveTextContent('Order 41');
  expect(row).toHaveTextContent('Ada Lovelace');
  expect(row).toHaveTextContent('$30.00');
});

test('shows no disputed payments table when none of its payments was disputed', async () => {
  show({ getMyEarnings: () => Promise.resolve({ earnings }) });

  expect(await screen.findByText(/after coupons, the platform's 20% and payment fees/)).toBeInTheDocument();
  expect(screen.queryByRole('table', { name: /Disputed payments/ })).not.toBeInTheDocument();
});
