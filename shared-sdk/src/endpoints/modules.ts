import type { CreateModuleInput, UpdateModuleInput } from '../schemas/modules';
import type { Id } from '../schemas/common';
import { call } from '../client/http';
import { moduleCalls } from '../contract/modules';

export const createModule = (input: CreateModuleInput) => call(moduleCalls.createModule, { json: input });
export const listCourseModules = (courseId: Id) => call(moduleCalls.listCourseModules, { params: { courseId } });
export const getModule = (id: Id) => call(moduleCalls.getModule, { params: { id } });
export const updateModule = (id: Id, input: UpdateModuleInput) => call(moduleCalls.updateModule, { params: { id }, json: input });
export const deleteModule = (id: Id) => call(moduleCalls.deleteModule, { params: { id } });
