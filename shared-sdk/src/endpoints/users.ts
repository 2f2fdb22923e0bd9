import {
  educatorListSchema,
  educatorStudentListSchema,
  educatorSummarySchema,
  studentListSchema,
  studentSummarySchema,
  userResponseSchema,
  type ChangePasswordInput,
  type CreateEducatorInput,
  type UpdateProfileInput,
} from '../schemas/users';
import { messageResponseSchema, type Id } from '../schemas/common';
import { request } from '../client/http';

export const getProfile = () => request('get', '/api/users/profile', userResponseSchema);
export const updateProfile = (input: UpdateProfileInput) =>
  request('patch', '/api/users/profile', userResponseSchema, { json: input });
/** The server ends every other session of the account; this one, and its token, go on. */
export const changePassword = (input: ChangePasswordInput) =>
  request('patch', '/api/users/profile/password', messageResponseSchema, { json: input });
export const listEducatorStudents = () => request('get', '/api/users/educator/students', educatorStudentListSchema);
export const listStudents = () => request('get', '/api/users/students', studentListSchema);
export const getStudent = (id: Id) => request('get', `/api/users/students/${id}`, studentSummarySchema);
export const listEducators = () => request('get', '/api/users/educators', educatorListSchema);
export const getEducator = (id: Id) => request('get', `/api/users/educators/${id}`, educatorSummarySchema);
export const setEducatorApproval = (id: Id, isApproved: boolean) =>
  request('patch', `/api/users/educators/${id}/approve`, educatorSummarySchema, { json: { isApproved } });
export const removeEducator = (id: Id) => request('delete', `/api/users/educators/${id}`, messageResponseSchema);
export const createEducator = (input: CreateEducatorInput) =>
  request('post', '/api/users/educators', userResponseSchema, { json: { ...input, role: 'educator' } });
