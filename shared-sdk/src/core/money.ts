/**
 * Digits grouped in thousands, as en-US writes them: '1234567' → '1,234,567'. Written out rather than asked of Intl:
 * a page's first Intl formatter loads the locale data, a task of its own on a phone, for two fixed formats.
 */
function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** A count as en-US writes it: 12500 → '12,500' (a fraction, which counts do not have, is left to Intl). */
export function formatCount(count: number): string {
  if (!Number.isSafeInteger(count)) return count.toLocaleString('en-US');
  return `${count < 0 ? '-' : ''}${groupThousands(String(Math.abs(count)))}`;
}

/** 49.99 → '$49.99', 1234.5 → '$1,234.50', -5 → '-$5.00' (what Intl's en-US dollars say). */
export function formatDollars(amount: number): string {
  // Rounded as written (49.995 → $50.00), not as stored in binary (49.99499…): shifting the decimal text, not multiplying.
  const shifted = Number(`${Math.abs(amount)}e2`);
  const cents = Math.round(Number.isFinite(shifted) ? shifted : Math.abs(amount) * 100);
  return `${amount < 0 ? '-' : ''}$${groupThousands(String(Math.floor(cents / 100)))}.${String(cents % 100).padStart(2, '0')}`;
}

/** Cents as dollars: 123456 → '$1,234.56' (charts, and the API's receipts and refund notices). */
export function formatCents(cents: number): string {
  return formatDollars(centsToDollars(cents));
}

/** The course card's price: 'Free' for 0, else dollars. */
export function formatPrice(price: number): string {
  return price > 0 ? formatDollars(price) : 'Free';
}

export function dollarsToCents(amount: number): number {
  return Math.round(amount * 100);
}

export function centsToDollars(cents: number): number {
  return Math.round(cents) / 100;
}
