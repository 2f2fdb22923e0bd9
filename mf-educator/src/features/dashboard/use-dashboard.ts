import type { Course } from '@lectern/shared-sdk';
import { summariseCourses, type EducatorTotals } from '../../shared/course-figures';
import { useEducatorCourses } from '../../shared/use-educator-courses';

/** Spec section 9: the educator dashboard shows 2 courses. */
export const RECENT_COURSES_LIMIT = 2;

export interface EducatorDashboard {
  loading: boolean;
  totals: EducatorTotals;
  recentCourses: Course[];
}

export function useDashboard(): EducatorDashboard {
  const { loading, courses } = useEducatorCourses();
  return {
    loading,
    totals: summariseCourses(courses),
    recentCourses: courses.slice(0, RECENT_COURSES_LIMIT),
  };
}
