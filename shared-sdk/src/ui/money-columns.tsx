import { formatDollars, type MoneySummary, type MonthSummary } from '@lectern/shared-sdk';
import type { TableColumn } from './responsive-table';

/** '2026-11' as 'November 2026' (the month is UTC's, as the ledger's). */
export function monthName(month: string): string {
  const [year = '1970', number = '1'] = month.split('-');
  return new Date(Date.UTC(Number(year), Number(number) - 1, 1)).toLocaleDateString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });
}

/** Sales, with the refunds among them said beside. */
const salesColumn = <T extends MoneySummary>(): TableColumn<T> => ({
  header: 'Sales',
  align: 'right',
  cell: (row) => (row.refunds > 0 ? `${row.sales} (${row.refunds} refunded)` : String(row.sales)),
});

/**
 * Where a group of sales' money went, as table columns: gross, then what coupons and fees took off (shown negative),
 * then what is left, under `netHeader` ('Your earnings' for an educator, "Educators' share" for an admin).
 */
export function moneyColumns<T extends MoneySummary>(netHeader: string): TableColumn<T>[] {
  return [
    salesColumn<T>(),
    { header: 'Gross', align: 'right', cell: (row) => formatDollars(row.gross) },
    { header: 'Coupons', align: 'right', cell: (row) => formatDollars(-row.coupons) },
    { header: 'Platform fee', align: 'right', cell: (row) => formatDollars(-row.platformFees) },
    { header: 'Payment fees', align: 'right', cell: (row) => formatDollars(-row.paymentFees) },
    { header: netHeader, align: 'right', cell: (row) => <strong>{formatDollars(row.net)}</strong> },
  ];
}

/** A month's row header, then its money. */
export function monthColumns(netHeader: string): TableColumn<MonthSummary>[] {
  return [
    { header: 'Month', rowHeader: true, cell: (row) => monthName(row.month), sx: { whiteSpace: 'nowrap' } },
    ...moneyColumns<MonthSummary>(netHeader),
  ];
}
