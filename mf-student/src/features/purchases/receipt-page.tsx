import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import GlobalStyles from '@mui/material/GlobalStyles';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import PrintOutlinedIcon from '@mui/icons-material/PrintOutlined';
import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import {
  Link as RouterLink,
  formatDollars,
  formatLongDate,
  parseId,
  paths,
  receiptNumber,
  useCurrentUser,
  useOrder,
  useParams,
  type Order,
} from '@lectern/shared-sdk';
import { EmptyState } from '@lectern/shared-sdk/ui/empty-state';
import { PageContainer } from '@lectern/shared-sdk/ui/page-container';
import { PageLoading } from '@lectern/shared-sdk/ui/page-loading';

const paymentWords: Record<Order['paymentMode'], string> = {
  stripe: 'Card, through Stripe',
  test: 'Test mode: no card was charged',
  none: 'No payment taken',
};

/** Printed, only the receipt is on the page: the site's bar, menu and footer and the page's buttons stay on screen. */
const printOnlyTheReceipt = (
  <GlobalStyles
    styles={{
      '@media print': {
        'body *': { visibility: 'hidden' },
        '#receipt, #receipt *': { visibility: 'visible' },
        '#receipt': { position: 'absolute', inset: '0 0 auto 0', border: 'none', boxShadow: 'none' },
        '#receipt [data-screen-only]': { display: 'none' },
      },
    }}
  />
);

function Line({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <Box role="group" aria-label={label} sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
      <Typography sx={{ fontWeight: strong ? 700 : 400, overflowWrap: 'anywhere' }}>{label}</Typography>
      <Typography sx={{ fontWeight: strong ? 800 : 500, whiteSpace: 'nowrap' }}>{value}</Typography>
    </Box>
  );
}

/** A paid order's receipt, to read or print: who paid, when, how, for what, and how much. */
export function ReceiptPage() {
  const orderId = parseId(useParams().orderId);
  const order = useOrder(orderId);
  const user = useCurrentUser();
  const data = order.data;

  if (orderId !== null && order.isPending) {
    return (
      <PageContainer width="sm">
        <PageLoading label="Loading the receipt" />
      </PageContainer>
    );
  }
  if (!data || data.paidAt === null) {
    return (
      <PageContainer width="sm">
        <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
          Receipt
        </Typography>
        <Paper variant="outlined" sx={{ borderRadius: 3 }}>
          <EmptyState
            headingLevel="h2"
            icon={<ReceiptLongOutlinedIcon />}
            title={data ? 'This order is not paid' : 'Receipt not found'}
            description={data ? 'A receipt is issued once an order is paid.' : 'This order does not exist, or it is not yours.'}
            actionLabel="View purchases"
            actionTo={paths.student.purchases()}
          />
        </Paper>
      </PageContainer>
    );
  }

  return (
    <PageContainer width="sm">
      {printOnlyTheReceipt}
      <Paper id="receipt" component="article" aria-labelledby="receipt-title" variant="outlined" sx={{ p: { xs: 2.5, sm: 4 }, borderRadius: 3 }}>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'flex-start', gap: 2, flexWrap: 'wrap' }}>
          <Box>
            <Typography variant="overline" sx={{ fontWeight: 700, letterSpacing: 1 }}>
              Lectern
            </Typography>
            <Typography id="receipt-title" variant="h4" component="h1" sx={{ fontWeight: 700, fontSize: { xs: '1.75rem', md: '2rem' } }}>
              Receipt
            </Typography>
          </Box>
          <Stack direction="row" spacing={1} data-screen-only>
            <Button variant="contained" startIcon={<PrintOutlinedIcon />} onClick={() => window.print()}>
              Print
            </Button>
          </Stack>
        </Stack>
        <Box
          component="dl"
          sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5, my: 3, '& dd': { m: 0, overflowWrap: 'anywhere' } }}
        >
          <Typography component="dt" color="text.secondary">
            Number
          </Typography>
          <Typography component="dd">{receiptNumber(data.id)}</Typography>
          <Typography component="dt" color="text.secondary">
            Paid on
          </Typography>
          <Typography component="dd">{formatLongDate(data.paidAt)}</Typography>
          <Typography component="dt" color="text.secondary">
            Billed to
          </Typography>
          <Typography component="dd">{user ? `${user.name}, ${user.email}` : ''}</Typography>
          <Typography component="dt" color="text.secondary">
            Payment
          </Typography>
          <Typography component="dd">{paymentWords[data.paymentMode]}</Typography>
        </Box>
        <Stack spacing={1.5}>
          {data.items.map((item, index) => (
            <Box key={`${item.courseId ?? 'gone'}-${index}`}>
              <Line label={item.title} value={formatDollars(item.price + item.discount)} />
              {item.discount > 0 && <Line label={`Coupon ${data.couponCode ?? ''}`.trim()} value={formatDollars(-item.discount)} />}
            </Box>
          ))}
          <Divider />
          <Line label="Total paid" value={formatDollars(data.total)} strong />
          {data.status === 'refunded' && <Typography color="text.secondary">This order was refunded.</Typography>}
        </Stack>
        <Box data-screen-only sx={{ mt: 3 }}>
          <Button component={RouterLink} to={paths.student.purchases()}>
            Back to purchases
          </Button>
        </Box>
      </Paper>
    </PageContainer>
  );
}
