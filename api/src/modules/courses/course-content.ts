import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { noticeCertificates } from '../certificates/certificate-notice';
import { lastActivity } from '../enrollments/last-activity';
import { recomputeProgress } from '../enrollments/progress';
import type { Notify } from '../notifications/notify';
import { touchCourse } from './course-access';

type Executor = Kysely<Database> | Transaction<Database>;

/** Each kind of ordered course content, and the column naming the list it is ordered in. */
const listColumn = { modules: 'course_id', videos: 'module_id' } as const;

/** Where an item added at the end of its list goes: after the last one, 1 in an empty list. */
export async function nextPosition(db: Executor, table: keyof typeof listColumn, listId: number): Promise<number> {
  const last = await db
    .selectFrom(table)
    .where(listColumn[table], '=', listId)
    .select((eb) => eb.fn.max('position').as('position'))
    .executeTakeFirst();
  return Number(last?.position ?? 0) + 1;
}

/**
 * In the transaction that added a module, a video or a quiz: the enrolments' progress follows (a new lesson reopens a
 * finished course; a student it completes is told of their certificate) and the course's last change moves.
 */
export async function afterContentAdded(db: Executor, courseId: number, now: string, notify: Notify): Promise<void> {
  await noticeCertificates(notify, db, await recomputeProgress(db, { courseId }, now));
  await touchCourse(db, courseId, now);
}

/**
 * In the transaction that deleted a module or a video (with the marks of those who watched it): progress (a student
 * whose last missing lesson it was gets their certificate, and is told), where each student stopped and the course's
 * last change follow.
 */
export async function afterContentRemoved(db: Executor, courseId: number, now: string, notify: Notify): Promise<void> {
  await noticeCertificates(notify, db, await recomputeProgress(db, { courseId }, now));
  await lastActivity.refreshAfterDelete(db, courseId);
  await touchCourse(db, courseId, now);
}
