import { queryOptions } from '@tanstack/react-query';
import type { LecternApi } from '../core/api-context';
import type { Id } from '../core/schemas';
import type { CreateCourseInput, UpdateCourseInput } from './schemas';
import { adminKeys } from '../users/admin';
import { courseKeys } from './queries';
import { useChange, useRead, type ChangeOptions, type ReadOptions } from '../core/hooks';
import { invalidateCourseData, queryRoots } from '../core/invalidation';

/** The signed-in educator's own data: their courses, their students, the module or video a form edits (modules/, videos/). */
export const teachingKeys = {
  all: [queryRoots.teaching] as const,
  courses: [queryRoots.teaching, 'courses'] as const,
  students: [queryRoots.teaching, 'students'] as const,
  studentTotals: [queryRoots.teaching, 'students', 'totals'] as const,
  module: (id: Id) => [queryRoots.teaching, 'module', id] as const,
  video: (id: Id) => [queryRoots.teaching, 'video', id] as const,
};

export const myCoursesQuery = (api: LecternApi) => queryOptions({ queryKey: teachingKeys.courses, queryFn: () => api.listMyCourses() });

export const myStudentsQuery = (api: LecternApi) => queryOptions({ queryKey: teachingKeys.students, queryFn: () => api.listEducatorStudents() });

/** The educator's students counted once (distinct people; README, "Educators"), and their enrolments: every screen's figure. */
export const myStudentTotalsQuery = (api: LecternApi) =>
  queryOptions({ queryKey: teachingKeys.studentTotals, queryFn: () => api.getEducatorStudentTotals() });

export const useMyCourses = (options?: ReadOptions) => useRead(myCoursesQuery, options);
export const useMyStudentTotals = (options?: ReadOptions) => useRead(myStudentTotalsQuery, options);
export const useMyStudents = (options?: ReadOptions) => useRead(myStudentsQuery, options);

/**
 * A change to a course's content: every list and page that shows the course is read again. The screens word their
 * failures ('Failed to create module' or '… update …'), so these carry none.
 */
export const useCourseContentChange = <TData, TVariables>(call: ChangeOptions<TData, TVariables>['call']) =>
  useChange({ call, onSuccess: (queryClient) => invalidateCourseData(queryClient) });

export const useCreateCourse = () => useCourseContentChange(async (api, input: CreateCourseInput) => (await api.createCourse(input)).course);
export const useUpdateCourse = () =>
  useCourseContentChange(async (api, { id, input }: { id: Id; input: UpdateCourseInput }) => (await api.updateCourse(id, input)).course);

/** The owner or an admin; the course leaves every list, while a page still showing it keeps it until it is left. */
export const useDeleteCourse = () =>
  useChange({
    call: (api, id: Id) => api.deleteCourse(id),
    failure: 'Failed to delete course',
    onSuccess: (queryClient, _answer, id) => invalidateCourseData(queryClient, { settled: [courseKeys.detail(id), adminKeys.course(id)] }),
  });
