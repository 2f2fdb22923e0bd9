import { sql } from 'kysely';
import type { LastWatched } from '@lectern/shared-sdk/enrollments/schemas';
import type { IsoTimestamp } from '../../db/schema';
import type { Executor } from './enrollments.query';

/**
 * An enrolment's last activity: the lesson last played (a watch report) or marked watched, and when. It is what
 * 'Continue Learning' resumes and where the educator's insights see a learner stop, and it is one column of the
 * enrolment so that neither reads every watch record.
 */
export const lastActivity = {
  /** Run in the transaction of the report or the mark, after it is written: the enrolment's row is locked already. */
  async note(db: Executor, enrollmentId: number, videoId: number, at: IsoTimestamp): Promise<void> {
    await db.updateTable('enrollments').set({ last_video_id: videoId, last_watched_at: at }).where('id', '=', enrollmentId).execute();
  },

  /**
   * After lessons of the course were deleted (the foreign key cleared the enrolments that stopped at them): each such
   * enrolment takes its latest remaining play or mark. Its activity's time stays: the learner was active then.
   */
  async refreshAfterDelete(db: Executor, courseId: number): Promise<void> {
    await sql`
      update enrollments set last_video_id = (
        select video_id from (
          select video_id, updated_at as at from lesson_watch where enrollment_id = enrollments.id
          union all select video_id, watched_at as at from watched_videos where enrollment_id = enrollments.id
        ) activity order by at desc, video_id desc limit 1)
      where course_id = ${courseId} and last_video_id is null and last_watched_at is not null`.execute(db);
  },

  /** Where 'Continue Learning' goes: the last lesson and the second it was left at (0 when it was marked, never played). */
  async of(db: Executor, enrollmentId: number): Promise<LastWatched | null> {
    const row = await db
      .selectFrom('enrollments as e')
      .leftJoin('lesson_watch as l', (join) => join.onRef('l.enrollment_id', '=', 'e.id').onRef('l.video_id', '=', 'e.last_video_id'))
      .select(['e.last_video_id', 'l.position_seconds'])
      .where('e.id', '=', enrollmentId)
      .executeTakeFirst();
    return row ? toLastWatched(row.last_video_id, row.position_seconds) : null;
  },
};

/** The enrolment's last lesson and where it was left (the lesson_watch row of that lesson, if it was played). */
export function toLastWatched(lastVideoId: number | null, positionSeconds: number | null | undefined): LastWatched | null {
  return lastVideoId === null ? null : { videoId: lastVideoId, position: Number(positionSeconds ?? 0) };
}
