import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, routes, toastStore, type Coupon } from '@lectern/shared-sdk';
import { buildCourse } from '@lectern/shared-sdk/testing';
import { renderPage } from '@lectern/shared-sdk/testing/render-page';
import { CouponsPage } from './coupons-page';

const spring: Coupon = {
  _id: '3',
  id: 3,
  code: 'SPRING',
  kind: 'percent',
  percentOff: 20,
  amountOff: null,
  scope: 'course',
  course: { _id: '31', id: 31, title: 'Paid Web' },
  createdBy: { _id: '5', id: 5, name: 'Ada' },
  description: '20% off Paid Web',
  startsAt: null,
  endsAt: '2026-12-31T23:59:59.999Z',
  maxRedemptions: 100,
  redemptions: 7,
  enabled: true,
  createdAt: '2026-11-01T00:00:00.000Z',
};

const show = (api: Parameters<typeof renderPage>[1]['api']) =>
  renderPage(<CouponsPage />, { pattern: routes.educator.coupons, url: '/educator/coupons', api });

afterEach(() => toastStore.setState({ toasts: [] }));

test('lists the coupons with their use, and turns one off', async () => {
  const user = userEvent.setup();
  const updateEducatorCoupon = jest.fn(() => Promise.resolve({ coupon: { ...spring, enabled: false } }));
  show({
    listEducatorCoupons: () => Promise.resolve({ coupons: [spring] }),
    listMyCourses: () => Promise.resolve([buildCourse({ id: 31, title: 'Paid Web' })]),
    updateEducatorCoupon,
  });

  const row = (await screen.findByRole('rowheader', { name: 'SPRING' })).closest('tr') as HTMLElement;
  expect(row).toHaveTextContent('20% off Paid Web');
  expect(row).toHaveTextContent('7 of 100');
  expect(row).toHaveTextContent('Active');

  await user.click(within(row).getByRole('button', { name: 'Turn off SPRING' }));
  expect(updateEducatorCoupon).toHaveBeenCalledWith(3, { enabled: false });
});

test('creates a coupon for one course, ending on a day, and shows a refusal in words', async () => {
  const user = userEvent.setup();
  const createEducatorCoupon = jest
    .fn()
    .mockRejectedValueOnce(new ApiError(409, 'A coupon with this code exists already'))
    .mockResolvedValue({ coupon: spring });
  show({
    listEducatorCoupons: () => Promise.resolve({ coupons: [] }),
    listMyCourses: () => Promise.resolve([buildCourse({ id: 31, title: 'Paid Web' })]),
    createEducatorCoupon,
  });

  const form = await screen.findByRole('form', { name: 'New coupon' });
  await user.type(within(form).getByRole('textbox', { name: 'Code' }), 'spring');
  await user.type(within(form).getByRole('spinbutton', { name: 'Percent off' }), '20');
  await user.click(within(form).getByRole('combobox', { name: 'Applies to' }));
  await user.click(await screen.findByRole('option', { name: 'Paid Web' }));
  await user.type(within(form).getByLabelText('Ends on (optional)'), '2026-12-31');
  await user.click(within(form).getByRole('button', { name: 'Create coupon' }));

  expect(await within(form).findByRole('alert')).toHaveTextContent('A coupon with this code exists already');
  expect(createEducatorCoupon).toHaveBeenCalledWith({
    code: 'spring',
    kind: 'percent',
    percentOff: 20,
    courseId: 31,
    endsAt: '2026-12-31T23:59:59.999Z',
    maxRedemptions: null,
  });

  await user.click(within(form).getByRole('button', { name: 'Create coupon' }));
  await waitFor(() => expect(toastStore.getState().toasts.map((toast) => toast.title)).toEqual(['Coupon created']));
  expect(within(form).queryByRole('alert')).not.toBeInTheDocument();
  expect(within(form).getByRole('textbox', { name: 'Code' })).toHaveValue('');
});
