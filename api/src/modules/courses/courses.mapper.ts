import type { Course, CourseDetail } from '@lectern/shared-sdk/schemas/courses';
import type { CourseModule } from '@lectern/shared-sdk/schemas/modules';
import type { ModuleRow, VideoRow } from '../../db/schema';
import type { CourseSummaryRow } from './courses.repository';

export const centsToDollars = (cents: number) => cents / 100;

export function toCourse(row: CourseSummaryRow): Course {
  const students = row.students_count;
  const ratingCount = row.rating_count;
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    image: row.image,
    category: row.category,
    price: centsToDollars(row.price_cents),
    duration: row.duration,
    instructor: row.educator_name,
    educatorId: { id: row.educator_id, name: row.educator_name },
    students,
    enrolledCount: students,
    rating: ratingCount > 0 ? Math.round((row.rating_sum / ratingCount) * 10) / 10 : null,
    ratingCount,
    isApproved: row.is_approved === 1,
    moduleCount: row.module_count ?? 0,
    videoCount: row.video_count ?? 0,
    createdAt: row.created_at,
  };
}

export function toCourseDetail(
  summary: CourseSummaryRow,
  modules: readonly ModuleRow[],
  videos: readonly (VideoRow & { module_title: string })[],
): CourseDetail {
  const courseModules: CourseModule[] = modules.map((module) => ({
    id: module.id,
    courseId: module.course_id,
    position: module.position,
    title: module.title,
    description: module.description,
    videos: videos
      .filter((video) => video.module_id === module.id)
      .map((video) => ({
        id: video.id,
        moduleId: video.module_id,
        position: video.position,
        title: video.title,
        youtubeUrl: video.youtube_url,
        duration: video.duration,
        moduleTitle: video.module_title,
      })),
  }));
  return { ...toCourse(summary), modules: courseModules };
}
