import type { Kysely, Migration } from 'kysely';
import type { DialectName } from '../client';
import { withIdColumn } from './id-column';

/**
 * Educators' payouts through Stripe Connect Express: separate charges and transfers.
 *
 * - `payout_accounts`: one per educator, the connected account their earnings are transferred to. `account_key` is
 *   random, made with the row: the account's idempotency key is made of it, so any number of presses of "Connect"
 *   create one account. `status` is `onboarding` until the provider says payouts are enabled (`account.updated`),
 *   then `enabled`. `provider` is the PAYMENTS mode it was made under: a test account pays nothing under Stripe.
 * - `payout_transfers`: one per sale in the ledger that was paid out (`ledger_entry_id` is unique). Claimed as
 *   `sending` before the provider is asked, with a random `transfer_key` the transfer's idempotency key is made of, so
 *   a retry after a crash or a lost answer transfers once; `sent` once the provider answered; `reversing` and then
 *   `reversed` when the line is refunded. No foreign key to the educator: the money's trail outlives the account.
 * - `orders.charge_id`: the charge a paid order's transfers are made from (`source_transaction`).
 */
export function payouts(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('payout_accounts')
        .addColumn('educator_id', 'integer', (col) => col.primaryKey().references('users.id').onDelete('cascade'))
        .addColumn('provider', 'text', (col) => col.notNull())
        .addColumn('account_key', 'text', (col) => col.notNull())
        .addColumn('account_id', 'text', (col) => col.unique())
        .addColumn('status', 'text', (col) => col.notNull())
        .addColumn('created_at', 'text', (col) => col.notNull())
        .addColumn('updated_at', 'text', (col) => col.notNull())
        .execute();
      await db.schema
        .createTable('payout_transfers')
        .$call((table) => withIdColumn(dialect, table))
        .addColumn('ledger_entry_id', 'integer', (col) => col.notNull().unique().references('ledger_entries.id').onDelete('cascade'))
        .addColumn('order_id', 'integer', (col) => col.notNull())
        .addColumn('educator_id', 'integer', (col) => col.notNull())
        .addColumn('account_id', 'text', (col) => col.notNull())
        .addColumn('amount_cents', 'integer', (col) => col.notNull())
        .addColumn('transfer_key', 'text', (col) => col.notNull())
        .addColumn('status', 'text', (col) => col.notNull())
        .addColumn('provider_transfer_id', 'text')
        .addColumn('provider_reversal_id', 'text')
        .addColumn('claimed_at', 'text', (col) => col.notNull())
        .addColumn('sent_at', 'text')
        .addColumn('reversed_at', 'text')
        .execute();
      await db.schema.createIndex('payout_transfers_educator_status').on('payout_transfers').columns(['educator_id', 'status']).execute();
      await db.schema.createIndex('payout_transfers_status_claimed').on('payout_transfers').columns(['status', 'claimed_at']).execute();
      await db.schema.alterTable('orders').addColumn('charge_id', 'text').execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable('orders').dropColumn('charge_id').execute();
      await db.schema.dropTable('payout_transfers').execute();
      await db.schema.dropTable('payout_accounts').execute();
    },
  };
}
