import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatDollars, goToAddress, useNavigate, useStartPayoutOnboarding, type Payouts } from '@lectern/shared-sdk';
import { StatGrid } from '@lectern/shared-sdk/ui/stat-card';

/** Where the educator comes back from Stripe's onboarding: done (or under review), or with a link that ran out. */
export type OnboardingReturn = 'return' | 'refresh' | null;

const statusText: Record<Exclude<Payouts['status'], 'off'>, string> = {
  not_connected: 'Connect a Stripe account to receive your earnings. Until you do, they are kept for you.',
  onboarding: 'Finish setting up your payout account on Stripe. Your earnings are kept for you until it is done.',
  enabled: "Payouts are on: each sale's share is sent to your Stripe account as soon as it is paid.",
};

function ReturnNotice({ payouts, returned }: { payouts: Payouts; returned: OnboardingReturn }) {
  if (returned === 'refresh' && payouts.status !== 'enabled') {
    return <Alert severity="info">The setup link expired. Continue setup to get a new one.</Alert>;
  }
  if (returned !== 'return') return null;
  if (payouts.status === 'enabled') return <Alert severity="success">Your payout account is connected.</Alert>;
  if (payouts.status === 'onboarding') {
    return (
      <Alert severity="info" role="status">
        Stripe is checking your details. This page updates when it is done.
      </Alert>
    );
  }
  return null;
}

/**
 * The educator's payouts: whether their Stripe payout account is connected, what was sent to it and what waits for it,
 * and the button that opens Stripe's onboarding (or, in the test payment mode, connects a test account at once).
 */
export function PayoutsPanel({ payouts, returned }: { payouts: Payouts; returned: OnboardingReturn }) {
  const onboarding = useStartPayoutOnboarding();
  const navigate = useNavigate();
  if (payouts.status === 'off') return null;
  const start = () => onboarding.mutate(undefined, { onSuccess: ({ url }) => goToAddress(url, navigate) });
  const action = payouts.status === 'not_connected' ? 'Connect payout account' : payouts.status === 'onboarding' ? 'Continue setup' : null;

  return (
    <Paper variant="outlined" component="section" aria-labelledby="payouts-heading" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack spacing={2}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}>
          <Stack spacing={0.5} sx={{ minWidth: 0 }}>
            <Typography id="payouts-heading" variant="h6" component="h2">
              Payouts
            </Typography>
            <Typography color="text.secondary">{statusText[payouts.status]}</Typography>
          </Stack>
          {action ? (
            <Button
              variant="contained"
              onClick={start}
              disabled={onboarding.isPending}
              sx={{ flexShrink: 0, alignSelf: { xs: 'flex-start', sm: 'center' } }}
            >
              {action}
            </Button>
          ) : null}
        </Stack>
        <ReturnNotice payouts={payouts} returned={returned} />
        <StatGrid
          stats={[
            { label: 'Paid out', value: formatDollars(payouts.paidOut), note: 'sent to your Stripe account' },
            { label: 'Waiting to be paid out', value: formatDollars(payouts.waiting) },
          ]}
        />
      </Stack>
    </Paper>
  );
}
