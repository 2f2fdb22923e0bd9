import type { Kysely } from 'kysely';
import { categories as courseCategories } from '@lectern/shared-sdk/courses/schemas';
import type { Database } from '../src/db/schema';

const topics = ['TypeScript', 'Watercolour', 'Statistics', 'Negotiation', 'Photography', 'Rust', 'Copywriting', 'Pottery'];
const levels = ['Foundations of', 'Practical', 'Advanced', 'A Gentle Introduction to', 'Mastering'];

function cycle<T>(list: readonly T[], n: number): T {
  const item = list[n % list.length];
  if (item === undefined) throw new Error('cycle over an empty list');
  return item;
}

/** Adds `count` approved courses of the first educator, with varied titles, prices, dates and popularity. */
export async function insertSyntheticCourses(db: Kysely<Database>, count: number): Promise<void> {
  const educator = await db.selectFrom('users').select('id').where('role', '=', 'educator').orderBy('id').executeTakeFirstOrThrow();
  const start = Date.parse('2024-01-01T00:00:00Z');
  await db.transaction().execute(async (trx) => {
    for (let offset = 0; offset < count; offset += 500) {
      const rows = Array.from({ length: Math.min(500, count - offset) }, (_, index) => {
        const n = offset + index;
        const topic = cycle(topics, n);
        return {
          educator_id: educator.id,
          title: `${cycle(levels, n)} ${topic} ${n}`,
          description: `Lesson plan number ${n} about ${topic.toLowerCase()}, with exercises and a final project.`,
          image: null,
          category: cycle(courseCategories, n),
          price_cents: n % 3 === 0 ? 0 : 999 + (n % 50) * 100,
          duration: `${1 + (n % 20)}h ${n % 60}m`,
          is_approved: 1 as const,
          created_at: new Date(start + n * 60_000).toISOString(),
        };
      });
      await trx.insertInto('courses').values(rows).execute();
    }
    // Popularity is kept by triggers on enrolments; spread it so the default sort has work to do.
    await trx
      .updateTable('courses')
      .set((eb) => ({ students_count: eb('id', '%', 97) }))
      .execute();
  });
}
