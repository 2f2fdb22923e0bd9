import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';

type Executor = Kysely<Database> | Transaction<Database>;

/** A line of a paid order, as the ledger splits its money. */
export interface LineSplit {
  grossCents: number;
  couponCents: number;
  platformFeeCents: number;
  paymentFeeCents: number;
  netCents: number;
}

/** The platform's fee on what the student paid for a line: a percentage, rounded to the nearest cent (half up). */
export const platformFee = (paidCents: number, percent: number) => Math.round((paidCents * percent) / 100);

/**
 * Shares the provider's fee for a whole order among its lines, in proportion to what each line cost the student.
 * Whole cents, by largest remainder, so the shares add up to the fee exactly (a $0.59 fee over three equal lines is
 * 20, 20 and 19 cents, never 60 or 57).
 */
export function shareFee(feeCents: number, paidCents: readonly number[]): number[] {
  const total = paidCents.reduce((sum, cents) => sum + cents, 0);
  if (total <= 0 || feeCents <= 0) return paidCents.map(() => 0);
  const exact = paidCents.map((cents) => (feeCents * cents) / total);
  const shares = exact.map(Math.floor);
  let left = feeCents - shares.reduce((sum, cents) => sum + cents, 0);
  const byRemainder = exact.map((value, index) => ({ index, remainder: value - Math.floor(value) })).sort((a, b) => b.remainder - a.remainder);
  for (const { index } of byRemainder) {
    if (left <= 0) break;
    shares[index] = (shares[index] ?? 0) + 1;
    left -= 1;
  }
  return shares;
}

/** Each line's money: the platform's fee on what was paid, its share of the provider's fee, and the educator's rest. */
export function splitOrder(
  lines: readonly { grossCents: number; couponCents: number }[],
  { paymentFeeCents, platformFeePercent }: { paymentFeeCents: number; platformFeePercent: number },
): LineSplit[] {
  const paid = lines.map((line) => line.grossCents - line.couponCents);
  const feeShares = shareFee(paymentFeeCents, paid);
  return lines.map((line, index) => {
    const paidCents = paid[index] ?? 0;
    const platformFeeCents = platformFee(paidCents, platformFeePercent);
    const paymentFee = feeShares[index] ?? 0;
    return { ...line, platformFeeCents, paymentFeeCents: paymentFee, netCents: paidCents - platformFeeCents - paymentFee };
  });
}

/**
 * Writes a paid order's sales to the ledger, one entry per line, in the transaction that marks it paid: a sale is in
 * the ledger exactly when its order is paid. Each line's educator is its course's now (the one who is paid).
 */
export async function recordSales(
  db: Executor,
  orderId: number,
  { paymentFeeCents, platformFeePercent, at }: { paymentFeeCents: number; platformFeePercent: number; at: string },
): Promise<void> {
  const order = await db.selectFrom('orders').select(['payment_mode']).where('id', '=', orderId).executeTakeFirstOrThrow();
  const items = await db
    .selectFrom('order_items')
    .leftJoin('courses', 'courses.id', 'order_items.course_id')
    .select([
      'order_items.id',
      'order_items.course_id',
      'order_items.course_title',
      'order_items.price_cents',
      'order_items.discount_cents',
      'courses.educator_id',
    ])
    .where('order_items.order_id', '=', orderId)
    .orderBy('order_items.id')
    .execute();
  if (items.length === 0) return;
  const splits = splitOrder(
    // An item's price is what the student paid for it, after the coupon: its gross is that and the coupon's part.
    items.map((item) => ({ grossCents: item.price_cents + item.discount_cents, couponCents: item.discount_cents })),
    { paymentFeeCents, platformFeePercent },
  );
  await db
    .insertInto('ledger_entries')
    .values(
      items.map((item, index) => {
        const split = splits[index] as LineSplit;
        return {
          order_id: orderId,
          order_item_id: item.id,
          kind: 'sale' as const,
          course_id: item.course_id,
          course_title: item.course_title,
          educator_id: item.educator_id,
          payment_mode: order.payment_mode,
          gross_cents: split.grossCents,
          coupon_cents: split.couponCents,
          platform_fee_cents: split.platformFeeCents,
          payment_fee_cents: split.paymentFeeCents,
          net_cents: split.netCents,
          created_at: at,
        };
      }),
    )
    .onConflict((oc) => oc.columns(['order_item_id', 'kind']).doNothing())
    .execute();
}

/**
 * Writes a refunded line to the ledger: its sale entry with every amount negated, kind 'refund', in the transaction
 * that marks the line refunded. Once per line (the unique order item and kind); a line with no sale (none was ever
 * recorded) gets none.
 */
export async function recordRefund(db: Executor, orderItemId: number, { at }: { at: string }): Promise<void> {
  const sale = await db
    .selectFrom('ledger_entries')
    .selectAll()
    .where('order_item_id', '=', orderItemId)
    .where('kind', '=', 'sale')
    .executeTakeFirst();
  if (!sale) return;
  await db
    .insertInto('ledger_entries')
    .values({
      order_id: sale.order_id,
      order_item_id: sale.order_item_id,
      kind: 'refund',
      course_id: sale.course_id,
      course_title: sale.course_title,
      educator_id: sale.educator_id,
      payment_mode: sale.payment_mode,
      gross_cents: 0 - sale.gross_cents,
      coupon_cents: 0 - sale.coupon_cents,
      platform_fee_cents: 0 - sale.platform_fee_cents,
      payment_fee_cents: 0 - sale.payment_fee_cents,
      net_cents: 0 - sale.net_cents,
      created_at: at,
    })
    .onConflict((oc) => oc.columns(['order_item_id', 'kind']).doNothing())
    .execute();
}
