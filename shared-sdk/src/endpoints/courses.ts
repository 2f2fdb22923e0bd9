import {
  courseListSchema,
  coursePriceChangeListSchema,
  courseResponseSchema,
  readCoursePage,
  type CourseListQuery,
  type CoursePage,
  type CreateCourseInput,
  type UpdateCourseInput,
} from '../schemas/courses';
import { messageResponseSchema, type Id } from '../schemas/common';
import { request, requestWithHeaders } from '../client/http';

/** One catalogue page: the answer is a bare array, its counts come in the X-Total-Count headers. */
export async function listCourses(query: CourseListQuery = {}): Promise<CoursePage> {
  const { data, headers } = await requestWithHeaders('get', '/api/courses', courseListSchema, { searchParams: { ...query } });
  return readCoursePage(data, (name) => headers.get(name), query);
}
export const getCourse = (id: Id) => request('get', `/api/courses/${id}`, courseResponseSchema);
export const listMyCourses = () => request('get', '/api/courses/my', courseListSchema);
export const createCourse = (input: CreateCourseInput) =>
  request('post', '/api/courses', courseResponseSchema, { json: input });
export const updateCourse = (id: Id, input: UpdateCourseInput) =>
  request('patch', `/api/courses/${id}`, courseResponseSchema, { json: input });
export const deleteCourse = (id: Id) => request('delete', `/api/courses/${id}`, messageResponseSchema);
export const listPendingCourses = (limit?: number) =>
  request('get', '/api/courses/admin/pending', courseListSchema, { searchParams: { limit } });
export const approveCourse = (id: Id) =>
  request('patch', `/api/courses/${id}/approve`, courseResponseSchema, { json: { isApproved: true } });
export const listCoursePriceChanges = (id: Id) => request('get', `/api/courses/${id}/price-changes`, coursePriceChangeListSchema);
export const listEducatorCourses = (educatorId: Id) =>
  request('get', '/api/courses/educator/courses', courseListSchema, { searchParams: { educatorId } });
