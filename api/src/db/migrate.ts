import { Migrator, sql, type Migration } from 'kysely';
import type { DatabaseHandle, DialectName } from './client';
import { initialSchema } from './migrations/0001-initial-schema';
import { catalogueRatingIndex } from './migrations/0002-catalogue-rating-index';
import { googleSignIns } from './migrations/0003-google-sign-ins';
import { sessions } from './migrations/0004-sessions';
import { rateLimits } from './migrations/0005-rate-limits';
import { otpSendSlots } from './migrations/0006-otp-send-slots';
import { coursePriceChanges } from './migrations/0007-course-price-changes';
import { courseUpdatedAt } from './migrations/0008-course-updated-at';
import { publicDataNotifications } from './migrations/0009-public-data-notifications';
import { wishlists } from './migrations/0010-wishlists';
import { freePreviews } from './migrations/0011-free-previews';
import { lessonWatch } from './migrations/0012-lesson-watch';
import { certificates } from './migrations/0013-certificates';
import { reviews } from './migrations/0014-reviews';
import { insights } from './migrations/0015-insights';
import { googleHandoffs } from './migrations/0016-google-handoffs';
import { cartDeletedCourses } from './migrations/0017-cart-deleted-courses';
import { contentPages } from './migrations/0018-content-pages';
import { accountDeletion } from './migrations/0019-account-deletion';
import { courseLength } from './migrations/0020-course-length';
import { payments } from './migrations/0021-payments';
import { coupons } from './migrations/0022-coupons';
import { ledger } from './migrations/0023-ledger';
import { refunds } from './migrations/0024-refunds';
import { payouts } from './migrations/0025-payouts';
import { telemetry } from './migrations/0026-telemetry';
import { quizzes } from './migrations/0027-quizzes';
import { questions } from './migrations/0028-questions';
import { notifications } from './migrations/0029-notifications';
import { archivedCourses } from './migrations/0030-archived-courses';
import { quizAwareCompletion } from './migrations/0031-quiz-aware-completion';
import { notificationActors } from './migrations/0032-notification-actors';

/** Migrations live in code (not files found at run time) so tsx, jest and any bundler see the same list. */
function migrations(dialect: DialectName): Record<string, Migration> {
  return {
    '0001-initial-schema': initialSchema(dialect),
    '0002-catalogue-rating-index': catalogueRatingIndex(dialect),
    '0003-google-sign-ins': googleSignIns,
    '0004-sessions': sessions(dialect),
    '0005-rate-limits': rateLimits(dialect),
    '0006-otp-send-slots': otpSendSlots,
    '0007-course-price-changes': coursePriceChanges(dialect),
    '0008-course-updated-at': courseUpdatedAt,
    '0009-public-data-notifications': publicDataNotifications(dialect),
    '0010-wishlists': wishlists(dialect),
    '0011-free-previews': freePreviews,
    '0012-lesson-watch': lessonWatch,
    '0013-certificates': certificates,
    '0014-reviews': reviews(dialect),
    '0015-insights': insights(dialect),
    '0016-google-handoffs': googleHandoffs,
    '0017-cart-deleted-courses': cartDeletedCourses(dialect),
    '0018-content-pages': contentPages(dialect),
    '0019-account-deletion': accountDeletion,
    '0020-course-length': courseLength,
    '0021-payments': payments(dialect),
    '0022-coupons': coupons(dialect),
    '0023-ledger': ledger(dialect),
    '0024-refunds': refunds(dialect),
    '0025-payouts': payouts(dialect),
    '0026-telemetry': telemetry,
    '0027-quizzes': quizzes(dialect),
    '0028-questions': questions(dialect),
    '0029-notifications': notifications(dialect),
    '0030-archived-courses': archivedCourses,
    '0031-quiz-aware-completion': quizAwareCompletion,
    '0032-notification-actors': notificationActors,
  };
}

/** The newest migration this code knows. */
export const latestMigration = Object.keys(migrations('sqlite')).at(-1) ?? 'none';

/**
 * Brings the database to this code's latest migration and returns the database's migration level: the last of
 * them it has applied (what /api/version reports). `upTo` stops at an earlier one: a test writes the rows a later
 * migration must convert, then migrates the rest of the way.
 */
export async function migrateToLatest(handle: DatabaseHandle, options: { upTo?: string } = {}): Promise<string> {
  // On PostgreSQL on a connection without the requests' deadlines: a migration may take long, and so may waiting on
  // the migration lock another instance (or test run) holds.
  const migrating = handle.forMigrations?.() ?? handle;
  try {
    return await migrateWith(migrating, options);
  } finally {
    if (migrating !== handle) await migrating.db.destroy();
  }
}

async function migrateWith({ db, dialect, schema }: DatabaseHandle, { upTo }: { upTo?: string }): Promise<string> {
  // The name is checked (env.ts), so it can stand in the statement; the connections' search_path already names it.
  if (schema) await sql.raw(`create schema if not exists "${schema}"`).execute(db);
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations(dialect) },
    // Without it Kysely would take a migration table in any schema of the database for ours.
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
  const { error, results } = await (upTo ? migrator.migrateTo(upTo) : migrator.migrateToLatest());
  const failed = results?.find((result) => result.status === 'Error');
  if (error) {
    throw new Error(failed ? `Migration ${failed.migrationName} failed` : 'Migrations failed', { cause: error });
  }
  const applied = (await migrator.getMigrations()).filter((migration) => migration.executedAt !== undefined);
  return applied.at(-1)?.name ?? 'none';
}
