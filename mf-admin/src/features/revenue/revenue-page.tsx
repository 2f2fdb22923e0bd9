import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { formatDollars, useAdminRefunds, useRevenue } from '@lectern/shared-sdk';
import { monthColumns } from '@lectern/shared-sdk/ui/money-columns';
import { PageContainer } from '@lectern/shared-sdk/ui/page-container';
import { PageHeader } from '@lectern/shared-sdk/ui/page-header';
import { PageLoading } from '@lectern/shared-sdk/ui/page-loading';
import { DisputedPayments, RefundRequests } from '@lectern/shared-sdk/ui/refund-requests';
import { ResponsiveTable } from '@lectern/shared-sdk/ui/responsive-table';
import { StatGrid } from '@lectern/shared-sdk/ui/stat-card';

/** The platform's money: what every sale brought in, what coupons and fees took, and what the educators earned. */
export function RevenuePage() {
  const revenue = useRevenue({ failure: 'Failed to load revenue' });
  const data = revenue.data;
  const refunds = useAdminRefunds({ failure: 'Failed to load refund requests' });
  return (
    <PageContainer>
      <PageHeader
        title="Revenue"
        subtitle={
          data
            ? `Every sale, and where its money went: the platform keeps ${data.platformFeePercent}% of what students pay.`
            : 'Every sale, and where its money went.'
        }
      />
      <StatGrid
        loading={revenue.isPending}
        stats={[
          { label: 'Gross sales', value: formatDollars(data?.totals.gross ?? 0), note: data ? `${data.totals.sales} sales` : undefined },
          { label: 'Platform revenue', value: formatDollars(data?.totals.platformFees ?? 0) },
          { label: 'Payment fees', value: formatDollars(data?.totals.paymentFees ?? 0) },
          { label: "Educators' share", value: formatDollars(data?.totals.net ?? 0) },
        ]}
      />
      {revenue.isPending ? (
        <PageLoading label="Loading revenue" />
      ) : !data || data.months.length === 0 ? (
        <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
          <Typography color="text.secondary">{data ? 'No sales yet.' : 'Revenue could not be loaded.'}</Typography>
        </Paper>
      ) : (
        <ResponsiveTable
          label="Revenue by month"
          caption="By month"
          tableFrom={1000}
          columns={monthColumns("Educators' share")}
          rows={data.months}
          rowKey={(row) => row.month}
          emptyMessage="No sales yet."
        />
      )}
      <Box sx={{ mt: 4 }}>
        <RefundRequests refunds={refunds.data?.refunds} loading={refunds.isPending} />
      </Box>
      <DisputedPayments disputes={refunds.data?.disputes} caption="Disputed payments: the card holder's bank decides, nothing was refunded here" />
    </PageContainer>
  );
}
