import type { Kysely, Transaction } from 'kysely';
import type { Role } from '@lectern/shared-sdk/users/schemas';
import { conflict } from '../../lib/http-errors';
import { isUniqueViolation } from '../../db/errors';
import type { Database, UserRow } from '../../db/schema';

export interface NewAccount {
  name: string;
  email: string;
  /** null: the account signs in with Google only. */
  passwordHash: string | null;
  googleSub?: string;
  role: Role;
  createdAt: string;
}

export function usersRepository(db: Kysely<Database> | Transaction<Database>) {
  return {
    findById(id: number): Promise<UserRow | undefined> {
      return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /** The user with this id, when they have this role. */
    findWithRole(id: number, role: Role): Promise<UserRow | undefined> {
      return db.selectFrom('users').selectAll().where('id', '=', id).where('role', '=', role).executeTakeFirst();
    },

    findByEmail(email: string): Promise<UserRow | undefined> {
      return db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
    },

    findByGoogleSub(sub: string): Promise<UserRow | undefined> {
      return db.selectFrom('users').selectAll().where('google_sub', '=', sub).executeTakeFirst();
    },

    /** Links a Google account to a user who has none yet; false when the user got one meanwhile. */
    async linkGoogle(id: number, sub: string): Promise<boolean> {
      try {
        const result = await db.updateTable('users').set({ google_sub: sub }).where('id', '=', id).where('google_sub', 'is', null).executeTakeFirst();
        return result.numUpdatedRows === 1n;
      } catch (error) {
        // Another user took this Google account at the same moment.
        if (isUniqueViolation(error)) return false;
        throw error;
      }
    },

    async create(account: NewAccount): Promise<UserRow> {
      try {
        return await db
          .insertInto('users')
          .values({
            name: account.name,
            email: account.email,
            password_hash: account.passwordHash,
            google_sub: account.googleSub ?? null,
            role: account.role,
            is_active: 1,
            is_approved: 1,
            created_at: account.createdAt,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict('User already exists');
        throw error;
      }
    },

    async setPassword(id: number, passwordHash: string): Promise<void> {
      await db.updateTable('users').set({ password_hash: passwordHash }).where('id', '=', id).execute();
    },
  };
}
