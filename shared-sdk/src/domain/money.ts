const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** 49.99 → '$49.99'. */
export function formatDollars(amount: number): string {
  return dollars.format(amount);
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
