import { sources, type ConformanceCase } from '../case';
import { objectOr } from '../spec-reader';

/** The spec-conformance cases of the videos routes (see conformance-cases.ts). */
export const videosCases: ConformanceCase[] = [
  {
    source: sources.educator,
    row: 'POST /api/videos, body moduleId, title, youtubeUrl, duration',
    route: 'POST /api/videos',
    call: async ({ educator, course }) => ({
      method: 'POST',
      url: '/api/videos',
      token: educator.token,
      body: { moduleId: String((await course()).moduleId), title: 'Spec Video', youtubeUrl: 'https://youtu.be/PkZNo7MFNFg', duration: '1h 5m' },
    }),
    check: ({ body }) => expect(objectOr('video')(body)).toMatchObject({ title: 'Spec Video', duration: '1h 5m', moduleTitle: expect.any(String) }),
  },
  {
    source: sources.educator,
    row: 'GET /api/videos/{videoId} -> video or top-level fields',
    route: 'GET /api/videos/:id',
    call: async ({ educator, course }) => ({ method: 'GET', url: `/api/videos/${(await course()).videoIds[0]}`, token: educator.token }),
    check: ({ body }) =>
      expect(objectOr('video')(body)).toMatchObject({ title: expect.any(String), youtubeUrl: expect.any(String), duration: expect.any(String) }),
  },
  {
    source: sources.educator,
    row: 'PATCH /api/videos/{videoId}, body title, youtubeUrl, duration',
    route: 'PATCH /api/videos/:id',
    call: async ({ educator, course }) => ({
      method: 'PATCH',
      url: `/api/videos/${(await course()).videoIds[0]}`,
      token: educator.token,
      body: { title: 'Renamed Video', youtubeUrl: 'https://www.youtube.com/watch?v=PkZNo7MFNFg', duration: '12m' },
    }),
    check: ({ body }) => expect(objectOr('video')(body)).toMatchObject({ title: 'Renamed Video', duration: '12m' }),
  },
  {
    source: sources.educator,
    row: 'DELETE /api/videos/{id}',
    route: 'DELETE /api/videos/:id',
    call: async ({ educator, course }) => ({ method: 'DELETE', url: `/api/videos/${(await course()).videoIds[0]}`, token: educator.token }),
    check: ({ status }) => expect(status).toBe(200),
  },
];
