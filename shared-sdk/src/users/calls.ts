import { defineCalls } from '../core/call';

export const usersCalls = defineCalls('users', {
  getProfile: { method: 'GET', path: '/api/users/profile' },
  updateProfile: { method: 'PATCH', path: '/api/users/profile' },
  changePassword: { method: 'PATCH', path: '/api/users/profile/password' },
  listEducatorStudents: { method: 'GET', path: '/api/users/educator/students' },
  /** The original client's name for listEducatorStudents (not in the spec's tables), answering `{students}`. */
  listEducatorStudentsWrapped: { method: 'GET', path: '/api/educator/students' },
  listStudents: { method: 'GET', path: '/api/users/students' },
  getStudent: { method: 'GET', path: '/api/users/students/:id' },
  listEducators: { method: 'GET', path: '/api/users/educators' },
  getEducator: { method: 'GET', path: '/api/users/educators/:id' },
  setEducatorApproval: { method: 'PATCH', path: '/api/users/educators/:id/approve' },
  removeEducator: { method: 'DELETE', path: '/api/users/educators/:id' },
  createEducator: { method: 'POST', path: '/api/users/educators' },
});
