import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import { Link as RouterLink, formatLongDate, paths, useMyOrders, type Order, type OrderStatus } from '@lectern/shared-sdk';
import { EmptyState } from '@lectern/shared-sdk/ui/empty-state';
import { PageContainer } from '@lectern/shared-sdk/ui/page-container';
import { PageHeader } from '@lectern/shared-sdk/ui/page-header';
import { PageLoading } from '@lectern/shared-sdk/ui/page-loading';
import { OrderLines } from '../checkout/order-lines';
import { LineRefund } from './line-refund';

/** Each status in words, and whether it is the good outcome (colour is never the only sign: the words say it). */
const statusText: Record<OrderStatus, { label: string; color: 'success' | 'default' | 'info' }> = {
  paid: { label: 'Paid', color: 'success' },
  pending: { label: 'Awaiting payment', color: 'info' },
  expired: { label: 'Not completed', color: 'default' },
  refunded: { label: 'Refunded', color: 'default' },
};

function OrderCard({ order }: { order: Order }) {
  const status = statusText[order.status];
  const headingId = `order-${order.id}`;
  return (
    <Paper component="article" aria-labelledby={headingId} variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }}>
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'flex-start', mb: 2, flexWrap: 'wrap', rowGap: 1 }}>
        <Box>
          <Typography id={headingId} variant="h6" component="h2" sx={{ fontWeight: 700 }}>
            Order {order.id}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {formatLongDate(order.paidAt ?? order.createdAt)}
          </Typography>
        </Box>
        <Chip
          size="small"
          label={status.label}
          color={status.color}
          variant={status.color === 'default' ? 'outlined' : 'filled'}
          sx={{ fontWeight: 600 }}
        />
      </Stack>
      <OrderLines
        items={order.items}
        total={order.total}
        label={`Courses in order ${order.id}`}
        lineExtra={(line) => <LineRefund orderId={order.id} line={line} />}
      />
      {order.status === 'pending' && order.checkoutUrl && (
        <Button href={order.checkoutUrl} variant="contained" sx={{ mt: 2 }}>
          Continue to payment
        </Button>
      )}
      {order.paidAt !== null && (
        <Button component={RouterLink} to={paths.student.receipt(order.id)} sx={{ mt: 2 }} aria-label={`Receipt for order ${order.id}`}>
          Receipt
        </Button>
      )}
    </Paper>
  );
}

/** The student's orders, newest first: what they bought, when and for how much. */
export function PurchasesPage() {
  const orders = useMyOrders({ failure: 'Failed to load your purchases' });
  const list = orders.data;
  return (
    <PageContainer width="md">
      <PageHeader title="Purchases" subtitle="Your orders and what you paid" />
      {orders.isPending ? (
        <PageLoading label="Loading your purchases" />
      ) : !list || list.length === 0 ? (
        <Paper variant="outlined" sx={{ borderRadius: 3 }}>
          <EmptyState
            headingLevel="h2"
            icon={<ReceiptLongOutlinedIcon />}
            title={list ? 'No purchases yet' : 'Your purchases could not be loaded'}
            description={list ? 'Courses you buy appear here with what you paid.' : 'Try again in a moment.'}
            actionLabel="Browse Courses"
            actionTo={paths.courses()}
          />
        </Paper>
      ) : (
        <Stack spacing={2}>
          {list.map((order) => (
            <OrderCard key={order.id} order={order} />
          ))}
        </Stack>
      )}
    </PageContainer>
  );
}
