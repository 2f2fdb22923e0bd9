import { sql, type CreateTableBuilder, type Kysely, type Migration } from 'kysely';
import type { DialectName } from '../client';

/** The whole data model of ARCHITECTURE.md, portable to SQLite and PostgreSQL. Never edit: add a migration. */
export function initialSchema(dialect: DialectName): Migration {
  const withId = <T extends string>(table: CreateTableBuilder<T>) =>
    dialect === 'postgres'
      ? table.addColumn('id', 'serial', (col) => col.primaryKey())
      : // AUTOINCREMENT: ids of deleted rows are never handed out again.
        table.addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement());

  return {
    async up(db: Kysely<unknown>) {
      await withId(db.schema.createTable('users'))
        .addColumn('name', 'text', (col) => col.notNull())
        .addColumn('email', 'text', (col) => col.notNull().unique())
        .addColumn('password_hash', 'text')
        .addColumn('google_sub', 'text', (col) => col.unique())
        .addColumn('role', 'text', (col) => col.notNull())
        .addColumn('profile_image', 'text')
        .addColumn('bio', 'text')
        .addColumn('is_active', 'integer', (col) => col.notNull().defaultTo(1))
        .addColumn('is_approved', 'integer', (col) => col.notNull().defaultTo(1))
        .addColumn('token_version', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('created_at', 'text', (col) => col.notNull())
        .addCheckConstraint('users_role_check', sql`role in ('student', 'educator', 'admin')`)
        .addCheckConstraint('users_flags_check', sql`is_active in (0, 1) and is_approved in (0, 1)`)
        .execute();
      await db.schema.createIndex('users_role_idx').on('users').columns(['role', 'is_approved']).execute();

      await withId(db.schema.createTable('otp_codes'))
        .addColumn('email', 'text', (col) => col.notNull())
        .addColumn('purpose', 'text', (col) => col.notNull())
        .addColumn('code_hash', 'text', (col) => col.notNull())
        .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('sent_at', 'text', (col) => col.notNull())
        .addColumn('expires_at', 'text', (col) => col.notNull())
        .addColumn('verified_at', 'text')
        .addColumn('consumed_at', 'text')
        .addCheckConstraint('otp_codes_purpose_check', sql`purpose in ('signup', 'forgot')`)
        .execute();
      await db.schema.createIndex('otp_codes_email_purpose_idx').on('otp_codes').columns(['email', 'purpose', 'id']).execute();
      await db.schema.createIndex('otp_codes_email_sent_idx').on('otp_codes').columns(['email', 'sent_at']).execute();

      await withId(db.schema.createTable('courses'))
        .addColumn('educator_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
        .addColumn('title', 'text', (col) => col.notNull())
        .addColumn('description', 'text', (col) => col.notNull())
        .addColumn('image', 'text')
        .addColumn('category', 'text', (col) => col.notNull())
        .addColumn('price_cents', 'integer', (col) => col.notNull())
        .addColumn('duration', 'text', (col) => col.notNull())
        .addColumn('is_approved', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('created_at', 'text', (col) => col.notNull())
        // Kept by the enrollments triggers below, so the catalogue sorts 10,000 courses by popularity off an index.
        .addColumn('students_count', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('rating_count', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('rating_sum', 'integer', (col) => col.notNull().defaultTo(0))
        // Catalogue search matches one lower-cased column: ILIKE over two columns is several times slower in PostgreSQL.
        .addColumn('search_text', 'text', (col) => col.generatedAlwaysAs(sql`lower(title || ' ' || description)`).stored())
        .addCheckConstraint(
          'courses_category_check',
          sql`category in ('Web Development', 'Data Science', 'Programming Fundamentals', 'Machine Learning', 'Cybersecurity')`,
        )
        .addCheckConstraint('courses_price_check', sql`price_cents >= 0`)
        .addCheckConstraint('courses_approved_check', sql`is_approved in (0, 1)`)
        .execute();
      await db.schema.createIndex('courses_approved_created_idx').on('courses').columns(['is_approved', 'created_at', 'id']).execute();
      await db.schema.createIndex('courses_approved_popular_idx').on('courses').columns(['is_approved', 'students_count', 'id']).execute();
      await db.schema.createIndex('courses_approved_price_idx').on('courses').columns(['is_approved', 'price_cents', 'id']).execute();
      await db.schema.createIndex('courses_educator_idx').on('courses').columns(['educator_id', 'created_at']).execute();

      await withId(db.schema.createTable('modules'))
        .addColumn('course_id', 'integer', (col) => col.notNull().references('courses.id').onDelete('cascade'))
        .addColumn('position', 'integer', (col) => col.notNull())
        .addColumn('title', 'text', (col) => col.notNull())
        .addColumn('description', 'text', (col) => col.notNull())
        .execute();
      await db.schema.createIndex('modules_course_idx').on('modules').columns(['course_id', 'position']).execute();

      await withId(db.schema.createTable('videos'))
        .addColumn('module_id', 'integer', (col) => col.notNull().references('modules.id').onDelete('cascade'))
        .addColumn('position', 'integer', (col) => col.notNull())
        .addColumn('title', 'text', (col) => col.notNull())
        .addColumn('youtube_url', 'text', (col) => col.notNull())
        .addColumn('duration', 'text', (col) => col.notNull())
        .execute();
      await db.schema.createIndex('videos_module_idx').on('videos').columns(['module_id', 'position']).execute();

      await withId(db.schema.createTable('enrollments'))
        .addColumn('student_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
        .addColumn('course_id', 'integer', (col) => col.notNull().references('courses.id').onDelete('cascade'))
        .addColumn('progress', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('completed', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('rating', 'integer')
        .addColumn('enrolled_at', 'text', (col) => col.notNull())
        .addColumn('completed_at', 'text')
        .addUniqueConstraint('enrollments_student_course_unique', ['student_id', 'course_id'])
        .addCheckConstraint('enrollments_progress_check', sql`progress between 0 and 100`)
        .addCheckConstraint('enrollments_completed_check', sql`completed in (0, 1)`)
        .addCheckConstraint('enrollments_rating_check', sql`rating is null or rating between 1 and 5`)
        .execute();
      await db.schema.createIndex('enrollments_course_idx').on('enrollments').column('course_id').execute();
      await createEnrollmentCountTriggers(db, dialect);

      await db.schema
        .createTable('watched_videos')
        .addColumn('enrollment_id', 'integer', (col) => col.notNull().references('enrollments.id').onDelete('cascade'))
        .addColumn('video_id', 'integer', (col) => col.notNull().references('videos.id').onDelete('cascade'))
        .addColumn('watched_at', 'text', (col) => col.notNull())
        .addPrimaryKeyConstraint('watched_videos_pk', ['enrollment_id', 'video_id'])
        .execute();
      await db.schema.createIndex('watched_videos_video_idx').on('watched_videos').column('video_id').execute();

      await withId(db.schema.createTable('cart_items'))
        .addColumn('student_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
        .addColumn('course_id', 'integer', (col) => col.notNull().references('courses.id').onDelete('cascade'))
        .addColumn('added_at', 'text', (col) => col.notNull())
        .addUniqueConstraint('cart_items_student_course_unique', ['student_id', 'course_id'])
        .execute();
      await db.schema.createIndex('cart_items_course_idx').on('cart_items').column('course_id').execute();

      await withId(db.schema.createTable('orders'))
        .addColumn('student_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
        .addColumn('total_cents', 'integer', (col) => col.notNull())
        .addColumn('created_at', 'text', (col) => col.notNull())
        .addCheckConstraint('orders_total_check', sql`total_cents >= 0`)
        .execute();
      await db.schema.createIndex('orders_student_idx').on('orders').column('student_id').execute();

      await withId(db.schema.createTable('order_items'))
        .addColumn('order_id', 'integer', (col) => col.notNull().references('orders.id').onDelete('cascade'))
        .addColumn('course_id', 'integer', (col) => col.references('courses.id').onDelete('set null'))
        .addColumn('course_title', 'text', (col) => col.notNull())
        .addColumn('price_cents', 'integer', (col) => col.notNull())
        .addCheckConstraint('order_items_price_check', sql`price_cents >= 0`)
        .execute();
      await db.schema.createIndex('order_items_order_idx').on('order_items').column('order_id').execute();
      await db.schema.createIndex('order_items_course_idx').on('order_items').column('course_id').execute();
    },

    async down(db: Kysely<unknown>) {
      await dropEnrollmentCountTriggers(db, dialect);
      const tables = ['order_items', 'orders', 'cart_items', 'watched_videos', 'enrollments', 'videos', 'modules', 'courses', 'otp_codes', 'users'];
      for (const table of tables) await db.schema.dropTable(table).execute();
    },
  };
}

/** What an enrolment adds to its course's counters (`sign` -1 takes it away). */
const counterUpdate = (row: 'new' | 'old', sign: '+' | '-') =>
  `update courses set students_count = students_count ${sign} 1, ` +
  `rating_count = rating_count ${sign} (case when ${row}.rating is null then 0 else 1 end), ` +
  `rating_sum = rating_sum ${sign} coalesce(${row}.rating, 0) where id = ${row}.course_id;`;

/**
 * Triggers keep courses.students_count, rating_count and rating_sum equal to what the enrollments say, in the
 * same transaction as any write to them, cascading deletes included. Trigger syntax differs between the two
 * databases; the behaviour is the same.
 */
async function createEnrollmentCountTriggers(db: Kysely<unknown>, dialect: DialectName) {
  if (dialect === 'postgres') {
    await sql
      .raw(
        `create function enrollments_count_courses() returns trigger language plpgsql as $$
        begin
          if tg_op in ('DELETE', 'UPDATE') then ${counterUpdate('old', '-')} end if;
          if tg_op in ('INSERT', 'UPDATE') then ${counterUpdate('new', '+')} end if;
          return null;
        end $$`,
      )
      .execute(db);
    await sql
      .raw(
        `create trigger enrollments_count_courses after insert or delete or update of course_id, rating on enrollments
        for each row execute function enrollments_count_courses()`,
      )
      .execute(db);
    return;
  }
  await sql.raw(`create trigger enrollments_count_insert after insert on enrollments begin ${counterUpdate('new', '+')} end`).execute(db);
  await sql.raw(`create trigger enrollments_count_delete after delete on enrollments begin ${counterUpdate('old', '-')} end`).execute(db);
  await sql
    .raw(
      `create trigger enrollments_count_update after update of course_id, rating on enrollments begin ` +
        `${counterUpdate('old', '-')} ${counterUpdate('new', '+')} end`,
    )
    .execute(db);
}

async function dropEnrollmentCountTriggers(db: Kysely<unknown>, dialect: DialectName) {
  if (dialect === 'postgres') {
    await sql.raw('drop trigger enrollments_count_courses on enrollments').execute(db);
    await sql.raw('drop function enrollments_count_courses()').execute(db);
    return;
  }
  for (const trigger of ['enrollments_count_insert', 'enrollments_count_delete', 'enrollments_count_update']) {
    await sql.raw(`drop trigger ${trigger}`).execute(db);
  }
}
