import { queryOptions } from '@tanstack/react-query';
import type { LecternApi } from '../client/api-context';
import type { Id } from '../schemas/common';
import type { CreateCourseInput, UpdateCourseInput } from '../schemas/courses';
import type { CourseModule, CreateModuleInput, UpdateModuleInput } from '../schemas/modules';
import type { CreateVideoInput, UpdateVideoInput, Video } from '../schemas/videos';
import { adminKeys } from './admin';
import { courseKeys } from './courses';
import { useChange, useRead, useReadById, type ChangeOptions, type ReadOptions } from './hooks';
import { invalidateCourseData, queryRoots } from './invalidation';
import { orNull } from './or-null';

/** The signed-in educator's own data: their courses, their students, the module or video a form edits. */
export const teachingKeys = {
  all: [queryRoots.teaching] as const,
  courses: [queryRoots.teaching, 'courses'] as const,
  students: [queryRoots.teaching, 'students'] as const,
  module: (id: Id) => [queryRoots.teaching, 'module', id] as const,
  video: (id: Id) => [queryRoots.teaching, 'video', id] as const,
};

export const myCoursesQuery = (api: LecternApi) => queryOptions({ queryKey: teachingKeys.courses, queryFn: () => api.listMyCourses() });

export const myStudentsQuery = (api: LecternApi) =>
  queryOptions({ queryKey: teachingKeys.students, queryFn: () => api.listEducatorStudents() });

export const moduleQuery = (api: LecternApi, id: Id) =>
  queryOptions({ queryKey: teachingKeys.module(id), queryFn: (): Promise<CourseModule | null> => orNull(async () => (await api.getModule(id)).module) });

export const videoQuery = (api: LecternApi, id: Id) =>
  queryOptions({ queryKey: teachingKeys.video(id), queryFn: (): Promise<Video | null> => orNull(async () => (await api.getVideo(id)).video) });

export const useMyCourses = (options?: ReadOptions) => useRead(myCoursesQuery, options);
export const useMyStudents = (options?: ReadOptions) => useRead(myStudentsQuery, options);
/** The module, or null when there is none. */
export const useModule = (id: Id | null, options?: ReadOptions) => useReadById(moduleQuery, id, options);
/** The video, or null when there is none. */
export const useVideo = (id: Id | null, options?: ReadOptions) => useReadById(videoQuery, id, options);

/**
 * A change to a course's content: every list and page that shows the course is read again. The screens word their
 * failures ('Failed to create module' or '… update …'), so these carry none.
 */
const useCourseContentChange = <TData, TVariables>(call: ChangeOptions<TData, TVariables>['call']) =>
  useChange({ call, onSuccess: (queryClient) => invalidateCourseData(queryClient) });

export const useCreateCourse = () => useCourseContentChange(async (api, input: CreateCourseInput) => (await api.createCourse(input)).course);
export const useUpdateCourse = () =>
  useCourseContentChange(async (api, { id, input }: { id: Id; input: UpdateCourseInput }) => (await api.updateCourse(id, input)).course);
export const useCreateModule = () => useCourseContentChange(async (api, input: CreateModuleInput) => (await api.createModule(input)).module);
export const useUpdateModule = () =>
  useCourseContentChange(async (api, { id, input }: { id: Id; input: UpdateModuleInput }) => (await api.updateModule(id, input)).module);
export const useDeleteModule = () => useCourseContentChange((api, id: Id) => api.deleteModule(id));
export const useCreateVideo = () => useCourseContentChange(async (api, input: CreateVideoInput) => (await api.createVideo(input)).video);
export const useUpdateVideo = () =>
  useCourseContentChange(async (api, { id, input }: { id: Id; input: UpdateVideoInput }) => (await api.updateVideo(id, input)).video);
export const useDeleteVideo = () => useCourseContentChange((api, id: Id) => api.deleteVideo(id));

/** The owner or an admin; the course leaves every list, while a page still showing it keeps it until it is left. */
export const useDeleteCourse = () =>
  useChange({
    call: (api, id: Id) => api.deleteCourse(id),
    failure: 'Failed to delete course',
    onSuccess: (queryClient, _answer, id) => invalidateCourseData(queryClient, { settled: [courseKeys.detail(id), adminKeys.course(id)] }),
  });
