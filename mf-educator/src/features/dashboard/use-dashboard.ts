import { useEffect, useState } from 'react';
import { ApiError, notify, useApi, type Course } from '@lectern/shared-sdk';
import { summariseCourses, type EducatorTotals } from '../../shared/course-figures';

/** Spec section 9: the educator dashboard shows 2 courses. */
export const RECENT_COURSES_LIMIT = 2;

export interface EducatorDashboard {
  loading: boolean;
  totals: EducatorTotals;
  recentCourses: Course[];
}

export function useDashboard(): EducatorDashboard {
  const api = useApi();
  const [courses, setCourses] = useState<Course[] | null>(null);

  useEffect(() => {
    let active = true;
    api.listMyCourses().then(
      (response) => {
        if (active) setCourses(response);
      },
      (error: unknown) => {
        if (!active) return;
        setCourses([]);
        notify.error('Failed to fetch courses.', error instanceof ApiError ? error.message : undefined);
      },
    );
    return () => {
      active = false;
    };
  }, [api]);

  const list = courses ?? [];
  return {
    loading: courses === null,
    totals: summariseCourses(list),
    recentCourses: list.slice(0, RECENT_COURSES_LIMIT),
  };
}
