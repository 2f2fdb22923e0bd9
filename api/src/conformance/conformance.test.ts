import { fixturePassword, insertCourse, insertEnrollment, insertUser } from '../testing/fixtures';
import { describeEachDatabase, type TestHarness } from '../testing/test-app';
import type { Context } from './case';
import { conformanceCases, coveredRoutes } from './conformance-cases';
import { missingStringIds } from './spec-reader';

/**
 * The API answers every row of the spec's call tables in the shape the row names, so a client written from the
 * tables alone works (ARCHITECTURE.md 7). Every route the app registers needs a case here: a route added later
 * without one fails the first test, as it would fail the authorization matrix.
 */

async function buildContext(t: TestHarness): Promise<Context> {
  let emails = 0;
  const signedIn = async (role: 'student' | 'educator' | 'admin') => {
    const user = await insertUser(t.db, { role });
    return { user, token: await t.tokenFor(user) };
  };
  const educator = await signedIn('educator');
  const course: Context['course'] = async (options = {}) => {
    const inserted = await insertCourse(t.db, {
      educatorId: options.educatorId ?? educator.user.id,
      priceCents: options.priceCents ?? 0,
      approved: options.approved ?? true,
      modules: [
        {
          title: 'Getting Started',
          position: 1,
          videos: [
            { title: 'Welcome', position: 1 },
            { title: 'Setup', position: 2 },
          ],
        },
      ],
    });
    const module = await t.db.selectFrom('modules').select('id').where('course_id', '=', inserted.id).executeTakeFirstOrThrow();
    return { ...inserted, moduleId: module.id };
  };

  const learner = await signedIn('student');
  const freeCourse = await course();
  const paidCourse = await course({ priceCents: 4999 });
  const enrollmentId = await insertEnrollment(t.db, { studentId: learner.user.id, courseId: freeCourse.id });
  await t.db
    .insertInto('cart_items')
    .values({ student_id: learner.user.id, course_id: paidCourse.id, added_at: '2026-03-01T00:00:00.000Z' })
    .execute();

  return {
    t,
    learner: { ...learner, freeCourse, paidCourse, enrollmentId },
    educator,
    admin: await signedIn('admin'),
    freshStudent: () => signedIn('student'),
    freshEducator: () => signedIn('educator'),
    course,
    freshEmail: () => `spec.client.${Date.now().toString(36)}.${(emails += 1)}@gmail.com`,
  };
}

describeEachDatabase('API conformance: the spec call tables', (t) => {
  let context: Context;
  beforeAll(async () => {
    context = await buildContext(t);
  });

  it('has a case for every route the app registers', () => {
    const registered = new Set(t.app.routeTable.map((route) => `${route.method} ${route.url}`));
    expect([...registered].filter((route) => !coveredRoutes.has(route))).toEqual([]);
    expect([...coveredRoutes].filter((route) => !registered.has(route))).toEqual([]);
  });

  it.each(conformanceCases.map((conformanceCase) => [`${conformanceCase.source}: ${conformanceCase.row}`, conformanceCase] as const))(
    '%s',
    async (_name, conformanceCase) => {
      const call = await conformanceCase.call(context);
      const response = await t.request(call.method, call.url, {
        ...(call.token ? { token: call.token } : {}),
        ...(call.body !== undefined ? { body: call.body } : {}),
        ...(call.payload !== undefined ? { payload: call.payload } : {}),
        ...(call.headers ? { headers: call.headers } : {}),
      });

      const succeeded = response.status >= 200 && response.status < 300;
      const expected = conformanceCase.status ?? (succeeded ? response.status : '2xx');
      // The body goes with the status, so a failure shows the server's message.
      expect({ status: response.status, body: response.body }).toEqual({ status: expected, body: response.body });
      // `_id` beside `id` on every entity, at every level (the OpenAPI document describes schemas, not entities).
      if (!call.url.startsWith('/api/docs')) expect(missingStringIds(response.body)).toEqual([]);
      await conformanceCase.check(response, context, call);
    },
  );

  it('keeps working for a spec client that signs in, changes its password and goes on with the same token', async () => {
    const student = await insertUser(t.db);
    const login = await t.post('/api/auth/login', { email: student.email, password: fixturePassword });
    const { token } = login.body as { token: string };

    expect(
      (await t.request('PATCH', '/api/users/profile/password', { token, body: { oldPassword: fixturePassword, newPassword: 'new password 2026' } }))
        .status,
    ).toBe(200);

    expect((await t.get('/api/enrollments', token)).status).toBe(200);
  });
});
