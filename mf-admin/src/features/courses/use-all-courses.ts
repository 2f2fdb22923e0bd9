import { useCallback } from 'react';
import { useApi, type Course, type LecternApi } from '@lectern/shared-sdk';
import { useLoad } from '../../shared/use-load';

const PAGE_SIZE = 100;
/** A bound on the pages fetched, so a huge catalogue cannot keep the screen loading for ever. */
const MAX_PAGES = 50;

export interface AdminCourses {
  courses: Course[];
  totalCourses: number;
  totalEnrollments: number;
}

/** Every course (an admin's catalogue includes pending ones), page by page, newest first. */
export async function loadAllCourses(api: Pick<LecternApi, 'listCourses'>): Promise<{ courses: Course[]; totalAll: number }> {
  const courses: Course[] = [];
  let totalAll = 0;
  for (let page = 1; page <= MAX_PAGES; page += 1) {
    const result = await api.listCourses({ sort: 'newest', limit: PAGE_SIZE, page });
    courses.push(...result.courses);
    totalAll = result.totalAll;
    if (result.courses.length < PAGE_SIZE || courses.length >= result.total) break;
  }
  return { courses, totalAll };
}

/** Spec section 8: admin list loads fail silently to empty lists. */
export function useAllCourses() {
  const api = useApi();
  const load = useCallback(async (): Promise<AdminCourses> => {
    const [list, stats] = await Promise.all([loadAllCourses(api).catch(() => ({ courses: [], totalAll: 0 })), api.getStats().catch(() => null)]);
    const summed = list.courses.reduce((sum, course) => sum + course.students, 0);
    return {
      courses: list.courses,
      totalCourses: Math.max(list.totalAll, list.courses.length),
      totalEnrollments: stats?.Enrollments ?? stats?.enrollments ?? summed,
    };
  }, [api]);
  return useLoad(load);
}
