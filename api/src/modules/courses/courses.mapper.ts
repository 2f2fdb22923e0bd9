import { idFields } from '@lectern/shared-sdk/core/schemas';
import type { Course, CourseDetail } from '@lectern/shared-sdk/courses/schemas';
import type { ModuleRow, VideoRow } from '../../db/schema';
import { toModule, type LessonAccess } from '../modules/modules.mapper';
import type { CourseSummaryRow } from './courses.repository';

export const centsToDollars = (cents: number) => cents / 100;

export function toCourse(row: CourseSummaryRow): Course {
  const students = row.students_count;
  const ratingCount = row.rating_count;
  return {
    ...idFields(row.id),
    title: row.title,
    description: row.description,
    image: row.image,
    category: row.category,
    price: centsToDollars(row.price_cents),
    duration: row.duration,
    instructor: row.educator_name,
    educatorId: { ...idFields(row.educator_id), name: row.educator_name },
    students,
    enrolledCount: students,
    rating: ratingCount > 0 ? Math.round((row.rating_sum / ratingCount) * 10) / 10 : null,
    ratingCount,
    isApproved: row.is_approved === 1,
    ...(row.owner_deleted_at === null ? {} : { ownerDeleted: true as const }),
    moduleCount: row.module_count ?? 0,
    videoCount: row.video_count ?? 0,
    createdAt: row.created_at,
    updatedAt: row.updated_at ?? row.created_at,
  };
}

/**
 * The course as its educator and admins read it: with why an admin last sent it back (until an edit or an approval
 * clears it). Never for anyone else, and never in a public or shared cached read: `toCourse` leaves it out.
 */
export function toReviewedCourse(row: CourseSummaryRow): Course {
  const feedback = row.sent_back_reason !== null && row.sent_back_at !== null ? { reason: row.sent_back_reason, sentBackAt: row.sent_back_at } : null;
  return { ...toCourse(row), reviewFeedback: feedback };
}

export function toCourseDetail(
  summary: CourseSummaryRow,
  modules: readonly ModuleRow[],
  videos: readonly VideoRow[],
  access: LessonAccess,
  reviewer = false,
): CourseDetail {
  const course = reviewer ? toReviewedCourse(summary) : toCourse(summary);
  return { ...course, modules: modules.map((module) => toModule(module, videos, access)) };
}
