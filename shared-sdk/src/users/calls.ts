import { defineCalls } from '../core/call';

export const usersCalls = defineCalls('users', {
  getProfile: { method: 'GET', path: '/api/users/profile' },
  updateProfile: { method: 'PATCH', path: '/api/users/profile' },
  changePassword: { method: 'PATCH', path: '/api/users/profile/password' },
  /** Deletes the signed-in person's own account, confirmed by their password (or, without one, their e-mail). */
  deleteAccount: { method: 'DELETE', path: '/api/users/me' },
  listEducatorStudents: { method: 'GET', path: '/api/users/educator/students' },
  /** The educator's figures: distinct students and their enrolments (the one definition of "students"). */
  getEducatorStudentTotals: { method: 'GET', path: '/api/users/educator/students/totals' },
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
