import { sources, type ConformanceCase } from '../case';

/** The spec-conformance cases of the health routes (see conformance-cases.ts). */
export const healthCases: ConformanceCase[] = [
  {
    source: sources.extension,
    row: 'GET /healthz -> {status: "ok"}',
    route: 'GET /healthz',
    call: async () => ({ method: 'GET', url: '/healthz' }),
    check: ({ body }) => expect(body).toEqual({ status: 'ok' }),
  },
  {
    source: sources.extension,
    row: 'GET /api/version -> {version, builtAt (null from source), migration}',
    route: 'GET /api/version',
    call: async () => ({ method: 'GET', url: '/api/version' }),
    check: ({ body }) => expect(body).toEqual({ version: expect.any(String), builtAt: null, migration: expect.stringMatching(/^\d{4}-/) }),
  },
  {
    source: sources.extension,
    row: 'OPTIONS (CORS preflight) -> 204 naming the pagination headers a browser may read',
    route: 'OPTIONS *',
    status: 204,
    call: async () => ({
      method: 'OPTIONS',
      url: '/api/courses',
      headers: { origin: 'http://localhost:3000', 'access-control-request-method': 'GET' },
    }),
    check: ({ headers }) => expect(String(headers['access-control-allow-origin'])).toBe('http://localhost:3000'),
  },
];
