import { idFields } from '@lectern/shared-sdk/schemas/common';
import type { CourseModule } from '@lectern/shared-sdk/schemas/modules';
import type { Video } from '@lectern/shared-sdk/schemas/videos';
import type { ModuleRow, VideoRow } from '../../db/schema';

export function toVideo(video: VideoRow, moduleTitle: string): Video {
  return {
    ...idFields(video.id),
    moduleId: video.module_id,
    position: video.position,
    title: video.title,
    youtubeUrl: video.youtube_url,
    duration: video.duration,
    moduleTitle,
  };
}

export function toModule(module: ModuleRow, videos: readonly VideoRow[]): CourseModule {
  return {
    ...idFields(module.id),
    courseId: module.course_id,
    position: module.position,
    title: module.title,
    description: module.description,
    videos: videos.filter((video) => video.module_id === module.id).map((video) => toVideo(video, module.title)),
  };
}
