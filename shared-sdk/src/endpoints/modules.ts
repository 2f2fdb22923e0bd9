import {
  moduleListSchema,
  moduleResponseSchema,
  type CreateModuleInput,
  type UpdateModuleInput,
} from '../schemas/modules';
import { messageResponseSchema, type Id } from '../schemas/common';
import { request } from '../client/http';

export const createModule = (input: CreateModuleInput) =>
  request('post', '/api/modules', moduleResponseSchema, { json: input });
export const listCourseModules = (courseId: Id) =>
  request('get', `/api/modules/course/${courseId}`, moduleListSchema);
export const getModule = (id: Id) => request('get', `/api/modules/${id}`, moduleResponseSchema);
export const updateModule = (id: Id, input: UpdateModuleInput) =>
  request('patch', `/api/modules/${id}`, moduleResponseSchema, { json: input });
export const deleteModule = (id: Id) => request('delete', `/api/modules/${id}`, messageResponseSchema);
