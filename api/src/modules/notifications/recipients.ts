import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** The admins who are told of what waits on admins (a course to review, a rollback): every active admin account. */
export async function activeAdminIds(db: Kysely<Database>): Promise<number[]> {
  const rows = await db.selectFrom('users').select('id').where('role', '=', 'admin').where('is_active', '=', 1).orderBy('id').execute();
  return rows.map((row) => row.id);
}
