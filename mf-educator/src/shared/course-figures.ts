import type { Course } from '@lectern/shared-sdk';

/** What an educator's courses add up to (dashboard, My Courses, profile). */
export interface EducatorTotals {
  courses: number;
  students: number;
}

/** Spec section 7: a course's students count counts as 0 when it is not a number. */
export function studentCount(course: Course): number {
  return typeof course.students === 'number' && Number.isFinite(course.students) ? course.students : 0;
}

export function summariseCourses(courses: Course[]): EducatorTotals {
  return { courses: courses.length, students: courses.reduce((sum, course) => sum + studentCount(course), 0) };
}
