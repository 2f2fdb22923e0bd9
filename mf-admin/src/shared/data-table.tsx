import type { ReactNode } from 'react';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import { ScrollTable } from './scroll-table';

export interface Column<T> {
  header: string;
  /** Figures and actions sit right, header and cells alike. */
  align?: 'right';
  cell: (row: T) => ReactNode;
  /** The cells' style (a name in bold, a date that does not wrap). */
  sx?: SxProps<Theme>;
}

/** A list that loads with the table says so meanwhile; a table drawn once its page's data is read has neither. */
type LoadingProps = { loading: boolean; loadingMessage: string } | { loading?: never; loadingMessage?: never };

type DataTableProps<T> = LoadingProps & {
  /** The table's name for screen readers ('Students'). */
  label: string;
  columns: Column<T>[];
  rows: readonly T[];
  /** Said when, loaded, there is no row to show. */
  emptyMessage: string;
};

/** An admin list as a table: a column per field, a row per item, and one message row while loading or when nothing is listed. */
export function DataTable<T extends { id: number }>({ label, columns, rows, loading, loadingMessage, emptyMessage }: DataTableProps<T>) {
  const message = loading ? loadingMessage : rows.length === 0 ? emptyMessage : null;
  return (
    <ScrollTable label={label}>
      <TableHead>
        <TableRow>
          {columns.map((column) => (
            <TableCell key={column.header} align={column.align}>
              {column.header}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.id} hover>
            {columns.map((column) => (
              <TableCell key={column.header} align={column.align} sx={column.sx}>
                {column.cell(row)}
              </TableCell>
            ))}
          </TableRow>
        ))}
        {message === null ? null : <TableMessageRow colSpan={columns.length}>{message}</TableMessageRow>}
      </TableBody>
    </ScrollTable>
  );
}

/** The one row a table shows while it loads or when nothing is left to list. */
function TableMessageRow({ colSpan, children }: { colSpan: number; children: ReactNode }) {
  return (
    <TableRow>
      <TableCell colSpan={colSpan} align="center" sx={{ py: 4 }}>
        <Typography color="text.secondary">{children}</Typography>
      </TableCell>
    </TableRow>
  );
}
