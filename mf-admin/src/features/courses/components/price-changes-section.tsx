import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatDate, formatPrice, type CoursePriceChange } from '@lectern/shared-sdk';
import { ResponsiveTable, type TableColumn } from '@lectern/shared-sdk/ui/responsive-table';

const columns: TableColumn<CoursePriceChange>[] = [
  { header: 'Date', cell: (change) => formatDate(change.changedAt), sx: { whiteSpace: 'nowrap' } },
  { header: 'Changed by', cell: (change) => change.changedBy?.name ?? 'A removed account' },
  { header: 'From', cell: (change) => formatPrice(change.oldPrice) },
  { header: 'To', cell: (change) => formatPrice(change.newPrice) },
];

/** Price changes of the course while it was approved (they need no review), newest first; nothing when none. */
export function PriceChangesSection({ changes }: { changes: CoursePriceChange[] }) {
  if (changes.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="course-price-changes-heading">
      <Typography id="course-price-changes-heading" variant="h6" component="h2" sx={{ mb: 1 }}>
        Price Changes
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        An approved course's price changes without review; every change is listed here.
      </Typography>
      <ResponsiveTable label="Price Changes" tableFrom={480} columns={columns} rows={changes} emptyMessage="No price changes." />
    </Box>
  );
}
