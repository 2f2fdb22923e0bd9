import { idFields } from '@lectern/shared-sdk/core/schemas';
import type { CourseModule } from '@lectern/shared-sdk/modules/schemas';
import type { Video } from '@lectern/shared-sdk/videos/schemas';
import type { ModuleRow, VideoRow } from '../../db/schema';

export interface LessonAccess {
  /**
   * Every lesson address goes to the course's learners, its educator and admins, and a free course's to anyone; anyone
   * else gets only the free previews' (paid content stays paid).
   */
  lessonUrls: boolean;
}

export function toVideo(video: VideoRow, moduleTitle: string, { lessonUrls }: LessonAccess = { lessonUrls: true }): Video {
  return {
    ...idFields(video.id),
    moduleId: video.module_id,
    position: video.position,
    title: video.title,
    ...(lessonUrls || video.is_preview === 1 ? { youtubeUrl: video.youtube_url } : {}),
    duration: video.duration,
    isPreview: video.is_preview === 1,
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
