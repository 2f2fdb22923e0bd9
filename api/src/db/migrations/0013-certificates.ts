import type { Kysely, Migration } from 'kysely';
import { newCertificateId } from '../../modules/certificates/certificate-id';

/** The tables as this migration reads and writes them (a later change to schema.ts must not change what it did). */
interface Tables {
  users: { id: number; name: string };
  courses: { id: number; title: string; educator_id: number };
  enrollments: { id: number; student_id: number; course_id: number; completed: number; completed_at: string | null };
  certificates: {
    id: string;
    student_id: number;
    enrollment_id: number | null;
    course_id: number | null;
    learner_name: string;
    course_title: string;
    educator_name: string;
    completed_at: string;
    issued_at: string;
  };
}

/** Rows a backfill statement inserts at once: 9 parameters each stays well under SQLite's and PostgreSQL's limits. */
const BACKFILL_BATCH = 500;

/**
 * A learner's certificate of a completed course, issued once per enrolment (the unique enrollment_id) with the
 * names and title as they were then, so later renames change nothing on it. It goes with the learner; a deleted
 * course or enrolment leaves it valid, with those references cleared. Enrolments already complete get theirs here.
 */
export const certificates: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('certificates')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('student_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
      .addColumn('enrollment_id', 'integer', (col) => col.references('enrollments.id').onDelete('set null'))
      .addColumn('course_id', 'integer', (col) => col.references('courses.id').onDelete('set null'))
      .addColumn('learner_name', 'text', (col) => col.notNull())
      .addColumn('course_title', 'text', (col) => col.notNull())
      .addColumn('educator_name', 'text', (col) => col.notNull())
      .addColumn('completed_at', 'text', (col) => col.notNull())
      .addColumn('issued_at', 'text', (col) => col.notNull())
      .addUniqueConstraint('certificates_enrollment_key', ['enrollment_id'])
      .execute();
    // A learner's list reads by this index; deleting a course clears its certificates' course_id through the other.
    await db.schema.createIndex('certificates_student_idx').on('certificates').columns(['student_id', 'issued_at']).execute();
    await db.schema.createIndex('certificates_course_idx').on('certificates').column('course_id').execute();

    const tables = db as Kysely<Tables>;
    const completed = await tables
      .selectFrom('enrollments as e')
      .innerJoin('users as learner', 'learner.id', 'e.student_id')
      .innerJoin('courses as c', 'c.id', 'e.course_id')
      .innerJoin('users as educator', 'educator.id', 'c.educator_id')
      .select(['e.id', 'e.student_id', 'e.course_id', 'e.completed_at', 'learner.name as learner_name', 'c.title', 'educator.name as educator_name'])
      .where('e.completed', '=', 1)
      .orderBy('e.id')
      .execute();
    const issuedAt = new Date().toISOString();
    for (let start = 0; start < completed.length; start += BACKFILL_BATCH) {
      const rows = completed.slice(start, start + BACKFILL_BATCH).map((row) => ({
        id: newCertificateId(),
        student_id: row.student_id,
        enrollment_id: row.id,
        course_id: row.course_id,
        learner_name: row.learner_name,
        course_title: row.title,
        educator_name: row.educator_name,
        // A completed row always has its date; were one missing, the day it is certified is the closest truth.
        completed_at: row.completed_at ?? issuedAt,
        issued_at: issuedAt,
      }));
      await tables.insertInto('certificates').values(rows).execute();
    }
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('certificates').execute();
  },
};
