import { Fragment, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/**
 * Facts as a description list, label beside value (under it on a phone): a profile's personal information, a
 * record's details. Long values (e-mail addresses, links) wrap instead of widening the page.
 */
export function DetailsList({ rows }: { rows: [label: string, value: ReactNode][] }) {
  return (
    <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '180px 1fr' }, rowGap: 1.5, columnGap: 2 }}>
      {rows.map(([label, value]) => (
        <Fragment key={label}>
          <Typography component="dt" color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd" sx={{ m: 0, fontWeight: 500, overflowWrap: 'anywhere' }}>
            {value}
          </Typography>
        </Fragment>
      ))}
    </Box>
  );
}
