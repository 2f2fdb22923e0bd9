import { useAdminCoupons, useAllCourses, useCreateAdminCoupon, useUpdateAdminCoupon } from '@lectern/shared-sdk';
import { CouponsManager } from '@lectern/shared-sdk/ui/coupons-manager';

/** Every coupon on the site, educators' included, to turn off or on; and site-wide or one-course coupons of the admins. */
export function CouponsPage() {
  const coupons = useAdminCoupons({ failure: 'Failed to load coupons' });
  const courses = useAllCourses();
  const creating = useCreateAdminCoupon();
  const updating = useUpdateAdminCoupon();
  return (
    <CouponsManager
      subtitle="Every coupon on the site, and codes for the whole site or one course."
      formAllLabel="Every course on the site"
      listAllLabel="All the educator's courses"
      showCreator
      courses={courses.data?.courses.map((course) => ({ id: course.id, title: course.title })) ?? []}
      coupons={coupons.data}
      loading={coupons.isPending}
      list={{ label: 'Coupons', caption: 'All coupons', loadingMessage: 'Loading coupons', emptyMessage: 'No coupons yet.', tableFrom: 1000 }}
      creating={{ busy: creating.isPending, create: creating.mutateAsync }}
      updating={{ busy: updating.isPending, update: updating.mutate }}
    />
  );
}
