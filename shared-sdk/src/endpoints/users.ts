import {
  educatorResponseSchema,
  educatorsResponseSchema,
  educatorStudentsResponseSchema,
  studentResponseSchema,
  studentsResponseSchema,
  userResponseSchema,
  changePasswordResponseSchema,
  type ChangePasswordInput,
  type CreateEducatorInput,
  type UpdateProfileInput,
} from '../schemas/users';
import { messageResponseSchema, type Id } from '../schemas/common';
import { request } from '../client/http';
import { sessionStore } from '../session/session-store';

export const getProfile = () => request('get', '/api/users/profile', userResponseSchema);
export const updateProfile = (input: UpdateProfileInput) =>
  request('patch', '/api/users/profile', userResponseSchema, { json: input });
/** The server ends every earlier session; the fresh token it returns keeps this one signed in. */
export async function changePassword(input: ChangePasswordInput) {
  const result = await request('patch', '/api/users/profile/password', changePasswordResponseSchema, { json: input });
  const { user, signIn } = sessionStore.getState();
  if (user) signIn(user, result.token);
  return result;
}
export const listEducatorStudents = () =>
  request('get', '/api/users/educator/students', educatorStudentsResponseSchema);
export const listStudents = () => request('get', '/api/users/students', studentsResponseSchema);
export const getStudent = (id: Id) => request('get', `/api/users/students/${id}`, studentResponseSchema);
export const listEducators = () => request('get', '/api/users/educators', educatorsResponseSchema);
export const getEducator = (id: Id) => request('get', `/api/users/educators/${id}`, educatorResponseSchema);
export const setEducatorApproval = (id: Id, isApproved: boolean) =>
  request('patch', `/api/users/educators/${id}/approve`, educatorResponseSchema, { json: { isApproved } });
export const removeEducator = (id: Id) => request('delete', `/api/users/educators/${id}`, messageResponseSchema);
export const createEducator = (input: CreateEducatorInput) =>
  request('post', '/api/users/educators', userResponseSchema, { json: { ...input, role: 'educator' } });

