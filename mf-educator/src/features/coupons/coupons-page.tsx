import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import { formatLongDate, useCreateEducatorCoupon, useEducatorCoupons, useMyCourses, useUpdateEducatorCoupon, type Coupon } from '@lectern/shared-sdk';
import { PageContainer } from '@lectern/shared-sdk/ui/page-container';
import { PageHeader } from '@lectern/shared-sdk/ui/page-header';
import { ResponsiveTable, type TableColumn } from '@lectern/shared-sdk/ui/responsive-table';
import { CouponForm } from './coupon-form';

/** Coupons the educator made for their courses: new ones, and the ones there are, turned off or on again. */
export function CouponsPage() {
  const coupons = useEducatorCoupons({ failure: 'Failed to load your coupons' });
  const courses = useMyCourses();
  const creating = useCreateEducatorCoupon();
  const updating = useUpdateEducatorCoupon();

  const columns: TableColumn<Coupon>[] = [
    { header: 'Code', rowHeader: true, cell: (coupon) => coupon.code },
    { header: 'Discount', cell: (coupon) => coupon.description },
    { header: 'Applies to', cell: (coupon) => coupon.course?.title ?? 'All my courses' },
    {
      header: 'Used',
      cell: (coupon) => (coupon.maxRedemptions === null ? String(coupon.redemptions) : `${coupon.redemptions} of ${coupon.maxRedemptions}`),
    },
    { header: 'Ends', cell: (coupon) => (coupon.endsAt ? formatLongDate(coupon.endsAt) : 'Never'), sx: { whiteSpace: 'nowrap' } },
    {
      header: 'Status',
      cell: (coupon) => (
        <Chip
          size="small"
          label={coupon.enabled ? 'Active' : 'Off'}
          color={coupon.enabled ? 'success' : 'default'}
          variant={coupon.enabled ? 'filled' : 'outlined'}
          sx={{ fontWeight: 600 }}
        />
      ),
    },
    {
      header: 'Actions',
      actions: true,
      cell: (coupon) => (
        <Button
          size="small"
          onClick={() => updating.mutate({ couponId: coupon.id, change: { enabled: !coupon.enabled } })}
          disabled={updating.isPending}
          aria-label={`${coupon.enabled ? 'Turn off' : 'Turn on'} ${coupon.code}`}
        >
          {coupon.enabled ? 'Turn off' : 'Turn on'}
        </Button>
      ),
    },
  ];

  return (
    <PageContainer>
      <PageHeader title="Coupons" subtitle="Codes students enter in their cart for money off your courses." />
      <CouponForm
        courses={courses.data?.map((course) => ({ id: course.id, title: course.title })) ?? []}
        busy={creating.isPending}
        create={creating.mutateAsync}
      />
      <ResponsiveTable
        label="Your coupons"
        caption="Your coupons"
        tableFrom={900}
        columns={columns}
        rows={coupons.data ?? []}
        loading={coupons.isPending}
        loadingMessage="Loading your coupons"
        emptyMessage="No coupons yet. Create one above."
      />
    </PageContainer>
  );
}
