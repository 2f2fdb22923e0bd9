import { sources, type ConformanceCase } from '../case';
import { under } from '../spec-reader';

/** The spec-conformance cases of the sessions routes (see conformance-cases.ts). */
export const sessionsCases: ConformanceCase[] = [
  {
    source: sources.extension,
    row: 'GET /api/users/profile/sessions -> array of sessions, the caller marked current',
    route: 'GET /api/users/profile/sessions',
    call: async ({ learner }) => ({ method: 'GET', url: '/api/users/profile/sessions', token: learner.token }),
    check: ({ body }) => {
      expect(Array.isArray(body)).toBe(true);
      expect((body as { current: boolean }[]).filter((session) => session.current)).toHaveLength(1);
      expect(body).toContainEqual(expect.objectContaining({ _id: expect.any(String), device: expect.any(String), lastSeenAt: expect.any(String) }));
    },
  },
  {
    source: sources.extension,
    row: 'DELETE /api/users/profile/sessions -> {message, signedOut}: every other device',
    route: 'DELETE /api/users/profile/sessions',
    call: async ({ t, freshStudent }) => {
      const { user, token } = await freshStudent();
      await t.tokenFor(user);
      return { method: 'DELETE', url: '/api/users/profile/sessions', token };
    },
    check: ({ body }) => expect(body).toMatchObject({ message: expect.any(String), signedOut: 1 }),
  },
  {
    source: sources.extension,
    row: 'DELETE /api/users/profile/sessions/{id} -> {message}: one device',
    route: 'DELETE /api/users/profile/sessions/:id',
    call: async ({ t, freshStudent }) => {
      const { user, token } = await freshStudent();
      await t.tokenFor(user);
      const sessions = (await t.get('/api/users/profile/sessions', token)).body as { _id: string; current: boolean }[];
      const other = sessions.find((session) => !session.current);
      return { method: 'DELETE', url: `/api/users/profile/sessions/${other?._id ?? 0}`, token };
    },
    check: ({ body }) => expect(typeof under('message')(body)).toBe('string'),
  },
];
