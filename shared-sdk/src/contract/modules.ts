import { defineCalls } from './call';

export const modulesCalls = defineCalls({
  createModule: { method: 'POST', path: '/api/modules', body: 'createModuleInputSchema', responses: { 201: 'moduleResponseSchema' } },
  listCourseModules: { method: 'GET', path: '/api/modules/course/:courseId', params: 'courseIdParamsSchema', responses: { 200: 'moduleListSchema' } },
  getModule: { method: 'GET', path: '/api/modules/:id', params: 'idParamsSchema', responses: { 200: 'moduleResponseSchema' } },
  updateModule: { method: 'PATCH', path: '/api/modules/:id', params: 'idParamsSchema', body: 'updateModuleInputSchema', responses: { 200: 'moduleResponseSchema' } },
  deleteModule: { method: 'DELETE', path: '/api/modules/:id', params: 'idParamsSchema', responses: { 200: 'messageResponseSchema' } },
});
