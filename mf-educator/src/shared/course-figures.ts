import { useMyStudentTotals, type Course } from '@lectern/shared-sdk';

/** What an educator's courses add up to (dashboard, My Courses, profile). */
export interface EducatorTotals {
  courses: number;
  /** The educator's students counted once, by the API (README, "Educators"): the same figure on every screen. */
  students: number;
}

/** Spec section 7: a course's students count counts as 0 when it is not a number. */
export function studentCount(course: Course): number {
  return typeof course.students === 'number' && Number.isFinite(course.students) ? course.students : 0;
}

/**
 * The educator's figures: their courses, and their students as the API counts them (distinct people enrolled in any
 * of their courses, so one person in two courses is one student; not the sum of the courses' counts). One cached read
 * for every screen; a figure that cannot be read shows 0.
 */
export function useEducatorTotals(courses: readonly Course[]): { loading: boolean; totals: EducatorTotals; enrollments: number } {
  const read = useMyStudentTotals();
  return {
    loading: read.isPending,
    totals: { courses: courses.length, students: read.data?.students ?? 0 },
    enrollments: read.data?.enrollments ?? 0,
  };
}
