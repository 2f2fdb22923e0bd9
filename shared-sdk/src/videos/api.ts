import type { CreateVideoInput, UpdateVideoInput } from './schemas';
import type { Id } from '../core/schemas';
import { call } from '../core/http';
import { videosCalls } from './calls';

export const createVideo = (input: CreateVideoInput) => call(videosCalls.createVideo, { json: input });
export const getVideo = (id: Id) => call(videosCalls.getVideo, { params: { id } });
export const updateVideo = (id: Id, input: UpdateVideoInput) => call(videosCalls.updateVideo, { params: { id }, json: input });
export const deleteVideo = (id: Id) => call(videosCalls.deleteVideo, { params: { id } });
