import type { Kysely } from 'kysely';
import { paths } from '@lectern/shared-sdk/routing/paths';
import type { Database, VideoRow } from '../../db/schema';
import type { CourseRow } from '../courses/course-access';
import type { Notify } from '../notifications/notify';

/**
 * In the transaction that added a video: every student enrolled in the course hears of it, in one notify call (their
 * preferences are read once for all of them; `new_lessons` is a daily digest by default). Only an approved course
 * tells anyone: one pending, sent back or not yet published is the educator's draft, and nobody's to hear of.
 */
export async function noticeNewLessons(
  notify: Notify,
  trx: Kysely<Database>,
  course: Pick<CourseRow, 'id' | 'title' | 'educator_id' | 'is_approved'>,
  video: Pick<VideoRow, 'id' | 'title'>,
): Promise<void> {
  if (course.is_approved !== 1) return;
  const educator = await trx.selectFrom('users').select('name').where('id', '=', course.educator_id).executeTakeFirst();
  const students = await trx.selectFrom('enrollments').select('student_id').where('course_id', '=', course.id).orderBy('student_id').execute();
  await notify(
    trx,
    students.map(({ student_id }) => ({
      userId: student_id,
      kind: 'new_lessons' as const,
      key: `new_lessons:${video.id}`,
      title: `New lessons in “${course.title}”`,
      body: `${educator?.name ?? 'The educator'} added “${video.title}”.`,
      link: paths.student.learn(course.id),
      actorId: course.educator_id,
    })),
  );
}
