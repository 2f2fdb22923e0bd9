import type { Locator } from '@playwright/test';

/** Course cards are articles named by their title. */
export function courseCards(list: Locator): Locator {
  return list.getByRole('article');
}

export function cardTitle(card: Locator): Locator {
  return card.getByRole('heading', { level: 3 });
}

/** The card's price: 'Free' or a dollar amount such as '$49.99'. */
export function cardPrice(card: Locator): Locator {
  return card.getByText(/^(Free|\$\d[\d,]*(\.\d{2})?)$/);
}

/** '$1,049.50' → 1049.5; 'Free' → 0. */
export function priceValue(text: string): number {
  if (text.trim() === 'Free') return 0;
  const value = Number(text.replace(/[$,\s]/g, ''));
  if (Number.isNaN(value)) throw new Error(`'${text}' is not a price`);
  return value;
}
