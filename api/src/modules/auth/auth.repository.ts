import type { Kysely } from 'kysely';
import { otpModes, type OtpMode } from '@lectern/shared-sdk/auth/schemas';
import type { Database, OtpCodeRow } from '../../db/schema';

export interface NewOtpCode {
  email: string;
  purpose: OtpMode;
  codeHash: string;
  sentAt: string;
  expiresAt: string;
}

/** One-time codes. Only the newest code of an e-mail and purpose counts; older rows are kept for the hourly failure budget. */
export function authRepository(db: Kysely<Database>) {
  const findNewest = (email: string, purpose: OtpMode): Promise<OtpCodeRow | undefined> =>
    db
      .selectFrom('otp_codes')
      .selectAll()
      .where('email', '=', email)
      .where('purpose', '=', purpose)
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();

  return {
    findNewest,

    /** Of the newest code of each purpose, the newest one not used yet. */
    async findNewestUnconsumed(email: string): Promise<OtpCodeRow | undefined> {
      const newest = await Promise.all(otpModes.map((purpose) => findNewest(email, purpose)));
      return newest.filter((row): row is OtpCodeRow => row !== undefined && row.consumed_at === null).sort((a, b) => b.id - a.id)[0];
    },

    /**
     * Takes the e-mail's send slot for `purpose` when it was last taken at or before `freeSince`: one atomic upsert,
     * so of many concurrent requests exactly one gets it. False when the slot is still taken.
     */
    async takeSendSlot(email: string, purpose: OtpMode, at: string, freeSince: string): Promise<boolean> {
      const taken = await db
        .insertInto('otp_send_slots')
        .values({ email, purpose, sent_at: at })
        .onConflict((oc) => oc.columns(['email', 'purpose']).doUpdateSet({ sent_at: at }).where('otp_send_slots.sent_at', '<=', freeSince))
        .returning('sent_at')
        .executeTakeFirst();
      return taken !== undefined;
    },

    async sendSlotTakenAt(email: string, purpose: OtpMode): Promise<string | undefined> {
      const row = await db
        .selectFrom('otp_send_slots')
        .select('sent_at')
        .where('email', '=', email)
        .where('purpose', '=', purpose)
        .executeTakeFirst();
      return row?.sent_at;
    },

    /** Frees the slot taken at `at` (the e-mail could not be sent). */
    async releaseSendSlot(email: string, purpose: OtpMode, at: string): Promise<void> {
      await db.deleteFrom('otp_send_slots').where('email', '=', email).where('purpose', '=', purpose).where('sent_at', '=', at).execute();
    },

    async insert(code: NewOtpCode): Promise<number> {
      const row = await db
        .insertInto('otp_codes')
        .values({
          email: code.email,
          purpose: code.purpose,
          code_hash: code.codeHash,
          sent_at: code.sentAt,
          expires_at: code.expiresAt,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    async delete(id: number): Promise<void> {
      await db.deleteFrom('otp_codes').where('id', '=', id).execute();
    },

    async deleteSentBefore(email: string, cutoff: string): Promise<void> {
      await db.deleteFrom('otp_codes').where('email', '=', email).where('sent_at', '<', cutoff).execute();
    },

    /** Wrong guesses on the e-mail's codes sent since `since`, whatever their purpose. */
    async countFailuresSince(email: string, since: string): Promise<number> {
      const row = await db
        .selectFrom('otp_codes')
        .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('attempts'), eb.lit(0)).as('failures'))
        .where('email', '=', email)
        .where('sent_at', '>=', since)
        .executeTakeFirstOrThrow();
      return Number(row.failures);
    },

    /**
     * Takes one of the code's tries before comparing, so concurrent guesses can never exceed the limit.
     * False when no try is left or the code was used meanwhile.
     */
    async takeAttempt(id: number, maxAttempts: number): Promise<boolean> {
      const result = await db
        .updateTable('otp_codes')
        .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
        .where('id', '=', id)
        .where('attempts', '<', maxAttempts)
        .where('consumed_at', 'is', null)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    /** A right code is not a failed try: give back the try taken for it and remember the code was verified. */
    async markVerified(id: number, at: string): Promise<void> {
      await db
        .updateTable('otp_codes')
        .set((eb) => ({ attempts: eb('attempts', '-', 1), verified_at: eb.fn.coalesce('verified_at', eb.val(at)) }))
        .where('id', '=', id)
        .execute();
    },

    /** Single use: false when another request consumed the code first. */
    async consume(id: number, at: string): Promise<boolean> {
      const result = await db
        .updateTable('otp_codes')
        .set({ consumed_at: at })
        .where('id', '=', id)
        .where('consumed_at', 'is', null)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },
  };
}
