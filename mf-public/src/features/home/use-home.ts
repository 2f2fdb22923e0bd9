import { useCourseList, useStats, type Course, type CourseListQuery, type Stats } from '@lectern/shared-sdk';

export const FEATURED_COURSE_COUNT = 3;
const DEFAULT_SUCCESS_RATE = 95;

/** The catalogue page the home page features; the server render prefetches the same one. */
export const featuredQuery: CourseListQuery = { limit: FEATURED_COURSE_COUNT };

export interface HomeStats {
  students: number;
  courses: number;
  successRate: number;
}

function toHomeStats(stats: Stats | undefined): HomeStats {
  return {
    students: stats?.students ?? 0,
    courses: stats?.courses ?? 0,
    successRate: stats?.successRate ?? DEFAULT_SUCCESS_RATE,
  };
}

/** Spec section 8: a stats failure is ignored and a course-list failure gives an empty list. */
export function useHome(): { stats: HomeStats | null; featured: Course[] | null } {
  const stats = useStats();
  const featured = useCourseList(featuredQuery);
  return {
    stats: stats.isPending ? null : toHomeStats(stats.data),
    featured: featured.isPending ? null : (featured.data?.courses.slice(0, FEATURED_COURSE_COUNT) ?? []),
  };
}
