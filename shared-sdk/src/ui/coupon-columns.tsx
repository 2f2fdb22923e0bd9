import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import { formatLongDate, type Coupon } from '@lectern/shared-sdk';
import type { TableColumn } from './responsive-table';

interface CouponColumnsOptions {
  /** What a coupon for no one course covers, as the form says it. */
  allLabel: string;
  /** Admins see who made each coupon. */
  showCreator?: boolean;
  busy: boolean;
  onToggle: (coupon: Coupon) => void;
}

/** A list of coupons: code, discount, what it applies to, its use, its end, on or off, and the button to switch it. */
export function couponColumns({ allLabel, showCreator = false, busy, onToggle }: CouponColumnsOptions): TableColumn<Coupon>[] {
  return [
    { header: 'Code', rowHeader: true, cell: (coupon) => coupon.code },
    { header: 'Discount', cell: (coupon) => coupon.description },
    { header: 'Applies to', cell: (coupon) => coupon.course?.title ?? (coupon.scope === 'site' ? 'Every course on the site' : allLabel) },
    ...(showCreator ? [{ header: 'Made by', cell: (coupon: Coupon) => coupon.createdBy.name }] : []),
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
          onClick={() => onToggle(coupon)}
          disabled={busy}
          aria-label={`${coupon.enabled ? 'Turn off' : 'Turn on'} ${coupon.code}`}
        >
          {coupon.enabled ? 'Turn off' : 'Turn on'}
        </Button>
      ),
    },
  ];
}
