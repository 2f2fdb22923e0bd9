import type { CreateModuleInput, UpdateModuleInput } from './schemas';
import type { Id } from '../core/schemas';
import { call } from '../core/http';
import { modulesCalls } from './calls';

export const createModule = (input: CreateModuleInput) => call(modulesCalls.createModule, { json: input });
export const listCourseModules = (courseId: Id) => call(modulesCalls.listCourseModules, { params: { courseId } });
export const getModule = (id: Id) => call(modulesCalls.getModule, { params: { id } });
export const updateModule = (id: Id, input: UpdateModuleInput) => call(modulesCalls.updateModule, { params: { id }, json: input });
export const deleteModule = (id: Id) => call(modulesCalls.deleteModule, { params: { id } });
