import { keysOf, sources, type ConformanceCase } from '../case';

/** The spec-conformance cases of the stats routes (see conformance-cases.ts). */
export const statsCases: ConformanceCase[] = [
  {
    source: sources.student,
    row: 'GET /api/stats | none (public on home) | students, courses, successRate (home)',
    route: 'GET /api/stats',
    call: async () => ({ method: 'GET', url: '/api/stats' }),
    check: ({ body }) => {
      expect(body).toMatchObject({ students: expect.any(Number), courses: expect.any(Number) });
      expect(keysOf(body)).not.toContain('educators');
    },
  },
  {
    source: sources.admin,
    row: 'GET /api/stats -> students, educators, courses, activeEducators, Enrollments',
    route: 'GET /api/stats',
    call: async ({ admin }) => ({ method: 'GET', url: '/api/stats', token: admin.token }),
    check: ({ body }) =>
      expect(body).toMatchObject({
        students: expect.any(Number),
        educators: expect.any(Number),
        courses: expect.any(Number),
        activeEducators: expect.any(Number),
        Enrollments: expect.any(Number),
      }),
  },
];
