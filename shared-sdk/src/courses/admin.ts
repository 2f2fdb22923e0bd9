import { queryOptions } from '@tanstack/react-query';
import type { LecternApi } from '../core/api-context';
import type { Id } from '../core/schemas';
import { useChange, useRead, useReadById, type ReadOptions } from '../core/hooks';
import { invalidateCourseData } from '../core/invalidation';
import { adminKeys } from '../users/admin';
import type { Course } from './schemas';

const ALL_COURSES_PAGE_SIZE = 100;
/** A bound on the pages fetched, so a huge catalogue cannot keep the screen loading for ever. */
const ALL_COURSES_MAX_PAGES = 50;

/** Every course an admin may see, page by page, newest first; `totalAll` counts pending ones too. */
export async function loadAllCourses(api: Pick<LecternApi, 'listCourses'>): Promise<{ courses: Course[]; totalAll: number }> {
  const courses: Course[] = [];
  let totalAll = 0;
  for (let page = 1; page <= ALL_COURSES_MAX_PAGES; page += 1) {
    const result = await api.listCourses({ sort: 'newest', limit: ALL_COURSES_PAGE_SIZE, page });
    courses.push(...result.courses);
    totalAll = result.totalAll;
    if (result.courses.length < ALL_COURSES_PAGE_SIZE || courses.length >= result.total) break;
  }
  return { courses, totalAll };
}

export const allCoursesQuery = (api: LecternApi) => queryOptions({ queryKey: adminKeys.courses, queryFn: () => loadAllCourses(api) });
export const pendingCoursesQuery = (api: LecternApi, limit?: number) =>
  queryOptions({ queryKey: adminKeys.pending(limit), queryFn: () => api.listPendingCourses(limit) });
export const priceChangesQuery = (api: LecternApi, courseId: Id) =>
  queryOptions({ queryKey: adminKeys.priceChanges(courseId), queryFn: () => api.listCoursePriceChanges(courseId) });
export const educatorCoursesQuery = (api: LecternApi, id: Id) =>
  queryOptions({ queryKey: adminKeys.educatorCourses(id), queryFn: () => api.listEducatorCourses(id) });

export const useAllCourses = (options?: ReadOptions) => useRead(allCoursesQuery, options);
export const usePendingCourses = (limit?: number, options?: ReadOptions) => useRead((api) => pendingCoursesQuery(api, limit), options);
export const usePriceChanges = (courseId: Id | null, options?: ReadOptions) => useReadById(priceChangesQuery, courseId, options);
export const useEducatorCourses = (id: Id | null, options?: ReadOptions) => useReadById(educatorCoursesQuery, id, options);

/** Approval puts the course in the catalogue: every course list is read again. */
export const useApproveCourse = () =>
  useChange({
    call: async (api, id: Id) => (await api.approveCourse(id)).course,
    failure: 'Failed to approve course',
    onSuccess: (queryClient) => invalidateCourseData(queryClient),
  });

/** Sending back takes the course out of the queue of those to review: every course list is read again. */
export const useSendBackCourse = () =>
  useChange({
    call: async (api, { id, reason }: { id: Id; reason: string }) => (await api.sendBackCourse(id, { reason })).course,
    failure: 'Failed to send the course back',
    onSuccess: (queryClient) => invalidateCourseData(queryClient),
  });
