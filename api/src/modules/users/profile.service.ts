import type { Kysely } from 'kysely';
import type { ChangePasswordInput, ChangePasswordResponse } from '@lectern/shared-sdk/schemas/users';
import type { Database, UserRow } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { badRequest, conflict, tooManyRequests } from '../../lib/http-errors';
import { RateLimiter, type RateLimitStore } from '../../lib/rate-limiter';
import { hashPassword, verifyPassword } from '../auth/passwords';
import type { TokenService } from '../auth/tokens';

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
  tokens: TokenService;
  /** Shared with the sign-in limits (memory, or Redis across instances). */
  rateLimitStore: RateLimitStore;
}

export function createProfileService({ db, tokens, rateLimitStore }: ProfileServiceDeps) {
  const wrongPasswords = new RateLimiter('old-password-account', { limit: 5, windowSeconds: 15 * 60 }, rateLimitStore);

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
     * Needs the current password (5 wrong tries per account per 15 minutes). The new hash bumps the token
     * version, so every earlier token fails; the caller gets a fresh token for the new version.
     */
    async changePassword(user: UserRow, input: ChangePasswordInput): Promise<ChangePasswordResponse> {
      const key = String(user.id);
      const wait = await wrongPasswords.retryAfterSeconds(key);
      if (wait > 0) throw tooManyRequests(`Too many wrong passwords. Try again in ${Math.ceil(wait / 60)} minutes.`, wait);
      if (user.password_hash === null) throw badRequest(profileText.noPassword);
      if (!(await verifyPassword(user.password_hash, input.oldPassword))) {
        await wrongPasswords.hit(key);
        throw badRequest(profileText.wrongOldPassword);
      }
      if (input.oldPassword === input.newPassword) throw badRequest(profileText.samePassword);
      await wrongPasswords.reset(key);
      const passwordHash = await hashPassword(input.newPassword);
      // Conditional on the version the request was authenticated with: of two changes at once, one wins.
      const updated = await db
        .updateTable('users')
        .set((eb) => ({ password_hash: passwordHash, token_version: eb('token_version', '+', 1) }))
        .where('id', '=', user.id)
        .where('token_version', '=', user.token_version)
        .returningAll()
        .executeTakeFirst();
      if (!updated) throw conflict(profileText.changedMeanwhile);
      return { message: profileText.passwordUpdated, token: await tokens.sign(updated) };
    },
  };
}
