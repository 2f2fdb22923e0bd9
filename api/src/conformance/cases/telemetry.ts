import { sources, type ConformanceCase } from '../case';

/** Browsers' telemetry: anyone sends it, without a token. */
export const telemetryCases: ConformanceCase[] = [
  {
    source: sources.extension,
    row: 'POST /api/telemetry {reports: [{kind, area, release, …}]} -> {accepted}: counted per minute, no token',
    route: 'POST /api/telemetry',
    call: async () => ({
      method: 'POST',
      url: '/api/telemetry',
      body: { reports: [{ kind: 'vital', area: 'mf_public', release: 'working', page: '/courses/:id', metric: 'LCP', value: 1234 }] },
    }),
    check: ({ body }) => expect(body).toEqual({ accepted: 1 }),
  },
  {
    source: sources.extension,
    row: "GET /api/admin/releases -> {hours, areas: [{area, releases: [{release, sessions, errorRate, p75}]}]}: each release's health",
    route: 'GET /api/admin/releases',
    call: async ({ admin }) => ({ method: 'GET', url: '/api/admin/releases', token: admin.token }),
    check: ({ body }) => expect(body).toMatchObject({ hours: 24, areas: expect.any(Array) }),
  },
];
