import type { Kysely } from 'kysely';
import type { Stats } from '@lectern/shared-sdk/stats/schemas';
import type { Database } from '../../db/schema';

export function statsRepository(db: Kysely<Database>) {
  return {
    /** Home-page figures; with `forAdmin` the dashboard's figures too, and courses counts pending ones. */
    async read(forAdmin: boolean): Promise<Stats> {
      const row = await db
        .selectNoFrom((eb) => [
          eb
            .selectFrom('users')
            .where('role', '=', 'student')
            .where('deleted_at', 'is', null)
            .select((sub) => sub.fn.countAll<number>().as('n'))
            .as('students'),
          eb
            .selectFrom('users')
            .where('role', '=', 'educator')
            .where('deleted_at', 'is', null)
            .select((sub) => sub.fn.countAll<number>().as('n'))
            .as('educators'),
          eb
            .selectFrom('users')
            .where('role', '=', 'educator')
            .where('is_approved', '=', 1)
            .select((sub) => sub.fn.countAll<number>().as('n'))
            .as('active_educators'),
          eb
            .selectFrom('courses')
            .where('is_approved', '=', 1)
            .select((sub) => sub.fn.countAll<number>().as('n'))
            .as('approved_courses'),
          eb
            .selectFrom('courses')
            .select((sub) => sub.fn.countAll<number>().as('n'))
            .as('all_courses'),
          eb
            .selectFrom('enrollments')
            .select((sub) => sub.fn.countAll<number>().as('n'))
            .as('enrollments'),
          eb
            .selectFrom('enrollments')
            .select((sub) => sub.fn.count<number>('rating').as('n'))
            .as('rated'),
          eb
            .selectFrom('enrollments')
            .where('rating', '>=', 4)
            .select((sub) => sub.fn.countAll<number>().as('n'))
            .as('satisfied'),
        ])
        .executeTakeFirstOrThrow();

      const rated = row.rated ?? 0;
      const stats: Stats = {
        students: row.students ?? 0,
        courses: (forAdmin ? row.all_courses : row.approved_courses) ?? 0,
        // Omitted until somebody rates: the home screen then shows its default (spec: 95).
        ...(rated > 0 ? { successRate: Math.round(((row.satisfied ?? 0) / rated) * 100) } : {}),
      };
      if (!forAdmin) return stats;
      const enrollments = row.enrollments ?? 0;
      return {
        ...stats,
        educators: row.educators ?? 0,
        activeEducators: row.active_educators ?? 0,
        Enrollments: enrollments,
        enrollments,
      };
    },
  };
}
