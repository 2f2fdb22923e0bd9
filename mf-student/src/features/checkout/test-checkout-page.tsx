import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import {
  ApiError,
  Link as RouterLink,
  formatDollars,
  notifyFailure,
  paths,
  useNavigate,
  useParams,
  usePayTestCheckout,
  useTestCheckout,
} from '@lectern/shared-sdk';
import { EmptyState } from '@lectern/shared-sdk/ui/empty-state';
import { PageContainer } from '@lectern/shared-sdk/ui/page-container';
import { PageLoading } from '@lectern/shared-sdk/ui/page-loading';
import { OrderLines } from './order-lines';

/** A path of this site from an address the API gave (its origin is the site's own). */
const pathOf = (url: string) => {
  const target = new URL(url, window.location.href);
  return `${target.pathname}${target.search}`;
};

/**
 * The built-in test payment page (PAYMENTS=test): what a hosted payment page does, without a card. Pay confirms the
 * payment as a provider would; Cancel goes back to the cart as a provider's Back link does.
 */
export function TestCheckoutPage() {
  const sessionId = useParams().sessionId ?? '';
  const navigate = useNavigate();
  const checkout = useTestCheckout(sessionId);
  const paying = usePayTestCheckout();
  const session = checkout.data;

  const pay = () =>
    paying.mutate(sessionId, {
      onSuccess: (result) => void navigate(pathOf(result.redirectUrl), { replace: true }),
      onError: (error) => {
        notifyFailure('Payment failed', error);
        // Given up meanwhile (the cart changed in another tab): the page says so.
        if (error instanceof ApiError && error.status === 409) void checkout.refetch();
      },
    });

  if (checkout.isPending) {
    return (
      <PageContainer width="sm">
        <PageLoading label="Loading the payment page" />
      </PageContainer>
    );
  }
  if (!session || session.status !== 'open') {
    const paid = session?.status === 'complete';
    return (
      <PageContainer width="sm">
        <Typography variant="h4" component="h1" sx={{ fontWeight: 700, fontSize: { xs: '1.75rem', md: '2.125rem' } }}>
          Payment
        </Typography>
        <Paper variant="outlined" sx={{ borderRadius: 3 }}>
          <EmptyState
            headingLevel="h2"
            icon={<ReceiptLongOutlinedIcon />}
            title={paid ? 'This order is paid' : session ? 'This checkout has expired' : 'Checkout not found'}
            description={
              paid
                ? 'Your courses are in My Learning.'
                : session
                  ? 'Your cart changed after this page opened. Check out again from your cart.'
                  : 'This payment page does not exist, or it is not yours.'
            }
            actionLabel={paid ? 'View your order' : 'Back to cart'}
            actionTo={paid && session ? paths.student.checkoutSuccess(session.orderId) : paths.student.cart()}
          />
        </Paper>
      </PageContainer>
    );
  }

  return (
    <PageContainer width="sm">
      <Alert severity="warning" variant="outlined" sx={{ fontWeight: 600 }}>
        Test mode: no card is charged
      </Alert>
      <Paper component="section" aria-labelledby="test-checkout-title" variant="outlined" sx={{ p: { xs: 2.5, sm: 4 }, borderRadius: 3 }}>
        <Typography id="test-checkout-title" variant="h4" component="h1" sx={{ fontWeight: 700, fontSize: { xs: '1.5rem', md: '2rem' } }}>
          Pay Lectern
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 0.5, mb: 3, overflowWrap: 'anywhere' }}>
          Receipt to {session.email}
        </Typography>
        <OrderLines items={session.items} total={session.total} label="Courses in this order" />
        <Stack spacing={1.5} sx={{ mt: 4 }}>
          <Button variant="contained" size="large" fullWidth onClick={pay} disabled={paying.isPending || paying.isSuccess}>
            {paying.isPending || paying.isSuccess ? 'Paying…' : `Pay ${formatDollars(session.total)}`}
          </Button>
          <Button component={RouterLink} to={pathOf(session.cancelUrl)} size="large" fullWidth disabled={paying.isPending || paying.isSuccess}>
            Cancel
          </Button>
        </Stack>
      </Paper>
    </PageContainer>
  );
}
