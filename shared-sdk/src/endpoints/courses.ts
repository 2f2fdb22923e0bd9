import type { CourseListQuery, CreateCourseInput, UpdateCourseInput } from '../schemas/courses';
import { readCoursePage, type CoursePage } from '../domain/catalogue';
import type { Id } from '../schemas/common';
import { call, callWithHeaders } from '../client/http';
import { courseCalls } from '../contract/courses';

/** One catalogue page: the answer is a bare array, its counts come in the X-Total-Count headers. */
export async function listCourses(query: CourseListQuery = {}): Promise<CoursePage> {
  const { data, headers } = await callWithHeaders(courseCalls.listCourses, { searchParams: { ...query } });
  return readCoursePage(data, (name) => headers.get(name), query);
}
export const getCourse = (id: Id) => call(courseCalls.getCourse, { params: { id } });
export const listMyCourses = () => call(courseCalls.listMyCourses);
export const createCourse = (input: CreateCourseInput) => call(courseCalls.createCourse, { json: input });
export const updateCourse = (id: Id, input: UpdateCourseInput) => call(courseCalls.updateCourse, { params: { id }, json: input });
export const deleteCourse = (id: Id) => call(courseCalls.deleteCourse, { params: { id } });
export const listPendingCourses = (limit?: number) => call(courseCalls.listPendingCourses, { searchParams: { limit } });
export const approveCourse = (id: Id) => call(courseCalls.approveCourse, { params: { id }, json: { isApproved: true } });
export const listCoursePriceChanges = (id: Id) => call(courseCalls.listCoursePriceChanges, { params: { id } });
export const listEducatorCourses = (educatorId: Id) => call(courseCalls.listEducatorCourses, { searchParams: { educatorId } });
