import type { CreateVideoInput, UpdateVideoInput } from '../schemas/videos';
import type { Id } from '../schemas/common';
import { request } from '../client/http';

export const createVideo = (input: CreateVideoInput) =>
  request('post', '/api/videos', (s) => s.videoResponseSchema, { json: input });
export const getVideo = (id: Id) => request('get', `/api/videos/${id}`, (s) => s.videoResponseSchema);
export const updateVideo = (id: Id, input: UpdateVideoInput) =>
  request('patch', `/api/videos/${id}`, (s) => s.videoResponseSchema, { json: input });
export const deleteVideo = (id: Id) => request('delete', `/api/videos/${id}`, (s) => s.messageResponseSchema);
