import type { Kysely } from 'kysely';
import type { UpdateVideoInput, Video } from '@lectern/shared-sdk/videos/schemas';
import { toFlag, type Database, type UserRow } from '../../db/schema';
import { loadManagedModule, loadManagedVideo, touchCourse } from '../courses/course-access';
import { afterContentAdded, afterContentRemoved, nextPosition } from '../courses/course-content';
import { toVideo } from '../modules/modules.mapper';
import { statedLengthSeconds } from './lesson-length';
import { noticeNewLessons } from './new-lessons-notice';
import type { Notify } from '../notifications/notify';

export interface NewVideo {
  moduleId: number;
  title: string;
  youtubeUrl: string;
  duration: string;
  isPreview?: boolean;
}

/** Videos in the modules of the caller's courses. Adding or removing one recomputes the course's progress. */
export function videosRepository(db: Kysely<Database>, options: { lock: boolean; notify: Notify }) {
  return {
    async find(videoId: number, user: UserRow): Promise<Video> {
      const { video, module } = await loadManagedVideo(db, videoId, user, { allowAdmin: true });
      return toVideo(video, module.title);
    },

    /** Appends the video after the module's last one; enrolments that had finished the course are reopened. */
    async create(input: NewVideo, user: UserRow, now: string): Promise<Video> {
      return db.transaction().execute(async (trx) => {
        const { module, course } = await loadManagedModule(trx, input.moduleId, user, { lock: options.lock });
        const position = await nextPosition(trx, 'videos', module.id);
        const video = await trx
          .insertInto('videos')
          .values({
            module_id: module.id,
            position,
            title: input.title,
            youtube_url: input.youtubeUrl,
            duration: input.duration,
            length_seconds: statedLengthSeconds(input.duration),
            is_preview: toFlag(input.isPreview ?? false),
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        await afterContentAdded(trx, course.id, now, options.notify);
        await noticeNewLessons(options.notify, trx, course, video);
        return toVideo(video, module.title);
      });
    },

    async update(videoId: number, user: UserRow, input: UpdateVideoInput, now: string): Promise<Video> {
      return db.transaction().execute(async (trx) => {
        const { video, module, course } = await loadManagedVideo(trx, videoId, user, { lock: options.lock });
        await touchCourse(trx, course.id, now);
        const changes = {
          ...(input.title !== undefined ? { title: input.title } : {}),
          ...(input.youtubeUrl !== undefined ? { youtube_url: input.youtubeUrl } : {}),
          ...(input.duration !== undefined ? { duration: input.duration, length_seconds: statedLengthSeconds(input.duration) } : {}),
          ...(input.isPreview !== undefined ? { is_preview: toFlag(input.isPreview) } : {}),
        };
        const updated =
          Object.keys(changes).length === 0
            ? video
            : await trx.updateTable('videos').set(changes).where('id', '=', video.id).returningAll().executeTakeFirstOrThrow();
        return toVideo(updated, module.title);
      });
    },

    /** Removes the video (and the marks of those who watched it), then recomputes the course's enrolments and where they stopped. */
    async remove(videoId: number, user: UserRow, now: string): Promise<void> {
      await db.transaction().execute(async (trx) => {
        const { video, course } = await loadManagedVideo(trx, videoId, user, { lock: options.lock });
        await trx.deleteFrom('videos').where('id', '=', video.id).execute();
        await afterContentRemoved(trx, course.id, now, options.notify);
      });
    },
  };
}
