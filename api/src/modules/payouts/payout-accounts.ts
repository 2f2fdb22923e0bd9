import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Database, PayoutAccountsTable } from '../../db/schema';
import type { PaymentProvider } from '../payments/payment-provider';

type Executor = Kysely<Database> | Transaction<Database>;
export type PayoutAccountRow = Selectable<PayoutAccountsTable>;

/** The key every request to create this educator's connected account sends: one row, one account, whoever presses. */
export const accountIdempotencyKey = (row: Pick<PayoutAccountRow, 'educator_id' | 'account_key'>) =>
  `lectern-payout-account-${row.educator_id}-${row.account_key}`;

export function payoutAccountsRepository(db: Executor) {
  return {
    find(educatorId: number): Promise<PayoutAccountRow | undefined> {
      return db.selectFrom('payout_accounts').selectAll().where('educator_id', '=', educatorId).executeTakeFirst();
    },

    /**
     * The educator's row for this provider, made when missing (of any number of presses at once, one makes it). A
     * row made under another mode (a test account, then Stripe) starts again: that account cannot be paid here.
     */
    async openFor(educatorId: number, provider: PaymentProvider['mode'], at: string): Promise<PayoutAccountRow> {
      const fresh = { provider, account_key: randomUUID(), account_id: null, status: 'onboarding' as const, updated_at: at };
      await db
        .insertInto('payout_accounts')
        .values({ educator_id: educatorId, ...fresh, created_at: at })
        .onConflict((oc) => oc.column('educator_id').doNothing())
        .execute();
      await db.updateTable('payout_accounts').set(fresh).where('educator_id', '=', educatorId).where('provider', '!=', provider).execute();
      return db.selectFrom('payout_accounts').selectAll().where('educator_id', '=', educatorId).executeTakeFirstOrThrow();
    },

    /** Records the provider's account for the row's key (the first answer wins; the same key gives the same account). */
    async attach(row: PayoutAccountRow, accountId: string, at: string): Promise<PayoutAccountRow> {
      await db
        .updateTable('payout_accounts')
        .set({ account_id: accountId, updated_at: at })
        .where('educator_id', '=', row.educator_id)
        .where('account_key', '=', row.account_key)
        .where('account_id', 'is', null)
        .execute();
      return db.selectFrom('payout_accounts').selectAll().where('educator_id', '=', row.educator_id).executeTakeFirstOrThrow();
    },

    /**
     * What the provider says of an account now (`account.updated`, or the test mode's instant onboarding): enabled once
     * it can receive payouts, onboarding otherwise. Answers the educator when the account just became enabled.
     */
    async setEnabled(
      provider: PaymentProvider['mode'],
      accountId: string,
      enabled: boolean,
      at: string,
    ): Promise<{ educatorId: number; nowEnabled: boolean } | undefined> {
      const status = enabled ? 'enabled' : 'onboarding';
      const changed = await db
        .updateTable('payout_accounts')
        .set({ status, updated_at: at })
        .where('provider', '=', provider)
        .where('account_id', '=', accountId)
        .where('status', '!=', status)
        .returning('educator_id')
        .executeTakeFirst();
      return changed ? { educatorId: changed.educator_id, nowEnabled: enabled } : undefined;
    },
  };
}
