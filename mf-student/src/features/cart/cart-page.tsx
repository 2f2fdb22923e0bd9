import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import ShoppingCartOutlinedIcon from '@mui/icons-material/ShoppingCartOutlined';
import { Link as RouterLink, paths, type Cart } from '@lectern/shared-sdk';
import { PageLoading } from '@lectern/shared-sdk/ui/page-loading';
import { PageContainer } from '@lectern/shared-sdk/ui/page-container';
import { CartItem } from './components/cart-item';
import { OrderSummary } from './components/order-summary';
import { useCart } from './use-cart';

/** Why Checkout cannot be pressed: courses that can no longer be bought, or a coupon that no longer applies. */
function checkoutBlocker(unavailable: number, cart: Cart): string | null {
  if (unavailable > 0)
    return `${unavailable === 1 ? 'A course' : `${unavailable} courses`} in your cart can no longer be bought. Remove ${unavailable === 1 ? 'it' : 'them'} to check out.`;
  if (cart.coupon?.unavailable) return `The coupon ${cart.coupon.code} no longer applies. Remove it to check out.`;
  return null;
}

export function CartPage() {
  const { cart, loading, removingId, checkingOut, checkedOut, cancelled, dismissCancelled, remove, checkout, coupon } = useCart();
  const count = cart?.courseIds.length ?? 0;
  const unavailable = cart?.courseIds.filter((course) => !course.available).length ?? 0;

  return (
    <PageContainer>
      <Box component="header">
        <Typography variant="h4" component="h1" sx={{ fontWeight: 700, fontSize: { xs: '1.75rem', md: '2.125rem' } }}>
          Shopping Cart
        </Typography>
        {!loading && (
          <Typography color="text.secondary" sx={{ mt: 0.5 }}>
            {count} {count === 1 ? 'course' : 'courses'} in your cart
          </Typography>
        )}
      </Box>
      {cancelled && (
        <Alert severity="info" onClose={dismissCancelled} sx={{ mt: 2 }}>
          <AlertTitle>Payment cancelled</AlertTitle>
          Nothing was charged, and your cart is as you left it.
        </Alert>
      )}
      {loading || !cart ? (
        <PageLoading label="Loading cart" />
      ) : count === 0 ? (
        <Paper variant="outlined" sx={{ p: { xs: 4, sm: 6 }, textAlign: 'center', borderRadius: 3 }}>
          <ShoppingCartOutlinedIcon aria-hidden sx={{ fontSize: 56, color: 'text.disabled' }} />
          <Typography variant="h6" component="h2" sx={{ mt: 1 }}>
            {checkedOut ? 'Thank you for your purchase!' : 'Your cart is empty'}
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 1, mb: 3 }}>
            {checkedOut ? 'Taking you to My Learning…' : 'Browse our courses and add them to your cart to get started.'}
          </Typography>
          {!checkedOut && (
            <Button component={RouterLink} to={paths.courses()} variant="contained">
              Browse Courses
            </Button>
          )}
        </Paper>
      ) : (
        <Grid container spacing={3}>
          <Grid size={{ xs: 12, md: 8 }}>
            <Paper variant="outlined" sx={{ px: { xs: 2, sm: 3 }, borderRadius: 3 }}>
              <Box component="ul" aria-label="Courses in your cart" sx={{ listStyle: 'none', m: 0, p: 0 }}>
                {cart.courseIds.map((course) => (
                  <CartItem key={course.id} course={course} removing={removingId === course.id} onRemove={() => remove(course.id)} />
                ))}
              </Box>
            </Paper>
          </Grid>
          <Grid size={{ xs: 12, md: 4 }}>
            <OrderSummary
              cart={cart}
              coupon={coupon}
              busy={checkingOut}
              disabled={count === 0 || unavailable > 0 || Boolean(cart.coupon?.unavailable)}
              blocker={checkoutBlocker(unavailable, cart)}
              onCheckout={checkout}
            />
          </Grid>
        </Grid>
      )}
    </PageContainer>
  );
}
