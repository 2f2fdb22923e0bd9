import { screen, within } from '@testing-library/react';
import { routes, type Revenue } from '@lectern/shared-sdk';
import { renderPage } from '@lectern/shared-sdk/testing/render-page';
import { RevenuePage } from './revenue-page';

const revenue: Revenue = {
  totals: { sales: 4, refunds: 0, gross: 220, coupons: 0, platformFees: 44, paymentFees: 6.4, net: 169.6 },
  months: [{ month: '2026-11', sales: 4, refunds: 0, gross: 220, coupons: 0, platformFees: 44, paymentFees: 6.4, net: 169.6 }],
  platformFeePercent: 20,
};

test("shows the platform's revenue, the fees and the educators' share, by month", async () => {
  renderPage(<RevenuePage />, { pattern: routes.admin.revenue, url: '/admin/revenue', api: { getRevenue: () => Promise.resolve({ revenue }) } });

  const month = within(await screen.findByRole('table', { name: 'By month' })).getAllByRole('row')[1] as HTMLElement;
  expect(screen.getByRole('group', { name: 'Platform revenue' })).toHaveTextContent('$44.00');
  expect(screen.getByRole('group', { name: 'Gross sales' })).toHaveTextContent('4 sales');
  expect(screen.getByRole('group', { name: "Educators' share" })).toHaveTextContent('$169.60');
  expect(month).toHaveTextContent('November 2026');
  expect(month).toHaveTextContent('-$6.40');
});
