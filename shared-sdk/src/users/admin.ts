import { queryOptions } from '@tanstack/react-query';
import type { LecternApi } from '../core/api-context';
import type { Id } from '../core/schemas';
import type { Course } from '../courses/schemas';
import type { ApiVersion } from '../stats/schemas';
import type { CreateEducatorInput } from './schemas';
import { remoteNames, type RemoteName, type RemotesManifest } from '../federation/area-contract';
import { isBuildInfo, type BuildInfo } from '../federation/release';
import { useChange, useRead, useReadById, type ReadOptions } from '../core/hooks';
import { invalidateCourseData, queryRoots } from '../core/invalidation';
import { orNull } from '../core/or-null';

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
  versions: [queryRoots.admin, 'versions'] as const,
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

export const useAllCourses = (options?: ReadOptions) => useRead(allCoursesQuery, options);
export const usePendingCourses = (limit?: number, options?: ReadOptions) => useRead((api) => pendingCoursesQuery(api, limit), options);
export const useCourseEnrollments = (courseId: Id | null, options?: ReadOptions) => useReadById(courseEnrollmentsQuery, courseId, options);
export const usePriceChanges = (courseId: Id | null, options?: ReadOptions) => useReadById(priceChangesQuery, courseId, options);
export const useStudents = (options?: ReadOptions) => useRead(studentsQuery, options);
/** The student, or null when there is none. */
export const useStudent = (id: Id | null, options?: ReadOptions) => useReadById(studentQuery, id, options);
export const useStudentEnrollments = (id: Id | null, options?: ReadOptions) => useReadById(studentEnrollmentsQuery, id, options);
export const useAllEnrollments = (options?: ReadOptions) => useRead(allEnrollmentsQuery, options);
export const useEducators = (options?: ReadOptions) => useRead(educatorsQuery, options);
/** The educator, or null when there is none. */
export const useEducator = (id: Id | null, options?: ReadOptions) => useReadById(educatorQuery, id, options);
export const useEducatorCourses = (id: Id | null, options?: ReadOptions) => useReadById(educatorCoursesQuery, id, options);

/** Approval puts the course in the catalogue: every course list is read again. */
export const useApproveCourse = () =>
  useChange({
    call: async (api, id: Id) => (await api.approveCourse(id)).course,
    failure: 'Failed to approve course',
    onSuccess: (queryClient) => invalidateCourseData(queryClient),
  });

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

/** One front end as it answers now: what its release.json says, or null when it cannot be reached. */
export interface LiveBuild {
  /** Where its entry is (the registry's live release, or its working build). */
  entry: string;
  build: BuildInfo | null;
}

export interface LiveVersions {
  shell: BuildInfo | null;
  areas: Record<RemoteName, LiveBuild>;
  api: ApiVersion | null;
}

/** A build's release.json (written beside every entry by the build), never from a cache: a deploy shows at once. */
async function readBuild(url: string): Promise<BuildInfo | null> {
  try {
    const response = await fetch(url, { cache: 'no-store' });
    const body: unknown = response.ok ? await response.json() : null;
    return isBuildInfo(body) ? { name: body.name, version: body.version, builtAt: body.builtAt } : null;
  } catch {
    return null;
  }
}

/**
 * What is live now, as each part answers: the shell (its /release.json), each area at the entry the shell's registry
 * names today (/remotes.json, then the release.json beside each entry) and the API (GET /api/version). A part that
 * does not answer is null; the others still show.
 */
export async function loadLiveVersions(api: Pick<LecternApi, 'getApiVersion'>, origin = globalThis.location?.origin ?? ''): Promise<LiveVersions> {
  const noRemotes: Partial<RemotesManifest> = {};
  const [shell, remotes, apiVersion] = await Promise.all([
    readBuild(`${origin}/release.json`),
    fetch(`${origin}/remotes.json`, { cache: 'no-store' })
      .then((response) => (response.ok ? (response.json() as Promise<Partial<RemotesManifest>>) : noRemotes))
      .catch(() => noRemotes),
    api.getApiVersion().catch(() => null),
  ]);
  const areas = await Promise.all(
    remoteNames.map(async (remote): Promise<[RemoteName, LiveBuild]> => {
      const entry = remotes[remote];
      if (typeof entry !== 'string') return [remote, { entry: '', build: null }];
      return [remote, { entry, build: await readBuild(new URL('release.json', entry).href) }];
    }),
  );
  return { shell, areas: Object.fromEntries(areas) as Record<RemoteName, LiveBuild>, api: apiVersion };
}

export const liveVersionsQuery = (api: LecternApi) =>
  queryOptions({ queryKey: adminKeys.versions, queryFn: () => loadLiveVersions(api), staleTime: 0, gcTime: 0 });

/** The About panel's read: asked again each time the panel opens. */
export const useLiveVersions = () => useRead(liveVersionsQuery);
