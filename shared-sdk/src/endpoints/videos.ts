import type { CreateVideoInput, UpdateVideoInput } from '../schemas/videos';
import type { Id } from '../schemas/common';
import { call } from '../client/http';
import { videosCalls } from '../contract/videos';

export const createVideo = (input: CreateVideoInput) => call(videosCalls.createVideo, { json: input });
export const getVideo = (id: Id) => call(videosCalls.getVideo, { params: { id } });
export const updateVideo = (id: Id, input: UpdateVideoInput) => call(videosCalls.updateVideo, { params: { id }, json: input });
export const deleteVideo = (id: Id) => call(videosCalls.deleteVideo, { params: { id } });
