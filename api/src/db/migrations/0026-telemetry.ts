import type { Kysely, Migration } from 'kysely';

/**
 * Browsers' telemetry, per area and release, as per-minute counters: never a raw event. A row is one counter of one
 * minute (`YYYY-MM-DDTHH:MM`, UTC) for one area, release and page (`''` for the area as a whole):
 *
 * - `sessions`, `errors`, `error_sessions` (page loads that ran the area, errors it threw, page loads with at least one);
 * - `load_failure:<stage>` (where loading the area failed);
 * - `<LCP|INP|CLS>:<bucket>`: a Web Vital's histogram, in buckets 10 % wide, from which its percentiles are read.
 *
 * A batch adds to its counters with one upsert; a burst of batches touches the same few rows. Rows older than the
 * retention are deleted as new ones come.
 */
export const telemetry: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('telemetry_minutes')
      .addColumn('minute', 'text', (col) => col.notNull())
      .addColumn('area', 'text', (col) => col.notNull())
      .addColumn('release', 'text', (col) => col.notNull())
      .addColumn('page', 'text', (col) => col.notNull())
      .addColumn('counter', 'text', (col) => col.notNull())
      .addColumn('count', 'integer', (col) => col.notNull())
      .addPrimaryKeyConstraint('telemetry_minutes_pkey', ['area', 'release', 'minute', 'page', 'counter'])
      .execute();
    await db.schema.createIndex('telemetry_minutes_minute').on('telemetry_minutes').column('minute').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('telemetry_minutes').execute();
  },
};
