import { sql, type Kysely, type Migration } from 'kysely';
import { statedLengthMinutes } from '../../modules/courses/course-length';

/**
 * The catalogue's length filter (Under 3 hours … 17+ hours) compares numbers, not the duration text: each course's
 * stated length in minutes, parsed by the API whenever it writes `duration` (null when the text says nothing usable),
 * and filled in here for the courses there are, one statement per length.
 */
export const courseLength: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('courses').addColumn('length_minutes', 'integer').execute();
    const courses = await (db as Kysely<{ courses: { id: number; duration: string } }>).selectFrom('courses').select(['id', 'duration']).execute();
    const byLength = new Map<number, number[]>();
    for (const course of courses) {
      const minutes = statedLengthMinutes(course.duration);
      if (minutes !== null) byLength.set(minutes, [...(byLength.get(minutes) ?? []), course.id]);
    }
    for (const [minutes, ids] of byLength) {
      for (let start = 0; start < ids.length; start += 500) {
        await sql`update courses set length_minutes = ${minutes} where id in (${sql.join(ids.slice(start, start + 500))})`.execute(db);
      }
    }
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('courses').dropColumn('length_minutes').execute();
  },
};
