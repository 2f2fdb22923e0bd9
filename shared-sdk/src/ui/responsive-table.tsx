import type { Key, ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import { visuallyHidden } from './visually-hidden';

export interface TableColumn<T> {
  /** The column's header, and the label of its cell in each card on a phone. */
  header: string;
  /** Figures and actions sit right in the table, header and cells alike (left in a card). */
  align?: 'right';
  cell: (row: T) => ReactNode;
  /** The cells' style (a name in bold, a date that does not wrap). */
  sx?: SxProps<Theme>;
  /** The cell names its row (a th with scope="row"), as a course's title does in a table of figures. */
  rowHeader?: boolean;
  /** The row's buttons and links: last in a card, without a label, full size. */
  actions?: boolean;
}

/** A list that loads with the table says so meanwhile; a table drawn once its page's data is read has neither. */
type LoadingProps = { loading: boolean; loadingMessage: string } | { loading?: never; loadingMessage?: never };

export type ResponsiveTableProps<T> = LoadingProps & {
  /** The table's name for screen readers ('Students'); a caption, when given, names it instead. */
  label: string;
  /** A visible title above the table, inside its box. */
  caption?: ReactNode;
  columns: readonly TableColumn<T>[];
  rows: readonly T[];
  /** Each row's React key; the row's id by default. */
  rowKey?: (row: T) => Key;
  /** Said when, loaded, there is no row to show. */
  emptyMessage: string;
  /**
   * The width of the table's own box (not the window's: a sidebar takes its share) from which the rows are a table;
   * narrower, each row is a card. Pick it so that every column fits without scrolling sideways.
   */
  tableFrom?: number;
  size?: 'small' | 'medium';
};

/** The table's box is a size container: the layout follows the width the table is given, sidebar or not. */
const narrower = (width: number) => `@container (width < ${width}px)`;

/**
 * A list of records: a real table (a header per column, a row per record) when its box is wide enough, and the same
 * table restyled by CSS as a stack of cards when it is not: each cell on its own line after its column's label, the
 * row's actions as full-size buttons at the card's foot. One DOM for both, so the server render is right on every
 * width and tests and assistive technology meet one table, with its roles stated so that restyling keeps them; the
 * header row stays for screen readers, hidden from view, and the labels drawn in the cards are not read twice.
 *
 * It grows with the page: no inner scroll box, no maximum height (a box that scrolls inside the page cuts rows in
 * half and is out of reach of the keyboard).
 */
export function ResponsiveTable<T>(props: ResponsiveTableProps<T>) {
  const { label, caption, columns, rows, loading, loadingMessage, emptyMessage, tableFrom = 600, size = 'medium' } = props;
  const rowKey = props.rowKey ?? ((row: T) => (row as { id: Key }).id);
  const message = loading ? loadingMessage : rows.length === 0 ? emptyMessage : null;

  return (
    <Box sx={{ containerType: 'inline-size' }}>
      <Paper variant="outlined" sx={{ [narrower(tableFrom)]: { border: 0, bgcolor: 'transparent' } }}>
        <Table role="table" size={size} aria-label={caption ? undefined : label} sx={{ ...tableStyle, [narrower(tableFrom)]: cardStyle }}>
          {caption ? <caption>{caption}</caption> : null}
          <TableHead role="rowgroup">
            <TableRow role="row">
              {columns.map((column) => (
                <TableCell key={column.header} role="columnheader" scope="col" align={column.align}>
                  {column.header}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody role="rowgroup">
            {rows.map((row) => (
              <TableRow key={rowKey(row)} role="row" hover>
                {columns.map((column) => (
                  <TableCell
                    key={column.header}
                    component={column.rowHeader ? 'th' : 'td'}
                    role={column.rowHeader ? 'rowheader' : 'cell'}
                    scope={column.rowHeader ? 'row' : undefined}
                    align={column.align}
                    data-label={column.actions ? undefined : column.header}
                    sx={column.sx}
                  >
                    {/* One box for the value: in a card it is the line's second column, whatever the cell holds. */}
                    <div className={column.actions ? 'responsive-table-action-group' : undefined}>{column.cell(row)}</div>
                  </TableCell>
                ))}
              </TableRow>
            ))}
            {message === null ? null : (
              <TableRow role="row">
                <TableCell role="cell" colSpan={columns.length} align="center" sx={{ py: 4 }}>
                  <Typography color="text.secondary">{message}</Typography>
                </TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </Paper>
    </Box>
  );
}

const tableStyle = {
  '& caption': { captionSide: 'top', typography: 'subtitle1', color: 'text.primary', fontWeight: 500, textAlign: 'left' },
  // A long e-mail address may break anywhere, and so counts for little in the table's narrowest width: the table
  // fits its box whatever the data (with 'break-word' a few long addresses made /admin/students 1382 px wide at 1366).
  '& td, & th[scope="row"]': { overflowWrap: 'anywhere' },
  '& .responsive-table-action-group': { display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', gap: 1 },
  '& .responsive-table-action-group > *': { whiteSpace: 'nowrap' },
  '& tbody tr:last-of-type > *': { borderBottom: 0 },
} as const;

/** The same rows as cards: each a bordered block, each cell a line with its label before its value. */
const cardStyle = {
  display: 'block',
  '& caption': { display: 'block', px: 0, pt: 0, pb: 1 },
  '& thead': visuallyHidden,
  '& tbody': { display: 'flex', flexDirection: 'column', gap: 2 },
  '& tbody tr': {
    display: 'block',
    border: 1,
    borderColor: 'divider',
    borderRadius: 1,
    bgcolor: 'background.paper',
    px: 2,
    py: 0.5,
  },
  '& tbody tr > *': {
    // In a card an address breaks anywhere rather than push the card past the window.
    overflowWrap: 'anywhere',
    display: 'grid',
    gridTemplateColumns: 'minmax(5rem, 32%) minmax(0, 1fr)',
    alignItems: 'center',
    columnGap: 2,
    px: 0,
    py: 1,
    textAlign: 'left',
    borderBottom: 0,
  },
  '& tbody tr > * + *': { borderTop: 1, borderColor: 'divider' },
  // The label is drawn, not read: the hidden header row already names the column to screen readers. Browsers that
  // cannot leave generated text unread drop the second rule and draw it with the first.
  '& tbody [data-label]::before': { content: 'attr(data-label)', typography: 'body2', color: 'text.secondary', fontWeight: 500 },
  '& tbody tr [data-label]::before': { content: 'attr(data-label) / ""' },
  // A cell without a label (a message, the actions) takes the card's whole width.
  '& tbody tr > :not([data-label])': { display: 'block' },
  '& .responsive-table-action-group': { justifyContent: 'stretch', py: 0.5 },
  '& .responsive-table-action-group > *': { flex: '1 1 8rem', minHeight: 44, border: 1, borderColor: 'currentColor' },
} as const;
