import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely, Selectable } from 'kysely';
import type { Database, PayoutTransfersTable } from '../../db/schema';
import type { PaymentProvider } from '../payments/payment-provider';

type TransferRow = Selectable<PayoutTransfersTable>;

/** What moving educators' money needs: the database, the provider that took the money, a log and the time. */
export interface PayoutContext {
  db: Kysely<Database>;
  provider: PaymentProvider;
  log: FastifyBaseLogger;
  now: () => Date;
}

/** Which money to settle: one order's lines, one educator's, or everything owed (the sweep). */
export type PayoutScope = { orderId: number } | { educatorId: number } | Record<string, never>;

/** A claim older than this was left by a crash or a lost answer: it is tried again, with the same key. */
export const STALE_CLAIM_MS = 2 * 60_000;
/** At most this many transfers per run; the next run (the sweep, or the next sale) takes the rest. */
const BATCH = 200;

export const transferIdempotencyKey = (row: Pick<TransferRow, 'id' | 'transfer_key'>) => `lectern-transfer-${row.id}-${row.transfer_key}`;
export const reversalIdempotencyKey = (row: Pick<TransferRow, 'id' | 'transfer_key'>) => `lectern-reversal-${row.id}-${row.transfer_key}`;

/**
 * Settles what is owed to educators, as far as the provider lets it, and never twice:
 *
 * 1. every sale of a paid order whose educator's account is enabled, not refunded and not paid out yet, is claimed
 *    (`payout_transfers`, unique per sale) and transferred from the order's charge (`source_transaction`), with a key
 *    made of the claim's random key: a second run, another instance, or a retry after a lost answer transfers once;
 * 2. every transfer whose sale was refunded since, or whose order's charge was disputed, is reversed, for its whole
 *    amount, with a key of its own.
 *
 * A provider failure leaves the claim as it is (logged); the sweep tries it again later with the same key. Returns how
 * many transfers and reversals were made.
 */
export async function settlePayouts(context: PayoutContext, scope: PayoutScope = {}): Promise<{ sent: number; reversed: number }> {
  const { provider } = context;
  const sent = await sendOwed(context, scope);
  const reversed = await reverseTakenBack(context, scope);
  if (sent + reversed > 0) context.log.info({ provider: provider.mode, scope, sent, reversed }, 'payouts settled');
  return { sent, reversed };
}

async function sendOwed(context: PayoutContext, scope: PayoutScope): Promise<number> {
  const { db, provider, now } = context;
  const staleBefore = new Date(now().getTime() - STALE_CLAIM_MS).toISOString();
  let owed = db
    .selectFrom('ledger_entries as e')
    .innerJoin('orders as o', 'o.id', 'e.order_id')
    .innerJoin('payout_accounts as a', 'a.educator_id', 'e.educator_id')
    .leftJoin('payout_transfers as t', 't.ledger_entry_id', 'e.id')
    .select([
      'e.id',
      'e.order_id',
      'e.educator_id',
      'e.net_cents',
      'a.account_id',
      'o.charge_id',
      'o.payment_intent_id',
      't.id as transfer_id',
      't.status',
      't.claimed_at',
    ])
    .where('e.kind', '=', 'sale')
    .where('e.net_cents', '>', 0)
    .where('o.payment_mode', '=', provider.mode)
    .where((eb) => eb.or([eb('o.charge_id', 'is not', null), eb('o.payment_intent_id', 'is not', null)]))
    .where('a.provider', '=', provider.mode)
    .where('a.status', '=', 'enabled')
    .where('a.account_id', 'is not', null)
    // A new claim only for a sale not refunded nor being refunded, of a charge not disputed; a claim left unfinished
    // is finished whatever happened since (its transfer may have been made): the step below then reverses it.
    .where((eb) =>
      eb.or([
        eb.and([
          eb('t.id', 'is', null),
          eb('o.disputed_at', 'is', null),
          eb.not(
            eb.exists(
              eb.selectFrom('ledger_entries as r').select('r.id').where('r.kind', '=', 'refund').whereRef('r.order_item_id', '=', 'e.order_item_id'),
            ),
          ),
          eb.not(
            eb.exists(
              eb
                .selectFrom('refund_requests as q')
                .select('q.id')
                .where('q.status', '=', 'refunding')
                .whereRef('q.order_item_id', '=', 'e.order_item_id'),
            ),
          ),
        ]),
        eb.and([eb('t.status', '=', 'sending'), eb('t.claimed_at', '<', staleBefore)]),
      ]),
    );
  if ('orderId' in scope) owed = owed.where('e.order_id', '=', scope.orderId);
  if ('educatorId' in scope) owed = owed.where('e.educator_id', '=', scope.educatorId);
  const rows = await owed.orderBy('e.id').limit(BATCH).execute();

  let count = 0;
  for (const row of rows) {
    const claim = row.transfer_id === null ? await claimSale(context, row) : await reclaim(context, row.transfer_id, 'sending', staleBefore);
    if (!claim) continue;
    try {
      const chargeId = row.charge_id ?? (await chargeOf(context, row.order_id, row.payment_intent_id ?? ''));
      const { transferId } = await provider.createTransfer({
        amountCents: claim.amount_cents,
        destinationAccountId: claim.account_id,
        sourceChargeId: chargeId,
        transferGroup: `order-${claim.order_id}`,
        idempotencyKey: transferIdempotencyKey(claim),
      });
      await db
        .updateTable('payout_transfers')
        .set({ status: 'sent', provider_transfer_id: transferId, sent_at: now().toISOString() })
        .where('id', '=', claim.id)
        .where('status', '=', 'sending')
        .execute();
      count += 1;
    } catch (error) {
      context.log.warn({ err: error, ledgerEntryId: row.id, educatorId: row.educator_id }, 'a payout transfer failed: it is tried again later');
    }
  }
  return count;
}

/**
 * The charge of an order paid before charges were recorded (migration 0025): read from the provider once, and kept.
 */
async function chargeOf({ db, provider }: PayoutContext, orderId: number, paymentIntentId: string): Promise<string> {
  const { chargeId } = await provider.paymentDetails(paymentIntentId);
  await db.updateTable('orders').set({ charge_id: chargeId }).where('id', '=', orderId).where('charge_id', 'is', null).execute();
  return chargeId;
}

/** Claims a sale for its transfer: one row per sale (unique), so of any number of runs at once one transfers it. */
async function claimSale(
  { db, now }: PayoutContext,
  row: { id: number; order_id: number; educator_id: number | null; net_cents: number; account_id: string | null },
): Promise<TransferRow | undefined> {
  if (row.educator_id === null || row.account_id === null) return undefined;
  return db
    .insertInto('payout_transfers')
    .values({
      ledger_entry_id: row.id,
      order_id: row.order_id,
      educator_id: row.educator_id,
      account_id: row.account_id,
      amount_cents: row.net_cents,
      transfer_key: randomUUID(),
      status: 'sending',
      claimed_at: now().toISOString(),
    })
    .onConflict((oc) => oc.column('ledger_entry_id').doNothing())
    .returningAll()
    .executeTakeFirst();
}

/** Takes over a claim left unfinished (same status, older than the stale mark): its key stays, so the provider answers once. */
async function reclaim({ db, now }: PayoutContext, id: number, status: 'sending' | 'reversing', staleBefore: string) {
  return db
    .updateTable('payout_transfers')
    .set({ claimed_at: now().toISOString() })
    .where('id', '=', id)
    .where('status', '=', status)
    .where('claimed_at', '<', staleBefore)
    .returningAll()
    .executeTakeFirst();
}

async function reverseTakenBack(context: PayoutContext, scope: PayoutScope): Promise<number> {
  const { db, provider, now } = context;
  const staleBefore = new Date(now().getTime() - STALE_CLAIM_MS).toISOString();
  let due = db
    .selectFrom('payout_transfers as t')
    .innerJoin('ledger_entries as sale', 'sale.id', 't.ledger_entry_id')
    .innerJoin('orders as o', 'o.id', 't.order_id')
    .select(['t.id', 't.status'])
    .where('o.payment_mode', '=', provider.mode)
    .where((eb) => eb.or([eb('t.status', '=', 'sent'), eb.and([eb('t.status', '=', 'reversing'), eb('t.claimed_at', '<', staleBefore)])]))
    // Its sale refunded, or the order's charge disputed: the card's bank may take the money back from the platform.
    .where((eb) =>
      eb.or([
        eb('o.disputed_at', 'is not', null),
        eb.exists(
          eb.selectFrom('ledger_entries as r').select('r.id').where('r.kind', '=', 'refund').whereRef('r.order_item_id', '=', 'sale.order_item_id'),
        ),
      ]),
    );
  if ('orderId' in scope) due = due.where('t.order_id', '=', scope.orderId);
  if ('educatorId' in scope) due = due.where('t.educator_id', '=', scope.educatorId);
  const rows = await due.orderBy('t.id').limit(BATCH).execute();

  let count = 0;
  for (const row of rows) {
    const claim =
      row.status === 'sent'
        ? await db
            .updateTable('payout_transfers')
            .set({ status: 'reversing', claimed_at: now().toISOString() })
            .where('id', '=', row.id)
            .where('status', '=', 'sent')
            .returningAll()
            .executeTakeFirst()
        : await reclaim(context, row.id, 'reversing', staleBefore);
    if (!claim?.provider_transfer_id) continue;
    try {
      const { reversalId } = await provider.reverseTransfer({
        transferId: claim.provider_transfer_id,
        amountCents: claim.amount_cents,
        idempotencyKey: reversalIdempotencyKey(claim),
      });
      await db
        .updateTable('payout_transfers')
        .set({ status: 'reversed', provider_reversal_id: reversalId, reversed_at: now().toISOString() })
        .where('id', '=', claim.id)
        .where('status', '=', 'reversing')
        .execute();
      count += 1;
    } catch (error) {
      context.log.warn({ err: error, transferId: claim.provider_transfer_id }, 'reversing a payout transfer failed: it is tried again later');
    }
  }
  return count;
}

/**
 * Runs `settlePayouts` and never throws: it is called after a sale, a refund or an account's change has been
 * recorded, whose answer must not fail because the money to educators could not move yet (the sweep moves it later).
 */
export async function settlePayoutsQuietly(context: PayoutContext, scope: PayoutScope): Promise<void> {
  try {
    await settlePayouts(context, scope);
  } catch (error) {
    context.log.error({ err: error, scope }, 'settling payouts failed: the sweep tries again');
  }
}

/** The educator's payout figures, in cents: paid out to their account (not reversed), and earned but not paid out yet. */
export async function payoutFigures(db: Kysely<Database>, educatorId: number): Promise<{ paidOutCents: number; waitingCents: number }> {
  const paid = await db
    .selectFrom('payout_transfers')
    .select((eb) => eb.fn.sum<number>('amount_cents').as('cents'))
    .where('educator_id', '=', educatorId)
    .where('status', 'in', ['sent', 'reversing'])
    .executeTakeFirst();
  const waiting = await db
    .selectFrom('ledger_entries as e')
    .leftJoin('payout_transfers as t', 't.ledger_entry_id', 'e.id')
    .select((eb) => eb.fn.sum<number>('e.net_cents').as('cents'))
    .where('e.educator_id', '=', educatorId)
    .where('e.kind', '=', 'sale')
    .where('e.payment_mode', '!=', 'none')
    .where('e.net_cents', '>', 0)
    .where((eb) => eb.or([eb('t.id', 'is', null), eb('t.status', '=', 'sending')]))
    .where((eb) =>
      eb.not(
        eb.exists(
          eb.selectFrom('ledger_entries as r').select('r.id').where('r.kind', '=', 'refund').whereRef('r.order_item_id', '=', 'e.order_item_id'),
        ),
      ),
    )
    .executeTakeFirst();
  return { paidOutCents: Number(paid?.cents ?? 0), waitingCents: Number(waiting?.cents ?? 0) };
}

/** The educator whose connected account this is, if any. */
export async function educatorOfAccount(db: Kysely<Database>, accountId: string): Promise<number | undefined> {
  const row = await db.selectFrom('payout_accounts').select('educator_id').where('account_id', '=', accountId).executeTakeFirst();
  return row?.educator_id;
}

/** Settles a scope's payouts for a request or the sweep, when a provider takes money at all (not PAYMENTS=none). */
export async function settleAfter(
  app: { db: Kysely<Database>; payments: PaymentProvider | null; now: () => Date },
  log: FastifyBaseLogger,
  scope: PayoutScope,
): Promise<void> {
  if (!app.payments) return;
  await settlePayoutsQuietly({ db: app.db, provider: app.payments, log, now: app.now }, scope);
}
