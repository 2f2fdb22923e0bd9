import type { ReactNode } from 'react';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';

/** Spec section 9: admin tables scroll at a max height of 500 px. Focusable so keyboard users can scroll it. */
export const TABLE_MAX_HEIGHT = 500;

export function ScrollTable({ label, children }: { label: string; children: ReactNode }) {
  return (
    <TableContainer component={Paper} variant="outlined" role="region" aria-label={label} tabIndex={0} sx={{ maxHeight: TABLE_MAX_HEIGHT }}>
      <Table stickyHeader size="medium" aria-label={label}>
        {children}
      </Table>
    </TableContainer>
  );
}

/** The one row a table shows while it loads or when nothing is left to list. */
export function TableMessageRow({ colSpan, children }: { colSpan: number; children: ReactNode }) {
  return (
    <TableRow>
      <TableCell colSpan={colSpan} align="center" sx={{ py: 4 }}>
        <Typography color="text.secondary">{children}</Typography>
      </TableCell>
    </TableRow>
  );
}
