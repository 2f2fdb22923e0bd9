import { videoResponseSchema, type CreateVideoInput, type UpdateVideoInput } from '../schemas/videos';
import { messageResponseSchema, type Id } from '../schemas/common';
import { request } from '../client/http';

export const createVideo = (input: CreateVideoInput) =>
  request('post', '/api/videos', videoResponseSchema, { json: input });
export const getVideo = (id: Id) => request('get', `/api/videos/${id}`, videoResponseSchema);
export const updateVideo = (id: Id, input: UpdateVideoInput) =>
  request('patch', `/api/videos/${id}`, videoResponseSchema, { json: input });
export const deleteVideo = (id: Id) => request('delete', `/api/videos/${id}`, messageResponseSchema);
