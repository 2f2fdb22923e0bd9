import { formatCents } from '@lectern/shared-sdk/core/money';
import { badRequest, conflict, HttpError } from '../../lib/http-errors';

/**
 * The least a card payment can be: Stripe's minimum charge in US dollars
 * (https://docs.stripe.com/currencies#minimum-and-maximum-charge-amounts).
 * A paid course is sold at no less, and a coupon may not bring what a course costs between nothing and this: Stripe
 * refuses such a payment page, and retrying could never help. The rule holds whatever PAYMENTS is, so a course priced
 * today can be sold when a deployment starts taking cards.
 */
export const MINIMUM_CHARGE_CENTS = 50;

/** A price or a line's total that nobody can pay by card: more than nothing, less than the minimum. */
export const belowMinimumCharge = (cents: number) => cents > 0 && cents < MINIMUM_CHARGE_CENTS;

const minimum = formatCents(MINIMUM_CHARGE_CENTS);

export const minimumChargeText = {
  price: `price: must be 0 (a free course) or at least ${minimum.slice(1)}, the least a card payment can be`,
} as const;

/** 400 for a course's price between $0 and the minimum, when it is set. */
export function assertChargeablePrice(priceCents: number): void {
  if (belowMinimumCharge(priceCents)) throw badRequest(minimumChargeText.price);
}

/** A line of a cart or an order: what the course costs and what its coupon takes off. */
interface PricedLine {
  title: string;
  price_cents: number;
  discount_cents: number;
}

/**
 * The refusal for lines nobody can pay by card, or null when there is none: 409 (`coupon_unavailable` at checkout) when
 * the coupon brought them under the minimum (removing it makes the cart payable), 409 when a course was priced so
 * before the rule.
 * `when` says what is refused: a checkout, or putting the coupon in the cart (which leaves the cart as it was).
 */
export function belowMinimumRefusal(lines: readonly PricedLine[], when: 'checkout' | 'coupon'): HttpError | null {
  const under = lines.filter((line) => belowMinimumCharge(line.price_cents - line.discount_cents));
  if (under.length === 0) return null;
  const names = under.map((line) => `“${line.title}” would cost ${formatCents(line.price_cents - line.discount_cents)}`).join(', ');
  const byCoupon = under.some((line) => line.discount_cents > 0);
  const what = `less than the ${minimum} a card payment can be`;
  const it = under.length === 1 ? 'it' : 'them';
  if (!byCoupon) return conflict(`${names}: ${what}, so ${it} cannot be bought now. Remove ${it}, then check out again.`);
  // Putting a coupon in the cart is refused as its other refusals are; a checkout's, with the code its client reads.
  if (when === 'coupon') return conflict(`With this coupon, ${names}: ${what}. The coupon was not applied.`);
  return new HttpError(409, `With this coupon, ${names}: ${what}. Remove the coupon, then check out again.`, {}, undefined, {
    code: 'coupon_unavailable',
  });
}
