import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';

type Executor = Kysely<Database> | Transaction<Database>;

/**
 * Takes one redemption, if one is left: one conditional update, so of any number of checkouts at once (on any number
 * of instances) exactly as many win as there were redemptions left. Run inside the order's transaction: a checkout
 * refused later gives it back by rolling back.
 */
export async function takeRedemption(db: Executor, couponId: number): Promise<boolean> {
  const result = await db
    .updateTable('coupons')
    .set((eb) => ({ redemptions: eb('redemptions', '+', 1) }))
    .where('id', '=', couponId)
    .where((eb) => eb.or([eb('max_redemptions', 'is', null), eb('redemptions', '<', eb.ref('max_redemptions'))]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** A pending order given up: its redemption is free for someone else. */
export async function giveBackRedemption(db: Executor, couponId: number): Promise<void> {
  await db
    .updateTable('coupons')
    .set((eb) => ({ redemptions: eb('redemptions', '-', 1) }))
    .where('id', '=', couponId)
    .where('redemptions', '>', 0)
    .execute();
}
