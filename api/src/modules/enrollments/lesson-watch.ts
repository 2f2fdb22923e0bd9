import type { LessonWatch } from '@lectern/shared-sdk/enrollments/schemas';
import type { LessonWatchTable } from '../../db/schema';
import type { Executor } from './enrollments.query';

/**
 * The rules for recorded watching. The player reports every `reportEverySeconds` while it plays; a report may add
 * no more played seconds than the time since the previous one allows at the fastest speed YouTube plays, and never
 * more than `mostPerReport`, so neither a burst of reports nor one made-up figure inflates the watch time an
 * educator reads. A lesson is watched once `watchedShare` of its length has been played (Teachable's rule).
 */
export const watchRules = {
  reportEverySeconds: 10,
  fastestPlaybackRate: 2,
  mostPerReport: 30,
  watchedShare: 0.9,
} as const;

/** How many of the reported played seconds count, given when the previous report for the lesson arrived. */
export function creditedSeconds(played: number, previousReportAt: Date | undefined, now: Date): number {
  if (previousReportAt === undefined) return Math.min(played, watchRules.mostPerReport);
  const elapsed = Math.max(0, (now.getTime() - previousReportAt.getTime()) / 1000);
  return Math.min(played, watchRules.mostPerReport, elapsed * watchRules.fastestPlaybackRate);
}

/** Whether the seconds played cover enough of the lesson to count it watched. */
export function playedEnough(watchedSeconds: number, durationSeconds: number | null): boolean {
  return durationSeconds !== null && durationSeconds > 0 && watchedSeconds >= durationSeconds * watchRules.watchedShare;
}

/** Seconds kept to the millisecond, so sums of reports read as the figures they are (20.2, not 20.200000000000003). */
const toMilliseconds = (seconds: number) => Math.round(seconds * 1000) / 1000;

function toLessonWatch(row: LessonWatchTable): LessonWatch {
  return {
    videoId: row.video_id,
    position: Number(row.position_seconds),
    watchedSeconds: Number(row.watched_seconds),
    duration: row.duration_seconds === null ? null : Number(row.duration_seconds),
    updatedAt: row.updated_at,
  };
}

export interface WatchReport {
  videoId: number;
  position: number;
  played: number;
  duration?: number;
}

export function lessonWatchRepository(db: Executor) {
  return {
    async list(enrollmentId: number): Promise<LessonWatch[]> {
      const rows = await db
        .selectFrom('lesson_watch')
        .selectAll()
        .where('enrollment_id', '=', enrollmentId)
        .orderBy('updated_at', 'desc')
        .orderBy('video_id')
        .execute();
      return rows.map(toLessonWatch);
    },

    /**
     * Records a report (run it while holding the enrolment's lock, see lockOwn, so reports are counted one after
     * the other): the position, the credited seconds and the length the player gave, kept when a report has none.
     */
    async record(enrollmentId: number, report: WatchReport, now: Date): Promise<LessonWatch> {
      const previous = await db
        .selectFrom('lesson_watch')
        .selectAll()
        .where('enrollment_id', '=', enrollmentId)
        .where('video_id', '=', report.videoId)
        .executeTakeFirst();
      const duration = report.duration ?? (previous?.duration_seconds === null || previous === undefined ? null : Number(previous.duration_seconds));
      const row: LessonWatchTable = {
        enrollment_id: enrollmentId,
        video_id: report.videoId,
        position_seconds: duration === null ? report.position : Math.min(report.position, duration),
        watched_seconds: toMilliseconds(
          Number(previous?.watched_seconds ?? 0) + creditedSeconds(report.played, previous ? new Date(previous.updated_at) : undefined, now),
        ),
        duration_seconds: duration,
        updated_at: now.toISOString(),
      };
      if (previous) {
        await db
          .updateTable('lesson_watch')
          .set({
            position_seconds: row.position_seconds,
            watched_seconds: row.watched_seconds,
            duration_seconds: row.duration_seconds,
            updated_at: row.updated_at,
          })
          .where('enrollment_id', '=', enrollmentId)
          .where('video_id', '=', report.videoId)
          .execute();
      } else {
        await db.insertInto('lesson_watch').values(row).execute();
      }
      return toLessonWatch(row);
    },
  };
}
