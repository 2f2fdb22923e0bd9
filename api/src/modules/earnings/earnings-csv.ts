/** A CSV field: quoted when it must be, and never read as a formula by a spreadsheet (=, +, -, @ and the like). */
export function csvField(value: string | number): string {
  const text = typeof value === 'number' ? value.toFixed(2) : /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

const header = ['Date', 'Order', 'Course', 'Type', 'Gross', 'Coupon', 'Platform fee', 'Payment fee', 'Net'];

/** An educator's ledger as a CSV file (RFC 4180, CRLF line ends, dollars with two decimals). */
export function earningsCsv(
  rows: readonly {
    created_at: string;
    order_id: number;
    course_title: string;
    kind: 'sale' | 'refund';
    gross_cents: number;
    coupon_cents: number;
    platform_fee_cents: number;
    payment_fee_cents: number;
    net_cents: number;
  }[],
): string {
  const lines = rows.map((row) =>
    [
      row.created_at.slice(0, 10),
      String(row.order_id),
      csvField(row.course_title),
      row.kind === 'sale' ? 'Sale' : 'Refund',
      ...[row.gross_cents, row.coupon_cents, row.platform_fee_cents, row.payment_fee_cents, row.net_cents].map((cents) => csvField(cents / 100)),
    ].join(','),
  );
  return [header.join(','), ...lines].map((line) => `${line}\r\n`).join('');
}
