import { queryOptions } from '@tanstack/react-query';
import type { LecternApi } from '../core/api-context';
import type { Id } from '../core/schemas';
import { useReadById, type ReadOptions } from '../core/hooks';
import { orNull } from '../core/or-null';
import { teachingKeys, useCourseContentChange } from '../courses/teaching';
import type { CourseModule, CreateModuleInput, UpdateModuleInput } from './schemas';

export const moduleQuery = (api: LecternApi, id: Id) =>
  queryOptions({
    queryKey: teachingKeys.module(id),
    queryFn: (): Promise<CourseModule | null> => orNull(async () => (await api.getModule(id)).module),
  });

/** The module, or null when there is none. */
export const useModule = (id: Id | null, options?: ReadOptions) => useReadById(moduleQuery, id, options);

/** The educator's changes (every list and page that shows the course is read again; the screens word failures). */
export const useCreateModule = () => useCourseContentChange(async (api, input: CreateModuleInput) => (await api.createModule(input)).module);
export const useUpdateModule = () =>
  useCourseContentChange(async (api, { id, input }: { id: Id; input: UpdateModuleInput }) => (await api.updateModule(id, input)).module);
export const useDeleteModule = () => useCourseContentChange((api, id: Id) => api.deleteModule(id));
