import type { Kysely } from 'kysely';
import type { ChangePasswordInput } from '@lectern/shared-sdk/users/schemas';
import type { MessageResponse } from '@lectern/shared-sdk/core/schemas';
import type { Database, UserRow } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { badRequest, conflict } from '../../lib/http-errors';
import { sessionsRepository } from '../sessions/sessions.repository';
import type { Limit, RateLimit } from '../../lib/rate-limits';
import type { WorkQueue } from '../../lib/work-queue';
import { hashPassword, verifyPassword } from '../auth/passwords';

export const profileText = {
  passwordUpdated: 'Password updated successfully',
  // 400, not 401: a 401 would sign the caller out of the session they are using to change the password.
  wrongOldPassword: 'oldPassword: the current password is incorrect',
  samePassword: 'newPassword: must differ from the current password',
  noPassword: 'Your account signs in with Google and has no password to change.',
  changedMeanwhile: 'Your password was changed in another session. Sign in again.',
} as const;

export interface ProfileUpdate {
  name?: string | undefined;
  /** undefined leaves the image as it is; null clears it. */
  profileImage?: string | null | undefined;
}

export interface ProfileServiceDeps {
  db: Kysely<Database>;
  now: Clock;
  /** A rate limit in the deployment's store (memory, PostgreSQL or Redis). */
  rateLimit: (name: string, rule: RateLimit) => Limit;
  /** Where argon2 runs: bounded and fair between clients. */
  passwordWork: WorkQueue;
}

export function createProfileService({ db, now, rateLimit, passwordWork }: ProfileServiceDeps) {
  const wrongPasswords = rateLimit('old-password-account', { limit: 5, windowSeconds: 15 * 60 });

  return {
    /** Name and image only: role, e-mail, approval and the rest are never taken from the body. */
    async update(user: UserRow, input: ProfileUpdate): Promise<UserRow> {
      const changes: { name?: string; profile_image?: string | null } = {};
      if (input.name !== undefined) changes.name = input.name;
      if (input.profileImage !== undefined) changes.profile_image = input.profileImage;
      if (Object.keys(changes).length === 0) return user;
      return db.updateTable('users').set(changes).where('id', '=', user.id).returningAll().executeTakeFirstOrThrow();
    },

    /**
     * Needs the current password (5 wrong tries per account per 15 minutes). Every other session of the account
     * ends (ASVS 5, 7.4.3); the caller's, with which the change was made, goes on.
     */
    async changePassword(user: UserRow, sessionId: number, input: ChangePasswordInput): Promise<MessageResponse> {
      const key = String(user.id);
      const currentHash = user.password_hash;
      if (currentHash === null) throw badRequest(profileText.noPassword);
      // A point per try, taken before the check: a burst of guesses gets at most five checks.
      await wrongPasswords.take(key, (wait) => `Too many wrong passwords. Try again in ${wait}.`);
      if (!(await passwordWork.run(key, () => verifyPassword(currentHash, input.oldPassword)))) throw badRequest(profileText.wrongOldPassword);
      await wrongPasswords.clear(key);
      if (input.oldPassword === input.newPassword) throw badRequest(profileText.samePassword);
      const passwordHash = await passwordWork.run(key, () => hashPassword(input.newPassword));
      await db.transaction().execute(async (trx) => {
        // Conditional on the hash the old password was checked against: of two changes at once, one wins.
        const updated = await trx
          .updateTable('users')
          .set({ password_hash: passwordHash })
          .where('id', '=', user.id)
          .where('password_hash', '=', currentHash)
          .executeTakeFirst();
        if (updated.numUpdatedRows === 0n) throw conflict(profileText.changedMeanwhile);
        await sessionsRepository(trx).revokeAll(user.id, now().toISOString(), sessionId);
      });
      return { message: profileText.passwordUpdated };
    },
  };
}
