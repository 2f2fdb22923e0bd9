import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApi, type LecternApi } from '../client/api-context';
import type { Id } from '../schemas/common';
import type { Course } from '../schemas/courses';
import type { CreateEducatorInput } from '../schemas/users';
import { invalidateCourseData, queryRoots } from './invalidation';
import { orNull } from './or-null';

/** The admin console's reads: every course (pending ones too), the people, their enrolments. */
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
};

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
export const courseEnrollmentsQuery = (api: LecternApi, courseId: Id) =>
  queryOptions({ queryKey: adminKeys.courseEnrollments(courseId), queryFn: () => api.listCourseEnrollments(courseId) });
export const priceChangesQuery = (api: LecternApi, courseId: Id) =>
  queryOptions({ queryKey: adminKeys.priceChanges(courseId), queryFn: () => api.listCoursePriceChanges(courseId) });
export const studentsQuery = (api: LecternApi) => queryOptions({ queryKey: adminKeys.students, queryFn: () => api.listStudents() });

export const studentQuery = (api: LecternApi, id: Id) =>
  queryOptions({ queryKey: adminKeys.student(id), queryFn: () => orNull(() => api.getStudent(id)) });
export const studentEnrollmentsQuery = (api: LecternApi, id: Id) =>
  queryOptions({ queryKey: adminKeys.studentEnrollments(id), queryFn: async () => (await api.listStudentEnrollments(id)).enrollments });
export const allEnrollmentsQuery = (api: LecternApi) =>
  queryOptions({ queryKey: adminKeys.enrollments, queryFn: async () => (await api.listAllEnrollments()).enrollments });
export const educatorsQuery = (api: LecternApi) => queryOptions({ queryKey: adminKeys.educators, queryFn: () => api.listEducators() });
export const educatorQuery = (api: LecternApi, id: Id) =>
  queryOptions({ queryKey: adminKeys.educator(id), queryFn: () => orNull(() => api.getEducator(id)) });
export const educatorCoursesQuery = (api: LecternApi, id: Id) =>
  queryOptions({ queryKey: adminKeys.educatorCourses(id), queryFn: () => api.listEducatorCourses(id) });

export function useAllCourses() {
  return useQuery(allCoursesQuery(useApi()));
}
export function usePendingCourses(limit?: number) {
  return useQuery(pendingCoursesQuery(useApi(), limit));
}
export function useCourseEnrollments(courseId: Id | null) {
  const api = useApi();
  return useQuery({ ...courseEnrollmentsQuery(api, courseId ?? 0), enabled: courseId !== null });
}
export function usePriceChanges(courseId: Id | null) {
  const api = useApi();
  return useQuery({ ...priceChangesQuery(api, courseId ?? 0), enabled: courseId !== null });
}
export function useStudents() {
  return useQuery(studentsQuery(useApi()));
}
/** The student; null when there is none. */
export function useStudent(id: Id | null, { failure }: { failure?: string } = {}) {
  const api = useApi();
  return useQuery({ ...studentQuery(api, id ?? 0), enabled: id !== null, meta: { failure } });
}
export function useStudentEnrollments(id: Id | null) {
  const api = useApi();
  return useQuery({ ...studentEnrollmentsQuery(api, id ?? 0), enabled: id !== null });
}
export function useAllEnrollments() {
  return useQuery(allEnrollmentsQuery(useApi()));
}
export function useEducators() {
  return useQuery(educatorsQuery(useApi()));
}
/** The educator; null when there is none. */
export function useEducator(id: Id | null, { failure }: { failure?: string } = {}) {
  const api = useApi();
  return useQuery({ ...educatorQuery(api, id ?? 0), enabled: id !== null, meta: { failure } });
}
export function useEducatorCourses(id: Id | null) {
  const api = useApi();
  return useQuery({ ...educatorCoursesQuery(api, id ?? 0), enabled: id !== null });
}

/** Approval puts the course in the catalogue: every course list is read again. */
export function useApproveCourse() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: Id) => (await api.approveCourse(id)).course,
    meta: { failure: 'Failed to approve course' },
    onSuccess: () => invalidateCourseData(queryClient),
  });
}

/**
 * An educator's approval, removal or creation changes the people lists, the figures and (removal) the catalogue.
 * The title of a failed approval depends on its direction, so that screen raises it itself.
 */
export function useSetEducatorApproval() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, isApproved }: { id: Id; isApproved: boolean }) => api.setEducatorApproval(id, isApproved),
    onSuccess: () => invalidateCourseData(queryClient),
  });
}

/** The page still showing the removed educator keeps them until it is left. */
export function useRemoveEducator() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: Id) => api.removeEducator(id),
    meta: { failure: 'Failed to remove educator.' },
    onSuccess: (_answer, id) => invalidateCourseData(queryClient, { settled: [adminKeys.educator(id)] }),
  });
}

export function useCreateEducator() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: CreateEducatorInput) => (await api.createEducator(input)).user,
    meta: { failure: 'Failed to add educator' },
    onSuccess: () => invalidateCourseData(queryClient),
  });
}
