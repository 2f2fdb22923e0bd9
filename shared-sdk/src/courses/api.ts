import type { CourseListQuery } from './schemas';
import { readCoursePage, type CoursePage } from './catalogue';
import type { Id } from '../core/schemas';
import { call, callWithHeaders } from '../core/http';
import { coursesCalls } from './calls';

/** One catalogue page: the answer is a bare array, its counts come in the X-Total-Count headers. */
export async function listCourses(query: CourseListQuery = {}): Promise<CoursePage> {
  const { data, headers } = await callWithHeaders(coursesCalls.listCourses, { searchParams: { ...query } });
  return readCoursePage(data, (name) => headers.get(name), query);
}
/** The educator's own courses (the answer is `{courses}`, or a bare array from an older API). */
export const listMyCourses = async () => (await call(coursesCalls.listMyCourses)).courses;
export const listPendingCourses = (limit?: number) => call(coursesCalls.listPendingCourses, { searchParams: { limit } });
export const approveCourse = (id: Id) => call(coursesCalls.approveCourse, { params: { id }, json: { isApproved: true } });
export const listEducatorCourses = (educatorId: Id) => call(coursesCalls.listEducatorCourses, { searchParams: { educatorId } });
