import type { Kysely } from 'kysely';
import type { Role } from '@lectern/shared-sdk/schemas/users';
import { conflict } from '../../lib/http-errors';
import { isUniqueViolation } from '../../db/errors';
import type { Database, UserRow } from '../../db/schema';

export interface NewAccount {
  name: string;
  email: string;
  passwordHash: string;
  role: Role;
  createdAt: string;
}

export function usersRepository(db: Kysely<Database>) {
  return {
    findById(id: number): Promise<UserRow | undefined> {
      return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
    },

    findByEmail(email: string): Promise<UserRow | undefined> {
      return db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
    },

    async create(account: NewAccount): Promise<UserRow> {
      try {
        return await db
          .insertInto('users')
          .values({
            name: account.name,
            email: account.email,
            password_hash: account.passwordHash,
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

    /** A new password ends every session: tokens carry the version they were issued for. */
    async setPassword(id: number, passwordHash: string): Promise<void> {
      await db
        .updateTable('users')
        .set((eb) => ({ password_hash: passwordHash, token_version: eb('token_version', '+', 1) }))
        .where('id', '=', id)
        .execute();
    },
  };
}
