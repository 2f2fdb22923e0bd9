import { useEffect, useState } from 'react';
import { useApi, type Course, type Stats } from '@lectern/shared-sdk';

export const FEATURED_COURSE_COUNT = 3;
export const DEFAULT_SUCCESS_RATE = 95;

export interface HomeStats {
  students: number;
  courses: number;
  successRate: number;
}

function toHomeStats(stats: Stats | null): HomeStats {
  return {
    students: stats?.students ?? 0,
    courses: stats?.courses ?? 0,
    successRate: stats?.successRate ?? DEFAULT_SUCCESS_RATE,
  };
}

/** Spec section 8: a stats failure is ignored and a course-list failure gives an empty list. */
export function useHome() {
  const api = useApi();
  const [stats, setStats] = useState<HomeStats | null>(null);
  const [featured, setFeatured] = useState<Course[] | null>(null);

  useEffect(() => {
    let current = true;
    api
      .getStats()
      .then((data) => current && setStats(toHomeStats(data)))
      .catch(() => current && setStats(toHomeStats(null)));
    api
      .listCourses({ limit: FEATURED_COURSE_COUNT })
      .then((data) => current && setFeatured(data.courses.slice(0, FEATURED_COURSE_COUNT)))
      .catch(() => current && setFeatured([]));
    return () => {
      current = false;
    };
  }, [api]);

  return { stats, featured };
}
