import type { Coupon, CreateCouponInput, Id, UpdateCouponInput } from '@lectern/shared-sdk';
import { couponColumns } from './coupon-columns';
import { CouponForm } from './coupon-form';
import { PageContainer } from './page-container';
import { PageHeader } from './page-header';
import { ResponsiveTable } from './responsive-table';

export interface CouponsManagerProps {
  subtitle: string;
  /** The form's word for a coupon of no one course, and the list's word for an educator-wide one. */
  formAllLabel: string;
  listAllLabel: string;
  showCreator?: boolean;
  courses: readonly { id: number; title: string }[];
  coupons: readonly Coupon[] | undefined;
  loading: boolean;
  /** The list's name and caption, its loading words, what it says empty, and the width it is a table from. */
  list: { label: string; caption: string; loadingMessage: string; emptyMessage: string; tableFrom: number };
  creating: { busy: boolean; create: (input: CreateCouponInput) => Promise<unknown> };
  updating: { busy: boolean; update: (change: { couponId: Id; change: UpdateCouponInput }) => void };
}

/** A Coupons page, an educator's or an admin's: the form for a new code above the list, each to turn off or on. */
export function CouponsManager({
  subtitle,
  formAllLabel,
  listAllLabel,
  showCreator = false,
  courses,
  coupons,
  loading,
  list,
  creating,
  updating,
}: CouponsManagerProps) {
  const columns = couponColumns({
    allLabel: listAllLabel,
    showCreator,
    busy: updating.busy,
    onToggle: (coupon) => updating.update({ couponId: coupon.id, change: { enabled: !coupon.enabled } }),
  });
  return (
    <PageContainer>
      <PageHeader title="Coupons" subtitle={subtitle} />
      <CouponForm courses={courses} allLabel={formAllLabel} busy={creating.busy} create={creating.create} />
      <ResponsiveTable {...list} columns={columns} rows={coupons ?? []} loading={loading} />
    </PageContainer>
  );
}
