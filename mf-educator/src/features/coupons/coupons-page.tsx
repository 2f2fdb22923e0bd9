import { useCreateEducatorCoupon, useEducatorCoupons, useMyCourses, useUpdateEducatorCoupon } from '@lectern/shared-sdk';
import { CouponsManager } from '@lectern/shared-sdk/ui/coupons-manager';

const allLabel = 'All my courses';

/** Coupons the educator made for their courses: new ones, and the ones there are, turned off or on again. */
export function CouponsPage() {
  const coupons = useEducatorCoupons({ failure: 'Failed to load your coupons' });
  const courses = useMyCourses();
  const creating = useCreateEducatorCoupon();
  const updating = useUpdateEducatorCoupon();
  return (
    <CouponsManager
      subtitle="Codes students enter in their cart for money off your courses."
      formAllLabel={allLabel}
      listAllLabel={allLabel}
      courses={courses.data?.map((course) => ({ id: course.id, title: course.title })) ?? []}
      coupons={coupons.data}
      loading={coupons.isPending}
      list={{
        label: 'Your coupons',
        caption: 'Your coupons',
        loadingMessage: 'Loading your coupons',
        emptyMessage: 'No coupons yet. Create one above.',
        tableFrom: 900,
      }}
      creating={{ busy: creating.isPending, create: creating.mutateAsync }}
      updating={{ busy: updating.isPending, update: updating.mutate }}
    />
  );
}
