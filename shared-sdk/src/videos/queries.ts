import { queryOptions } from '@tanstack/react-query';
import type { LecternApi } from '../core/api-context';
import type { Id } from '../core/schemas';
import { useReadById, type ReadOptions } from '../core/hooks';
import { orNull } from '../core/or-null';
import { teachingKeys, useCourseContentChange } from '../courses/teaching';
import type { CreateVideoInput, UpdateVideoInput, Video } from './schemas';

export const videoQuery = (api: LecternApi, id: Id) =>
  queryOptions({ queryKey: teachingKeys.video(id), queryFn: (): Promise<Video | null> => orNull(async () => (await api.getVideo(id)).video) });

/** The video, or null when there is none. */
export const useVideo = (id: Id | null, options?: ReadOptions) => useReadById(videoQuery, id, options);

/** The educator's changes (every list and page that shows the course is read again; the screens word failures). */
export const useCreateVideo = () => useCourseContentChange(async (api, input: CreateVideoInput) => (await api.createVideo(input)).video);
export const useUpdateVideo = () =>
  useCourseContentChange(async (api, { id, input }: { id: Id; input: UpdateVideoInput }) => (await api.updateVideo(id, input)).video);
export const useDeleteVideo = () => useCourseContentChange((api, id: Id) => api.deleteVideo(id));
