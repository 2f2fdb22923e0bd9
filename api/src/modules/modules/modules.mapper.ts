import { idFields } from '@lectern/shared-sdk/schemas/common';
import type { CourseModule } from '@lectern/shared-sdk/schemas/modules';
import type { Video } from '@lectern/shared-sdk/schemas/videos';
import type { ModuleRow, VideoRow } from '../../db/schema';

export interface LessonAccess {
  /** The lesson addresses go only to the course's learners, its educator and admins (paid content stays paid). */
  lessonUrls: boolean;
}

export function toVideo(video: VideoRow, moduleTitle: string, { lessonUrls }: LessonAccess = { lessonUrls: true }): Video {
  return {
    ...idFields(video.id),
    moduleId: video.module_id,
    position: video.position,
    title: video.title,
    ...(lessonUrls ? { youtubeUrl: video.youtube_url } : {}),
    duration: video.duration,
    moduleTitle,
  };
}

export function toModule(module: ModuleRow, videos: readonly VideoRow[], access: LessonAccess = { lessonUrls: true }): CourseModule {
  return {
    ...idFields(module.id),
    courseId: module.course_id,
    position: module.position,
    title: module.title,
    description: module.description,
    videos: videos.filter((video) => video.module_id === module.id).map((video) => toVideo(video, module.title, access)),
  };
}
