import { useId } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import VerifiedUserOutlinedIcon from '@mui/icons-material/VerifiedUserOutlined';
import { formatDollars } from '@lectern/shared-sdk';

interface OrderSummaryProps {
  subtotal: number;
  total: number;
  busy: boolean;
  disabled: boolean;
  /** Why Checkout cannot be pressed now, shown under it. */
  blocker?: string | null;
  onCheckout: () => void;
}

function Line({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <Box component="div" role="group" aria-label={label} sx={{ display: 'flex', justifyContent: 'space-between' }}>
      <Typography sx={{ fontWeight: strong ? 700 : 400 }}>{label}</Typography>
      <Typography sx={{ fontWeight: strong ? 800 : 500 }}>{value}</Typography>
    </Box>
  );
}

export function OrderSummary({ subtotal, total, busy, disabled, blocker = null, onCheckout }: OrderSummaryProps) {
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
        <Line label="Subtotal" value={formatDollars(subtotal)} />
        <Line label="Tax" value={formatDollars(0)} />
        <Divider />
        <Line label="Total" value={formatDollars(total)} strong />
      </Stack>
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
