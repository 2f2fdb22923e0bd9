import { queryOptions } from '@tanstack/react-query';
import type { LecternApi } from '../core/api-context';
import type { Id } from '../core/schemas';
import { useRead, useReadById, type ReadOptions } from '../core/hooks';
import { adminKeys } from '../users/admin';

export const courseEnrollmentsQuery = (api: LecternApi, courseId: Id) =>
  queryOptions({ queryKey: adminKeys.courseEnrollments(courseId), queryFn: () => api.listCourseEnrollments(courseId) });
export const studentEnrollmentsQuery = (api: LecternApi, id: Id) =>
  queryOptions({ queryKey: adminKeys.studentEnrollments(id), queryFn: async () => (await api.listStudentEnrollments(id)).enrollments });
export const allEnrollmentsQuery = (api: LecternApi) =>
  queryOptions({ queryKey: adminKeys.enrollments, queryFn: async () => (await api.listAllEnrollments()).enrollments });

export const useCourseEnrollments = (courseId: Id | null, options?: ReadOptions) => useReadById(courseEnrollmentsQuery, courseId, options);
export const useStudentEnrollments = (id: Id | null, options?: ReadOptions) => useReadById(studentEnrollmentsQuery, id, options);
export const useAllEnrollments = (options?: ReadOptions) => useRead(allEnrollmentsQuery, options);
