import { useCreateEducatorCoupon, useEducatorCoupons, useMyCourses, useUpdateEducatorCoupon } from '@lectern/shared-sdk';
import { couponColumns } from '@lectern/shared-sdk/ui/coupon-columns';
import { CouponForm } from '@lectern/shared-sdk/ui/coupon-form';
import { PageContainer } from '@lectern/shared-sdk/ui/page-container';
import { PageHeader } from '@lectern/shared-sdk/ui/page-header';
import { ResponsiveTable } from '@lectern/shared-sdk/ui/responsive-table';

const allLabel = 'All my courses';

/** Coupons the educator made for their courses: new ones, and the ones there are, turned off or on again. */
export function CouponsPage() {
  const coupons = useEducatorCoupons({ failure: 'Failed to load your coupons' });
  const courses = useMyCourses();
  const creating = useCreateEducatorCoupon();
  const updating = useUpdateEducatorCoupon();
  const columns = couponColumns({
    allLabel,
    busy: updating.isPending,
    onToggle: (coupon) => updating.mutate({ couponId: coupon.id, change: { enabled: !coupon.enabled } }),
  });

  return (
    <PageContainer>
      <PageHeader title="Coupons" subtitle="Codes students enter in their cart for money off your courses." />
      <CouponForm
        courses={courses.data?.map((course) => ({ id: course.id, title: course.title })) ?? []}
        allLabel={allLabel}
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
