import {
  courseListResponseSchema,
  courseResponseSchema,
  coursesResponseSchema,
  type CourseListQuery,
  type CreateCourseInput,
  type UpdateCourseInput,
} from '../schemas/courses';
import { messageResponseSchema, type Id } from '../schemas/common';
import { request } from '../client/http';

export const listCourses = (query: CourseListQuery = {}) =>
  request('get', '/api/courses', courseListResponseSchema, { searchParams: { ...query } });
export const getCourse = (id: Id) => request('get', `/api/courses/${id}`, courseResponseSchema);
export const listMyCourses = () => request('get', '/api/courses/my', coursesResponseSchema);
export const createCourse = (input: CreateCourseInput) =>
  request('post', '/api/courses', courseResponseSchema, { json: input });
export const updateCourse = (id: Id, input: UpdateCourseInput) =>
  request('patch', `/api/courses/${id}`, courseResponseSchema, { json: input });
export const deleteCourse = (id: Id) => request('delete', `/api/courses/${id}`, messageResponseSchema);
export const listPendingCourses = (limit?: number) =>
  request('get', '/api/courses/admin/pending', coursesResponseSchema, { searchParams: { limit } });
export const approveCourse = (id: Id) =>
  request('patch', `/api/courses/${id}/approve`, courseResponseSchema, { json: { isApproved: true } });
export const listEducatorCourses = (educatorId: Id) =>
  request('get', '/api/courses/educator/courses', coursesResponseSchema, { searchParams: { educatorId } });
