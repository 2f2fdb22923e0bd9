import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import { formatDollars, notifyFailure, useApi, useEducatorRefunds, useMyEarnings, useSearchParams, type CourseEarnings } from '@lectern/shared-sdk';
import { monthColumns, moneyColumns } from '@lectern/shared-sdk/ui/money-columns';
import { PageContainer } from '@lectern/shared-sdk/ui/page-container';
import { PageHeader } from '@lectern/shared-sdk/ui/page-header';
import { PageLoading } from '@lectern/shared-sdk/ui/page-loading';
import { DisputedPayments, RefundRequests } from '@lectern/shared-sdk/ui/refund-requests';
import { ResponsiveTable, type TableColumn } from '@lectern/shared-sdk/ui/responsive-table';
import { StatGrid } from '@lectern/shared-sdk/ui/stat-card';
import { PayoutsPanel, type OnboardingReturn } from './payouts-panel';

const courseColumns: TableColumn<CourseEarnings>[] = [
  { header: 'Course', rowHeader: true, cell: (row) => row.title },
  ...moneyColumns<CourseEarnings>('Your earnings'),
];

/**
 * What the educator's courses earned: every sale's price, less coupons, the platform's fee and the payment provider's,
 * by month and by course, and the whole ledger as a CSV file for their accounts; and their payouts, once payments are on.
 */
export function EarningsPage() {
  const [search] = useSearchParams();
  const returnedAs = search.get('payouts');
  const returned: OnboardingReturn = returnedAs === 'return' || returnedAs === 'refresh' ? returnedAs : null;
  const earnings = useMyEarnings({ failure: 'Failed to load your earnings', awaitPayouts: returned === 'return' });
  const refunds = useEducatorRefunds({ failure: 'Failed to load refund requests' });
  const api = useApi();
  const [downloading, setDownloading] = useState(false);
  const data = earnings.data;

  const download = () => {
    setDownloading(true);
    api
      .downloadMyEarningsCsv()
      .catch((error: unknown) => notifyFailure('Failed to download your earnings', error))
      .finally(() => setDownloading(false));
  };

  return (
    <PageContainer>
      <PageHeader
        title="Earnings"
        subtitle={
          data ? `What your courses earned after coupons, the platform's ${data.platformFeePercent}% and payment fees.` : 'What your courses earned.'
        }
        action={
          <Button variant="outlined" startIcon={<DownloadIcon />} onClick={download} disabled={downloading || !data}>
            Download CSV
          </Button>
        }
      />
      <StatGrid
        loading={earnings.isPending}
        stats={[
          { label: 'Your earnings', value: formatDollars(data?.totals.net ?? 0) },
          { label: 'Sales', value: data?.totals.sales ?? 0, note: data?.totals.refunds ? `${data.totals.refunds} refunded` : undefined },
          { label: 'Gross sales', value: formatDollars(data?.totals.gross ?? 0) },
          { label: 'Fees', value: formatDollars((data?.totals.platformFees ?? 0) + (data?.totals.paymentFees ?? 0)), note: 'platform and payment' },
        ]}
      />
      {data ? (
        <Box sx={{ mt: 4 }}>
          <PayoutsPanel payouts={data.payouts} returned={returned} />
        </Box>
      ) : null}
      {earnings.isPending ? (
        <PageLoading label="Loading your earnings" />
      ) : !data || data.months.length === 0 ? (
        <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
          <Typography color="text.secondary">
            {data ? 'No sales yet. When students buy your courses, what each sale earns you appears here.' : 'Your earnings could not be loaded.'}
          </Typography>
        </Paper>
      ) : (
        <Stack spacing={4}>
          <ResponsiveTable
            label="Earnings by month"
            caption="By month"
            tableFrom={1000}
            columns={monthColumns('Your earnings')}
            rows={data.months}
            rowKey={(row) => row.month}
            emptyMessage="No sales yet."
          />
          <ResponsiveTable
            label="Earnings by course"
            caption="By course"
            tableFrom={1000}
            columns={courseColumns}
            rows={data.courses}
            rowKey={(row) => `${row.courseId ?? 'gone'}-${row.title}`}
            emptyMessage="No sales yet."
          />
        </Stack>
      )}
      <Box sx={{ mt: 4 }}>
        <RefundRequests refunds={refunds.data?.refunds} loading={refunds.isPending} />
      </Box>
      <DisputedPayments
        disputes={refunds.data?.disputes}
        caption="Disputed payments: the card's bank decides, and what you were paid for them is taken back meanwhile"
      />
    </PageContainer>
  );
}
