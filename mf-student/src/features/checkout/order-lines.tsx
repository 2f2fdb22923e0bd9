import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatDollars, type OrderItem } from '@lectern/shared-sdk';

/**
 * An order's courses with their prices (and what a coupon took off each), and its total: what the payment page, the
 * return page and a receipt show. `lineExtra` adds to a line (its refund, on the Purchases page).
 */
export function OrderLines<Item extends OrderItem>({
  items,
  total,
  label,
  lineExtra,
}: {
  items: readonly Item[];
  total: number;
  label: string;
  lineExtra?: (item: Item) => ReactNode;
}) {
  return (
    <Stack spacing={1.5}>
      <Box component="ul" aria-label={label} sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
        {items.map((item, index) => (
          <Box
            component="li"
            key={`${item.courseId ?? 'gone'}-${index}`}
            sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, alignItems: 'baseline' }}
          >
            <Box sx={{ minWidth: 0 }}>
              <Typography sx={{ overflowWrap: 'anywhere' }}>{item.title}</Typography>
              {lineExtra?.(item)}
            </Box>
            <Box sx={{ textAlign: 'right' }}>
              <Typography sx={{ fontWeight: 500, whiteSpace: 'nowrap' }}>{formatDollars(item.price)}</Typography>
              {item.discount > 0 && (
                <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
                  {formatDollars(item.discount)} off with the coupon
                </Typography>
              )}
            </Box>
          </Box>
        ))}
      </Box>
      <Divider />
      <Box role="group" aria-label="Total" sx={{ display: 'flex', justifyContent: 'space-between' }}>
        <Typography sx={{ fontWeight: 700 }}>Total</Typography>
        <Typography sx={{ fontWeight: 800 }}>{formatDollars(total)}</Typography>
      </Box>
    </Stack>
  );
}
