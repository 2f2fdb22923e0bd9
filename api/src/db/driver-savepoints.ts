import type { Driver } from 'kysely';

type Savepoints = Required<Pick<Driver, 'savepoint' | 'rollbackToSavepoint' | 'releaseSavepoint'>>;

/** A wrapped driver's savepoint methods; both drivers we wrap (SQLite's and PostgreSQL's) have them. */
export function savepointsOf(driver: Driver): Savepoints {
  const { savepoint, rollbackToSavepoint, releaseSavepoint } = driver;
  if (!savepoint || !rollbackToSavepoint || !releaseSavepoint) throw new TypeError('The wrapped database driver has no savepoints');
  return {
    savepoint: savepoint.bind(driver),
    rollbackToSavepoint: rollbackToSavepoint.bind(driver),
    releaseSavepoint: releaseSavepoint.bind(driver),
  };
}
