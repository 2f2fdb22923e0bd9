import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { receiptNumber } from '@lectern/shared-sdk/payments/receipt';
import type { Mailer, MailMessage } from '../../plugins/mail';

const dollars = (cents: number) => `${cents < 0 ? '-' : ''}$${(Math.abs(cents) / 100).toFixed(2)}`;

/** '27 November 2026' (UTC, as the order's time is kept). */
const longDate = (iso: string) => new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

export interface ReceiptInput {
  to: string;
  name: string;
  orderId: number;
  paidAt: string;
  mode: 'none' | 'test' | 'stripe';
  couponCode: string | null;
  items: readonly { title: string; priceCents: number; discountCents: number }[];
  totalCents: number;
  appUrl: string;
}

/** A paid order's receipt as a plain-text e-mail: what was bought, for how much, and where to find it again. */
export function receiptMail(input: ReceiptInput): MailMessage {
  const lines = input.items.flatMap((item) => [
    `${item.title}: ${dollars(item.priceCents + item.discountCents)}`,
    ...(item.discountCents > 0 ? [`  Coupon${input.couponCode ? ` ${input.couponCode}` : ''}: ${dollars(-item.discountCents)}`] : []),
  ]);
  const payment = input.mode === 'stripe' ? 'Card, through Stripe' : input.mode === 'test' ? 'Test mode: no card was charged' : 'No payment taken';
  const text = [
    `Hello ${input.name},`,
    '',
    'Thank you for your purchase on Lectern. This is your receipt.',
    '',
    `Receipt ${receiptNumber(input.orderId)}`,
    `Paid on ${longDate(input.paidAt)}`,
    `Payment: ${payment}`,
    '',
    ...lines,
    `Total paid: ${dollars(input.totalCents)}`,
    '',
    `Your courses are in My Learning: ${input.appUrl}/my-learning`,
    `A printable receipt: ${input.appUrl}/student/purchases/${input.orderId}/receipt`,
    '',
    'Changed your mind? Ask for a refund on your Purchases page within 30 days.',
  ].join('\n');
  return { to: input.to, subject: `Your Lectern receipt ${receiptNumber(input.orderId)}`, text };
}

/**
 * Mails a paid order's receipt to its student. After the payment is recorded, never inside its transaction, and its
 * failure is logged, not raised: the student has their courses and finds the receipt under Purchases either way.
 */
export async function sendReceipt(
  { db, mailer, log, appUrl }: { db: Kysely<Database>; mailer: Mailer; log: FastifyBaseLogger; appUrl: string },
  orderId: number,
): Promise<void> {
  if (!mailer.canSend) return;
  try {
    const order = await db
      .selectFrom('orders')
      .innerJoin('users', 'users.id', 'orders.student_id')
      .select(['orders.id', 'orders.paid_at', 'orders.payment_mode', 'orders.coupon_code', 'orders.total_cents', 'users.email', 'users.name'])
      .where('orders.id', '=', orderId)
      .where('orders.status', '=', 'paid')
      .executeTakeFirst();
    if (!order?.paid_at) return;
    const items = await db
      .selectFrom('order_items')
      .select(['course_title', 'price_cents', 'discount_cents'])
      .where('order_id', '=', orderId)
      .orderBy('id')
      .execute();
    await mailer.send(
      receiptMail({
        to: order.email,
        name: order.name,
        orderId: order.id,
        paidAt: order.paid_at,
        mode: order.payment_mode,
        couponCode: order.coupon_code,
        items: items.map((item) => ({ title: item.course_title, priceCents: item.price_cents, discountCents: item.discount_cents })),
        totalCents: order.total_cents,
        appUrl,
      }),
    );
  } catch (error) {
    log.error({ err: error, orderId }, 'could not mail the receipt');
  }
}
