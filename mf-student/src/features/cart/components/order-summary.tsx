import { useId } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import VerifiedUserOutlinedIcon from '@mui/icons-material/VerifiedUserOutlined';
import { formatDollars, type Cart } from '@lectern/shared-sdk';
import { CouponField } from './coupon-field';

/** The coupon field's state and what it does (use-cart.ts). */
export interface CouponControls {
  busy: boolean;
  error: string | null;
  apply: (code: string) => void;
  clearError: () => void;
  remove: () => void;
}

interface OrderSummaryProps {
  cart: Pick<Cart, 'subtotal' | 'discount' | 'total' | 'coupon'>;
  coupon: CouponControls;
  busy: boolean;
  disabled: boolean;
  /** Why Checkout cannot be pressed now, shown under it. */
  blocker?: string | null;
  onCheckout: () => void;
}

function Line({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <Box component="div" role="group" aria-label={label} sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
      <Typography sx={{ fontWeight: strong ? 700 : 400, minWidth: 0, overflowWrap: 'anywhere' }}>{label}</Typography>
      <Typography sx={{ fontWeight: strong ? 800 : 500, flexShrink: 0 }}>{value}</Typography>
    </Box>
  );
}

export function OrderSummary({ cart, coupon, busy, disabled, blocker = null, onCheckout }: OrderSummaryProps) {
  const headingId = useId();
  const blockerId = useId();
  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      variant="outlined"
      sx={{ p: 3, borderRadius: 3, position: { md: 'sticky' }, top: { md: 88 } }}
    >
      <Typography id={headingId} variant="h6" component="h2" sx={{ fontWeight: 700, mb: 2 }}>
        Order Summary
      </Typography>
      <Stack spacing={1.5}>
        <Line label="Subtotal" value={formatDollars(cart.subtotal)} />
        {cart.coupon && cart.discount > 0 && <Line label={`Discount (${cart.coupon.code})`} value={`−${formatDollars(cart.discount)}`} />}
        <Line label="Tax" value={formatDollars(0)} />
        <Divider />
        <Line label="Total" value={formatDollars(cart.total)} strong />
      </Stack>
      <Box sx={{ mt: 2.5 }}>
        <CouponField
          coupon={cart.coupon}
          busy={coupon.busy}
          error={coupon.error}
          onApply={coupon.apply}
          onEdit={coupon.clearError}
          onRemove={coupon.remove}
        />
      </Box>
      <Button
        variant="contained"
        size="large"
        fullWidth
        sx={{ mt: 3 }}
        onClick={onCheckout}
        disabled={busy || disabled}
        {...(blocker ? { 'aria-describedby': blockerId } : {})}
      >
        {busy ? 'Processing...' : 'Checkout'}
      </Button>
      {blocker && (
        <Typography id={blockerId} variant="body2" color="warning.dark" sx={{ mt: 1.5 }}>
          {blocker}
        </Typography>
      )}
      <Box sx={{ mt: 2, display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 1, color: 'success.dark' }}>
        <VerifiedUserOutlinedIcon fontSize="small" aria-hidden />
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          30-day money-back guarantee
        </Typography>
      </Box>
    </Paper>
  );
}
