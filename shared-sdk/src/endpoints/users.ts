import type { ChangePasswordInput, CreateEducatorInput, UpdateProfileInput } from '../schemas/users';
import type { Id } from '../schemas/common';
import { request } from '../client/http';

export const getProfile = () => request('get', '/api/users/profile', (s) => s.userResponseSchema);
export const updateProfile = (input: UpdateProfileInput) =>
  request('patch', '/api/users/profile', (s) => s.userResponseSchema, { json: input });
/** The server ends every other session of the account; this one, and its token, go on. */
export const changePassword = (input: ChangePasswordInput) =>
  request('patch', '/api/users/profile/password', (s) => s.messageResponseSchema, { json: input });
export const listEducatorStudents = () => request('get', '/api/users/educator/students', (s) => s.educatorStudentListSchema);
export const listStudents = () => request('get', '/api/users/students', (s) => s.studentListSchema);
export const getStudent = (id: Id) => request('get', `/api/users/students/${id}`, (s) => s.studentSummarySchema);
export const listEducators = () => request('get', '/api/users/educators', (s) => s.educatorListSchema);
export const getEducator = (id: Id) => request('get', `/api/users/educators/${id}`, (s) => s.educatorSummarySchema);
export const setEducatorApproval = (id: Id, isApproved: boolean) =>
  request('patch', `/api/users/educators/${id}/approve`, (s) => s.educatorSummarySchema, { json: { isApproved } });
export const removeEducator = (id: Id) => request('delete', `/api/users/educators/${id}`, (s) => s.messageResponseSchema);
export const createEducator = (input: CreateEducatorInput) =>
  request('post', '/api/users/educators', (s) => s.userResponseSchema, { json: { ...input, role: 'educator' } });
