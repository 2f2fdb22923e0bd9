import { insertCourse, insertEnrollment, insertUser } from '../testing/fixtures';
import { describeEachDatabase, type TestResponse } from '../testing/test-app';
import { noneMatch, PUBLIC_CACHE_CONTROL, strongETag } from './http-cache';

describe('ETags', () => {
  it('are strong, and the same only for the same body and headers', () => {
    const tag = strongETag('[1,2]', { 'X-Total-Count': '2' });
    expect(tag).toMatch(/^"[A-Za-z0-9_-]{32}"$/);
    expect(strongETag('[1,2]', { 'X-Total-Count': '2' })).toBe(tag);
    expect(strongETag('[1,2]', { 'X-Total-Count': '3' })).not.toBe(tag);
    expect(strongETag('[1,3]', { 'X-Total-Count': '2' })).not.toBe(tag);
  });

  it('match If-None-Match lists, weak forms and * as RFC 9110 says', () => {
    expect(noneMatch('"a"', '"a"')).toBe(true);
    expect(noneMatch('"x", W/"a"', '"a"')).toBe(true);
    expect(noneMatch('*', '"a"')).toBe(true);
    expect(noneMatch('"b"', '"a"')).toBe(false);
    expect(noneMatch(undefined, '"a"')).toBe(false);
    expect(noneMatch('', '"a"')).toBe(false);
  });
});

describeEachDatabase('HTTP caching of the public reads', (t) => {
  let courseId: number;
  let studentToken: string;

  beforeAll(async () => {
    const educator = await insertUser(t.db, { role: 'educator' });
    courseId = (await insertCourse(t.db, { educatorId: educator.id, title: 'Watercolour Basics' })).id;
    studentToken = await t.tokenFor(await insertUser(t.db));
  });

  const conditional = (url: string, etag: string, token?: string) =>
    t.request('GET', url, { headers: { 'if-none-match': etag }, ...(token ? { token } : {}) });
  const etagOf = (response: TestResponse) => String(response.headers.etag);

  it.each(['/api/courses', '/api/courses?sort=newest&page=1&limit=5', '/api/courses/:id', '/api/stats'])(
    'answers a repeated conditional GET of %s with 304, and with the new body once it changed',
    async (path) => {
      const url = path.replace(':id', String(courseId));
      const first = await t.get(url);
      expect(first.status).toBe(200);
      expect(etagOf(first)).toMatch(/^"[^"]+"$/);
      expect(first.headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL);
      expect(first.headers.vary).toBe('Origin, Authorization');

      const again = await conditional(url, etagOf(first));
      expect(again.status).toBe(304);
      expect(again.body).toBe('');
      expect(again.headers.etag).toBe(etagOf(first));
      expect(again.headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL);
      expect((await conditional(url, `"stale", ${etagOf(first)}`)).status).toBe(304);

      // A new student changes the statistics, a new price the catalogue and the course page.
      await insertUser(t.db);
      await t.db
        .updateTable('courses')
        .set({ price_cents: (eb) => eb('price_cents', '+', 100) })
        .where('id', '=', courseId)
        .execute();
      const changed = await conditional(url, etagOf(first));
      expect(changed.status).toBe(200);
      expect(etagOf(changed)).not.toBe(etagOf(first));
      expect(changed.body).not.toEqual(first.body);
    },
  );

  it.each(['/api/courses/:id/reviews', '/api/pages/about'])(
    'gives a validator to every visitor read, kept by a shared cache or not: %s answers a conditional GET with 304 until it changes',
    async (path) => {
      const url = path.replace(':id', String(courseId));
      const first = await t.get(url);
      expect(first.status).toBe(200);
      expect(first.headers['cache-control']).toBe('no-store');
      expect(etagOf(first)).toMatch(/^"[A-Za-z0-9_-]{32}"$/);
      const again = await conditional(url, etagOf(first));
      expect(again.status).toBe(304);
      expect(again.body).toBe('');

      // A review is written; the About page is edited.
      const student = await insertUser(t.db);
      await insertEnrollment(t.db, { studentId: student.id, courseId, rating: 5, review: 'Clear and kind' });
      const { latest } = await t.db
        .selectFrom('content_page_versions')
        .select((eb) => eb.fn.max('version').as('latest'))
        .where('slug', '=', 'about')
        .executeTakeFirstOrThrow();
      await t.db
        .insertInto('content_page_versions')
        .values({
          slug: 'about',
          version: Number(latest ?? 0) + 1,
          title: 'About Lectern',
          markdown: 'We teach.',
          edited_by: null,
          edited_at: new Date().toISOString(),
        })
        .execute();
      const changed = await conditional(url, etagOf(first));
      expect(changed.status).toBe(200);
      expect(etagOf(changed)).not.toBe(etagOf(first));
    },
  );

  it('gives no validator to what a token holder reads without one, or to a refusal', async () => {
    expect((await t.get('/api/courses/999999')).headers.etag).toBeUndefined();
    expect((await t.get('/api/auth/me', studentToken)).headers.etag).toBeUndefined();
  });

  it('keys a shared cache on the origin a browser asks from, whose CORS answer differs', async () => {
    const fromShell = await t.request('GET', '/api/courses', { headers: { origin: 'http://localhost:3000' } });
    expect(fromShell.headers['access-control-allow-origin']).toBe('http://localhost:3000');
    expect(String(fromShell.headers.vary).split(', ').sort()).toEqual(['Authorization', 'Origin']);
    const fromElsewhere = await t.request('GET', '/api/courses', { headers: { origin: 'https://elsewhere.example' } });
    expect(fromElsewhere.headers['access-control-allow-origin']).toBeUndefined();
    expect(String(fromElsewhere.headers.vary).split(', ').sort()).toEqual(['Authorization', 'Origin']);
  });

  it('makes the same read private to a token holder, who still gets 304s', async () => {
    const signedIn = await t.get('/api/courses', studentToken);
    expect(signedIn.headers['cache-control']).toBe('private, no-store');
    expect(signedIn.headers.etag).toBeDefined();
    expect((await conditional('/api/courses', etagOf(signedIn), studentToken)).status).toBe(304);
  });

  it('tells no cache to keep an error, a write or a session check', async () => {
    expect((await t.get('/api/courses/999999')).headers['cache-control']).toBe('no-store');
    expect((await t.get('/api/courses?page=abc')).headers['cache-control']).toBe('no-store');
    expect((await t.post('/api/auth/login', { email: 'nobody@example.com', password: 'wrong-password-1' })).headers['cache-control']).toBe(
      'no-store',
    );
    expect((await t.get('/healthz')).headers['cache-control']).toBe('no-store');
  });
});
