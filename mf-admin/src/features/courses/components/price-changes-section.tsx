import Box from '@mui/material/Box';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatDate, formatPrice, type CoursePriceChange } from '@lectern/shared-sdk';
import { ScrollTable } from '../../../shared/scroll-table';

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
      <ScrollTable label="Price Changes">
        <TableHead>
          <TableRow>
            <TableCell>Date</TableCell>
            <TableCell>Changed by</TableCell>
            <TableCell>From</TableCell>
            <TableCell>To</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {changes.map((change) => (
            <TableRow key={change.id}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(change.changedAt)}</TableCell>
              <TableCell>{change.changedBy?.name ?? 'A removed account'}</TableCell>
              <TableCell>{formatPrice(change.oldPrice)}</TableCell>
              <TableCell>{formatPrice(change.newPrice)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </ScrollTable>
    </Box>
  );
}
