import type { CreateVideoInput, UpdateVideoInput } from '../schemas/videos';
import type { Id } from '../schemas/common';
import { call } from '../client/http';
import { videoCalls } from '../contract/videos';

export const createVideo = (input: CreateVideoInput) => call(videoCalls.createVideo, { json: input });
export const getVideo = (id: Id) => call(videoCalls.getVideo, { params: { id } });
export const updateVideo = (id: Id, input: UpdateVideoInput) => call(videoCalls.updateVideo, { params: { id }, json: input });
export const deleteVideo = (id: Id) => call(videoCalls.deleteVideo, { params: { id } });
