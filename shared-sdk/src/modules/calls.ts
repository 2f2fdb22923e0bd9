import { defineCalls } from '../core/call';

export const modulesCalls = defineCalls('modules', {
  createModule: { method: 'POST', path: '/api/modules' },
  listCourseModules: { method: 'GET', path: '/api/modules/course/:courseId' },
  getModule: { method: 'GET', path: '/api/modules/:id' },
  updateModule: { method: 'PATCH', path: '/api/modules/:id' },
  deleteModule: { method: 'DELETE', path: '/api/modules/:id' },
});
