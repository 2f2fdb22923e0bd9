import { sources, type ConformanceCase } from '../case';
import { objectOr } from '../spec-reader';

/** The spec-conformance cases of the modules routes (see conformance-cases.ts). */
export const modulesCases: ConformanceCase[] = [
  {
    source: sources.educator,
    row: 'POST /api/modules, body courseId, title, description',
    route: 'POST /api/modules',
    call: async ({ educator, course }) => ({
      method: 'POST',
      url: '/api/modules',
      token: educator.token,
      body: { courseId: String((await course()).id), title: 'Spec Module', description: 'About it' },
    }),
    check: ({ body }) => expect(objectOr('module')(body)).toMatchObject({ title: 'Spec Module', _id: expect.any(String) }),
  },
  {
    source: sources.educator,
    row: 'GET /api/modules/course/{courseId} -> list of modules with videos',
    route: 'GET /api/modules/course/:courseId',
    call: async ({ educator, course }) => ({ method: 'GET', url: `/api/modules/course/${(await course()).id}`, token: educator.token }),
    check: ({ body }) => {
      expect(Array.isArray(body)).toBe(true);
      expect(body).toMatchObject([{ title: expect.any(String), videos: [{ youtubeUrl: expect.any(String) }, expect.anything()] }]);
    },
  },
  {
    source: sources.educator,
    row: 'GET /api/modules/{moduleId} -> module or top-level fields',
    route: 'GET /api/modules/:id',
    call: async ({ educator, course }) => ({ method: 'GET', url: `/api/modules/${(await course()).moduleId}`, token: educator.token }),
    check: ({ body }) =>
      expect(objectOr('module')(body)).toMatchObject({ title: expect.any(String), description: expect.any(String), videos: expect.any(Array) }),
  },
  {
    source: sources.educator,
    row: 'PATCH /api/modules/{moduleId}, body title, description',
    route: 'PATCH /api/modules/:id',
    call: async ({ educator, course }) => ({
      method: 'PATCH',
      url: `/api/modules/${(await course()).moduleId}`,
      token: educator.token,
      body: { title: 'Renamed Module', description: 'New words' },
    }),
    check: ({ body }) => expect(objectOr('module')(body)).toMatchObject({ title: 'Renamed Module', description: 'New words' }),
  },
  {
    source: sources.educator,
    row: 'DELETE /api/modules/{id}',
    route: 'DELETE /api/modules/:id',
    call: async ({ educator, course }) => ({ method: 'DELETE', url: `/api/modules/${(await course()).moduleId}`, token: educator.token }),
    check: ({ status }) => expect(status).toBe(200),
  },
];
