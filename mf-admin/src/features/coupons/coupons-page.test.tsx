import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { routes, type Coupon } from '@lectern/shared-sdk';
import { renderPage } from '@lectern/shared-sdk/testing/render-page';
import { CouponsPage } from './coupons-page';

const educators: Coupon = {
  _id: '3',
  id: 3,
  code: 'ADA20',
  kind: 'percent',
  percentOff: 20,
  amountOff: null,
  scope: 'educator',
  course: null,
  createdBy: { _id: '5', id: 5, name: 'Ada Okafor' },
  description: '20% off courses by Ada Okafor',
  startsAt: null,
  endsAt: null,
  maxRedemptions: null,
  redemptions: 2,
  enabled: false,
  createdAt: '2026-11-01T00:00:00.000Z',
};

test('lists every coupon with who made it, and makes a site-wide one', async () => {
  const user = userEvent.setup();
  const createAdminCoupon = jest.fn(() => Promise.resolve({ coupon: { ...educators, id: 4, code: 'WELCOME', scope: 'site' as const } }));
  renderPage(<CouponsPage />, {
    pattern: routes.admin.coupons,
    url: '/admin/coupons',
    api: {
      listAdminCoupons: () => Promise.resolve({ coupons: [educators] }),
      listCourses: () => Promise.resolve({ courses: [], totalAll: 0, total: 0, page: 1, pages: 1, limit: 50 }),
      createAdminCoupon,
    },
  });

  const row = (await screen.findByRole('rowheader', { name: 'ADA20' })).closest('tr') as HTMLElement;
  expect(row).toHaveTextContent("All the educator's courses");
  expect(row).toHaveTextContent('Ada Okafor');
  expect(row).toHaveTextContent('Off');
  expect(within(row).getByRole('button', { name: 'Turn on ADA20' })).toBeInTheDocument();

  const form = screen.getByRole('form', { name: 'New coupon' });
  expect(within(form).getByRole('combobox', { name: 'Applies to' })).toHaveTextContent('Every course on the site');
  await user.type(within(form).getByRole('textbox', { name: 'Code' }), 'WELCOME');
  await user.click(within(form).getByRole('combobox', { name: 'Discount' }));
  await user.click(await screen.findByRole('option', { name: 'Dollars off' }));
  await user.type(within(form).getByRole('spinbutton', { name: 'Dollars off' }), '5');
  await user.click(within(form).getByRole('button', { name: 'Create coupon' }));

  expect(createAdminCoupon).toHaveBeenCalledWith({
    code: 'WELCOME',
    kind: 'amount',
    amountOff: 5,
    courseId: null,
    endsAt: null,
    maxRedemptions: null,
  });
});
