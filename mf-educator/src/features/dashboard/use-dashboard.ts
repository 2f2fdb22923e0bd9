import { useEducatorInsights, type Course } from '@lectern/shared-sdk';
import { useEducatorTotals, type EducatorTotals } from '../../shared/course-figures';
import { useEducatorCourses } from '../../shared/use-educator-courses';

/** Spec section 9: the educator dashboard shows 2 courses. */
export const RECENT_COURSES_LIMIT = 2;

interface EducatorDashboard {
  loading: boolean;
  totals: EducatorTotals;
  recentCourses: Course[];
}

export function useDashboard(): EducatorDashboard {
  const { loading, courses } = useEducatorCourses();
  const figures = useEducatorTotals(courses);
  return {
    loading: loading || figures.loading,
    totals: figures.totals,
    recentCourses: courses.slice(0, RECENT_COURSES_LIMIT),
  };
}

/** The dashboard's Insights section covers the last 12 weeks. */
export const SUMMARY_WEEKS = 12;

/** All the educator's courses together over SUMMARY_WEEKS, and each course's figures. A failure is said in the section. */
export function useInsightsSummary() {
  const read = useEducatorInsights(SUMMARY_WEEKS);
  return { loading: read.isPending, failed: read.isError, insights: read.data ?? null };
}
