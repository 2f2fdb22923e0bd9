import type { CreateModuleInput, UpdateModuleInput } from '../schemas/modules';
import type { Id } from '../schemas/common';
import { request } from '../client/http';

export const createModule = (input: CreateModuleInput) =>
  request('post', '/api/modules', (s) => s.moduleResponseSchema, { json: input });
export const listCourseModules = (courseId: Id) =>
  request('get', `/api/modules/course/${courseId}`, (s) => s.moduleListSchema);
export const getModule = (id: Id) => request('get', `/api/modules/${id}`, (s) => s.moduleResponseSchema);
export const updateModule = (id: Id, input: UpdateModuleInput) =>
  request('patch', `/api/modules/${id}`, (s) => s.moduleResponseSchema, { json: input });
export const deleteModule = (id: Id) => request('delete', `/api/modules/${id}`, (s) => s.messageResponseSchema);
