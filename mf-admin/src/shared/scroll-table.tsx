import type { ReactNode } from 'react';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableContainer from '@mui/material/TableContainer';

/** Spec section 9: admin tables scroll at a max height of 500 px. Focusable so keyboard users can scroll it. */
const TABLE_MAX_HEIGHT = 500;

export function ScrollTable({ label, children }: { label: string; children: ReactNode }) {
  return (
    <TableContainer component={Paper} variant="outlined" role="region" aria-label={label} tabIndex={0} sx={{ maxHeight: TABLE_MAX_HEIGHT }}>
      <Table stickyHeader size="medium" aria-label={label}>
        {children}
      </Table>
    </TableContainer>
  );
}
