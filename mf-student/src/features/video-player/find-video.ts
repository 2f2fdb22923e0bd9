import type { CourseDetail, CourseModule, Video } from '@lectern/shared-sdk';

interface VideoPosition {
  video: Video;
  module: CourseModule;
  previous: Video | null;
  next: Video | null;
  index: number;
  total: number;
}

/** The video among all modules in order, with its neighbours across module boundaries. */
export function findVideo(course: CourseDetail, videoId: number): VideoPosition | null {
  const ordered = course.modules.flatMap((module) => module.videos.map((video) => ({ video, module })));
  const index = ordered.findIndex((entry) => entry.video.id === videoId);
  const found = ordered[index];
  if (!found) return null;
  return {
    video: found.video,
    module: found.module,
    previous: ordered[index - 1]?.video ?? null,
    next: ordered[index + 1]?.video ?? null,
    index,
    total: ordered.length,
  };
}
