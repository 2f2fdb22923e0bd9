import { useAdminCoupons, useAllCourses, useCreateAdminCoupon, useUpdateAdminCoupon } from '@lectern/shared-sdk';
import { couponColumns } from '@lectern/shared-sdk/ui/coupon-columns';
import { CouponForm } from '@lectern/shared-sdk/ui/coupon-form';
import { PageContainer } from '@lectern/shared-sdk/ui/page-container';
import { PageHeader } from '@lectern/shared-sdk/ui/page-header';
import { ResponsiveTable } from '@lectern/shared-sdk/ui/responsive-table';

const allLabel = 'Every course on the site';

/** Every coupon on the site, educators' included, to turn off or on; and site-wide or one-course coupons of the admins. */
export function CouponsPage() {
  const coupons = useAdminCoupons({ failure: 'Failed to load coupons' });
  const courses = useAllCourses();
  const creating = useCreateAdminCoupon();
  const updating = useUpdateAdminCoupon();
  const columns = couponColumns({
    allLabel: "All the educator's courses",
    showCreator: true,
    busy: updating.isPending,
    onToggle: (coupon) => updating.mutate({ couponId: coupon.id, change: { enabled: !coupon.enabled } }),
  });

  return (
    <PageContainer>
      <PageHeader title="Coupons" subtitle="Every coupon on the site, and codes for the whole site or one course." />
      <CouponForm
        courses={courses.data?.courses.map((course) => ({ id: course.id, title: course.title })) ?? []}
        allLabel={allLabel}
        busy={creating.isPending}
        create={creating.mutateAsync}
      />
      <ResponsiveTable
        label="Coupons"
        caption="All coupons"
        tableFrom={1000}
        columns={columns}
        rows={coupons.data ?? []}
        loading={coupons.isPending}
        loadingMessage="Loading coupons"
        emptyMessage="No coupons yet."
      />
    </PageContainer>
  );
}
