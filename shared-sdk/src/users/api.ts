import type { ChangePasswordInput, CreateEducatorInput, UpdateProfileInput } from './schemas';
import type { Id } from '../core/schemas';
import { call } from '../core/http';
import { usersCalls } from './calls';

export const getProfile = () => call(usersCalls.getProfile);
export const updateProfile = (input: UpdateProfileInput) => call(usersCalls.updateProfile, { json: input });
/** The server ends every other session of the account; this one, and its token, go on. */
export const changePassword = (input: ChangePasswordInput) => call(usersCalls.changePassword, { json: input });
export const listEducatorStudents = () => call(usersCalls.listEducatorStudents);
export const listStudents = () => call(usersCalls.listStudents);
export const getStudent = (id: Id) => call(usersCalls.getStudent, { params: { id } });
export const listEducators = () => call(usersCalls.listEducators);
export const getEducator = (id: Id) => call(usersCalls.getEducator, { params: { id } });
export const setEducatorApproval = (id: Id, isApproved: boolean) => call(usersCalls.setEducatorApproval, { params: { id }, json: { isApproved } });
export const removeEducator = (id: Id) => call(usersCalls.removeEducator, { params: { id } });
export const createEducator = (input: CreateEducatorInput) => call(usersCalls.createEducator, { json: { ...input, role: 'educator' } });
