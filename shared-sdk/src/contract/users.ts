import { defineCalls } from './call';

export const usersCalls = defineCalls({
  getProfile: { method: 'GET', path: '/api/users/profile', responses: { 200: 'userResponseSchema' } },
  updateProfile: { method: 'PATCH', path: '/api/users/profile', body: 'updateProfileInputSchema', responses: { 200: 'userResponseSchema' } },
  changePassword: { method: 'PATCH', path: '/api/users/profile/password', body: 'changePasswordInputSchema', responses: { 200: 'messageResponseSchema' } },
  listEducatorStudents: { method: 'GET', path: '/api/users/educator/students', responses: { 200: 'educatorStudentListSchema' } },
  /** The original client's name for listEducatorStudents (not in the spec's tables), answering `{students}`. */
  listEducatorStudentsWrapped: { method: 'GET', path: '/api/educator/students', responses: { 200: 'educatorStudentsResponseSchema' } },
  listStudents: { method: 'GET', path: '/api/users/students', responses: { 200: 'studentListSchema' } },
  getStudent: { method: 'GET', path: '/api/users/students/:id', params: 'idParamsSchema', responses: { 200: 'studentSummarySchema' } },
  listEducators: { method: 'GET', path: '/api/users/educators', responses: { 200: 'educatorListSchema' } },
  getEducator: { method: 'GET', path: '/api/users/educators/:id', params: 'idParamsSchema', responses: { 200: 'educatorSummarySchema' } },
  setEducatorApproval: { method: 'PATCH', path: '/api/users/educators/:id/approve', params: 'idParamsSchema', body: 'setEducatorApprovalInputSchema', responses: { 200: 'educatorSummarySchema' } },
  removeEducator: { method: 'DELETE', path: '/api/users/educators/:id', params: 'idParamsSchema', responses: { 200: 'messageResponseSchema' } },
  createEducator: { method: 'POST', path: '/api/users/educators', body: 'createEducatorInputSchema', responses: { 201: 'userResponseSchema' } },
});
