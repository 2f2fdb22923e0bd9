import { idFields } from '@lectern/shared-sdk/core/schemas';
import type { Enrollment, LastWatched } from '@lectern/shared-sdk/enrollments/schemas';
import type { EnrollmentRow } from '../../db/schema';
import { toCourse } from '../courses/courses.mapper';
import type { CourseSummaryRow } from '../courses/courses.repository';

export type EnrollmentWithStudentRow = EnrollmentRow & { student_name: string; student_email: string };

export function toEnrollment(
  row: EnrollmentWithStudentRow,
  course: CourseSummaryRow,
  watchedVideoIds: number[],
  lastWatched: LastWatched | null,
  quizzes: Enrollment['quizzes'] = { passed: 0, total: 0 },
): Enrollment {
  return {
    ...idFields(row.id),
    studentId: { ...idFields(row.student_id), name: row.student_name, email: row.student_email },
    courseId: toCourse(course),
    progress: row.progress,
    completed: row.completed === 1,
    completion: { percent: row.completion, complete: row.completion >= 100 },
    // Compared by clients with the videos' `_id`s, so text like them.
    watchedVideos: watchedVideoIds.map(String),
    rated: row.rating !== null,
    rating: row.rating,
    review: row.rating === null ? null : row.review,
    enrolledAt: row.enrolled_at,
    lastWatched,
    quizzes,
  };
}
