import { queryOptions } from '@tanstack/react-query';
import type { LecternApi } from '../core/api-context';
import type { Id } from '../core/schemas';
import type { CreateEducatorInput } from './schemas';
import { useChange, useRead, useReadById, type ReadOptions } from '../core/hooks';
import { invalidateCourseData, queryRoots } from '../core/invalidation';
import { orNull } from '../core/or-null';

/**
 * The admin console's reads, under one root: the people (here), every course (courses/admin.ts), the enrolments
 * (enrollments/admin.ts) and what is live (stats/versions.ts).
 */
export const adminKeys = {
  all: [queryRoots.admin] as const,
  courses: [queryRoots.admin, 'courses'] as const,
  pending: (limit?: number) => [queryRoots.admin, 'pending', limit ?? null] as const,
  /** Everything the console read about one course. */
  course: (courseId: Id) => [queryRoots.admin, 'course', courseId] as const,
  courseEnrollments: (courseId: Id) => [queryRoots.admin, 'course', courseId, 'enrollments'] as const,
  priceChanges: (courseId: Id) => [queryRoots.admin, 'course', courseId, 'price-changes'] as const,
  students: [queryRoots.admin, 'students'] as const,
  student: (id: Id) => [queryRoots.admin, 'student', id] as const,
  studentEnrollments: (id: Id) => [queryRoots.admin, 'student', id, 'enrollments'] as const,
  enrollments: [queryRoots.admin, 'enrollments'] as const,
  educators: [queryRoots.admin, 'educators'] as const,
  educator: (id: Id) => [queryRoots.admin, 'educator', id] as const,
  educatorCourses: (id: Id) => [queryRoots.admin, 'educator', id, 'courses'] as const,
  versions: [queryRoots.admin, 'versions'] as const,
};

export const studentsQuery = (api: LecternApi) => queryOptions({ queryKey: adminKeys.students, queryFn: () => api.listStudents() });

export const studentQuery = (api: LecternApi, id: Id) =>
  queryOptions({ queryKey: adminKeys.student(id), queryFn: () => orNull(() => api.getStudent(id)) });
export const educatorsQuery = (api: LecternApi) => queryOptions({ queryKey: adminKeys.educators, queryFn: () => api.listEducators() });
export const educatorQuery = (api: LecternApi, id: Id) =>
  queryOptions({ queryKey: adminKeys.educator(id), queryFn: () => orNull(() => api.getEducator(id)) });

export const useStudents = (options?: ReadOptions) => useRead(studentsQuery, options);
/** The student, or null when there is none. */
export const useStudent = (id: Id | null, options?: ReadOptions) => useReadById(studentQuery, id, options);
export const useEducators = (options?: ReadOptions) => useRead(educatorsQuery, options);
/** The educator, or null when there is none. */
export const useEducator = (id: Id | null, options?: ReadOptions) => useReadById(educatorQuery, id, options);

/**
 * An educator's approval changes the people lists and the figures. The title of a failure depends on its direction,
 * so that screen raises it itself.
 */
export const useSetEducatorApproval = () =>
  useChange({
    call: (api, { id, isApproved }: { id: Id; isApproved: boolean }) => api.setEducatorApproval(id, isApproved),
    onSuccess: (queryClient) => invalidateCourseData(queryClient),
  });

/** Their courses leave the catalogue too; the page still showing the educator keeps them until it is left. */
export const useRemoveEducator = () =>
  useChange({
    call: (api, id: Id) => api.removeEducator(id),
    failure: 'Failed to remove educator.',
    onSuccess: (queryClient, _answer, id) => invalidateCourseData(queryClient, { settled: [adminKeys.educator(id)] }),
  });

export const useCreateEducator = () =>
  useChange({
    call: async (api, input: CreateEducatorInput) => (await api.createEducator(input)).user,
    failure: 'Failed to add educator',
    onSuccess: (queryClient) => invalidateCourseData(queryClient),
  });
