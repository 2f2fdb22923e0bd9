import { errorCode } from '../lib/error-code';

/** A unique constraint rejected the write (SQLite or PostgreSQL). */
export function isUniqueViolation(error: unknown): boolean {
  const code = errorCode(error);
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || code === '23505';
}
