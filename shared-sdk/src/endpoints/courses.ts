import type { CourseListQuery, CreateCourseInput, UpdateCourseInput } from '../schemas/courses';
import { readCoursePage, type CoursePage } from '../domain/catalogue';
import type { Id } from '../schemas/common';
import { request, requestWithHeaders } from '../client/http';

/** One catalogue page: the answer is a bare array, its counts come in the X-Total-Count headers. */
export async function listCourses(query: CourseListQuery = {}): Promise<CoursePage> {
  const { data, headers } = await requestWithHeaders('get', '/api/courses', (s) => s.courseListSchema, { searchParams: { ...query } });
  return readCoursePage(data, (name) => headers.get(name), query);
}
export const getCourse = (id: Id) => request('get', `/api/courses/${id}`, (s) => s.courseResponseSchema);
export const listMyCourses = () => request('get', '/api/courses/my', (s) => s.courseListSchema);
export const createCourse = (input: CreateCourseInput) =>
  request('post', '/api/courses', (s) => s.courseResponseSchema, { json: input });
export const updateCourse = (id: Id, input: UpdateCourseInput) =>
  request('patch', `/api/courses/${id}`, (s) => s.courseResponseSchema, { json: input });
export const deleteCourse = (id: Id) => request('delete', `/api/courses/${id}`, (s) => s.messageResponseSchema);
export const listPendingCourses = (limit?: number) =>
  request('get', '/api/courses/admin/pending', (s) => s.courseListSchema, { searchParams: { limit } });
export const approveCourse = (id: Id) =>
  request('patch', `/api/courses/${id}/approve`, (s) => s.courseResponseSchema, { json: { isApproved: true } });
export const listCoursePriceChanges = (id: Id) => request('get', `/api/courses/${id}/price-changes`, (s) => s.coursePriceChangeListSchema);
export const listEducatorCourses = (educatorId: Id) =>
  request('get', '/api/courses/educator/courses', (s) => s.courseListSchema, { searchParams: { educatorId } });
