import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import { Link as RouterLink, invalidateCourseData, parseId, paths, paymentKeys, useOrder, useSearchParams } from '@lectern/shared-sdk';
import { EmptyState } from '@lectern/shared-sdk/ui/empty-state';
import { PageContainer } from '@lectern/shared-sdk/ui/page-container';
import { PageLoading } from '@lectern/shared-sdk/ui/page-loading';
import { OrderLines } from './order-lines';

const heading = { fontWeight: 700, fontSize: { xs: '1.75rem', md: '2.125rem' } } as const;

/**
 * Where the payment page sends the student once they paid. The payment is theirs once the provider confirms it (its
 * webhook), which may come a moment after they arrive: until then the page says it is waiting and asks again.
 */
export function CheckoutSuccessPage() {
  const [searchParams] = useSearchParams();
  const orderId = parseId(searchParams.get('order') ?? undefined);
  const order = useOrder(orderId);
  const queryClient = useQueryClient();
  const status = order.data?.status;

  // Once paid, the courses are the student's: My Learning, the cart and the course pages are read again.
  const refreshed = useRef(false);
  useEffect(() => {
    if (status !== 'paid' || refreshed.current || orderId === null) return;
    refreshed.current = true;
    void invalidateCourseData(queryClient, { settled: [paymentKeys.order(orderId)] });
  }, [status, orderId, queryClient]);

  if (orderId !== null && order.isPending) {
    return (
      <PageContainer width="sm">
        <PageLoading label="Loading your order" />
      </PageContainer>
    );
  }
  const data = order.data;
  if (!data || data.status === 'expired' || data.status === 'refunded') {
    return (
      <PageContainer width="sm">
        <Typography variant="h4" component="h1" sx={heading}>
          Your order
        </Typography>
        <Paper variant="outlined" sx={{ borderRadius: 3 }}>
          <EmptyState
            headingLevel="h2"
            icon={<ReceiptLongOutlinedIcon />}
            title={!data ? 'Order not found' : data.status === 'refunded' ? 'This order was refunded' : 'This payment did not go through'}
            description={
              !data
                ? 'This order does not exist, or it is not yours.'
                : data.status === 'refunded'
                  ? 'Its money went back to you, and its courses are no longer in My Learning.'
                  : 'Nothing was charged. Your courses are still in your cart.'
            }
            actionLabel={!data ? 'Go to My Learning' : data.status === 'refunded' ? 'View purchases' : 'Back to cart'}
            actionTo={!data ? paths.student.myLearning() : data.status === 'refunded' ? paths.student.purchases() : paths.student.cart()}
          />
        </Paper>
      </PageContainer>
    );
  }

  if (data.status === 'pending') {
    return (
      <PageContainer width="sm">
        <Typography variant="h4" component="h1" sx={heading}>
          Confirming your payment
        </Typography>
        <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 }, borderRadius: 3 }}>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }} role="status">
            <CircularProgress size={28} aria-hidden />
            <Typography>
              Waiting for the payment service to confirm your payment. This page updates by itself; it usually takes a few seconds.
            </Typography>
          </Stack>
          <Box sx={{ mt: 3 }}>
            <OrderLines items={data.items} total={data.total} label="Courses in this order" />
          </Box>
        </Paper>
      </PageContainer>
    );
  }

  return (
    <PageContainer width="sm">
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
        <CheckCircleOutlineIcon color="success" sx={{ fontSize: 40 }} aria-hidden />
        <Typography variant="h4" component="h1" sx={heading}>
          Thank you for your purchase!
        </Typography>
      </Stack>
      <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 }, borderRadius: 3 }}>
        <Typography role="status" sx={{ mb: 3 }}>
          Payment received. Your {data.items.length === 1 ? 'course is' : 'courses are'} in My Learning, and a receipt is in Purchases.
        </Typography>
        <OrderLines items={data.items} total={data.total} label="Courses in this order" />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mt: 4 }}>
          <Button component={RouterLink} to={paths.student.myLearning()} variant="contained" size="large">
            Go to My Learning
          </Button>
          <Button component={RouterLink} to={paths.student.purchases()} size="large">
            View purchases
          </Button>
        </Stack>
      </Paper>
    </PageContainer>
  );
}
