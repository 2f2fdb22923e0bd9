import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, routes, toastStore, type Earnings } from '@lectern/shared-sdk';
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
};

const show = (api: Parameters<typeof renderPage>[1]['api']) =>
  renderPage(<EarningsPage />, { pattern: routes.educator.earnings, url: '/educator/earnings', api });

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
