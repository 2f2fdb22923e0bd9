import Fastify, { type FastifyInstance } from 'fastify';
import { SignJWT } from 'jose';
import { insertUser } from '../testing/fixtures';
import { describeEachDatabase, messageOf, type TestHarness } from '../testing/test-app';
import { auth, requireActiveEducator, requireRole } from './auth';
import { errors } from './errors';

/** A bare app with the guard and routes that only exist to exercise it (the real write routes come later). */
async function guardedApp(t: TestHarness): Promise<FastifyInstance> {
  const app = Fastify();
  app.decorate('db', t.db);
  await app.register(errors, { bodyLimitBytes: 1024 });
  await app.register(auth, { secret: t.app.env.jwtSecret, ttl: t.app.env.jwtTtl, now: t.clock.now });
  app.get('/signed-in', { onRequest: [app.authenticate] }, async (request) => ({ email: request.user?.email }));
  app.get('/admins', { onRequest: [app.authenticate, requireRole('admin')] }, async () => ({ ok: true }));
  app.get('/educator-write', { onRequest: [app.authenticate, requireActiveEducator] }, async () => ({ ok: true }));
  app.get('/anyone', { onRequest: [app.authenticateOptional] }, async (request) => ({ email: request.user?.email ?? null }));
  await app.ready();
  return app;
}

describeEachDatabase('auth guard', (t) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await guardedApp(t);
  });
  afterAll(() => app.close());

  const call = async (url: string, authorization?: string) => {
    const response = await app.inject({ method: 'GET', url, headers: authorization ? { authorization } : {} });
    return { status: response.statusCode, body: response.json<unknown>(), headers: response.headers };
  };
  const bearer = async (user: Parameters<TestHarness['tokenFor']>[0]) => `Bearer ${await t.tokenFor(user)}`;

  it('asks for authentication when no token is sent', async () => {
    const response = await call('/signed-in');

    expect(response.status).toBe(401);
    expect(messageOf(response)).toBe('Authentication required');
    expect(response.headers['www-authenticate']).toBe('Bearer');
  });

  it('accepts a valid token and identifies the caller', async () => {
    const student = await insertUser(t.db);

    const response = await call('/signed-in', await bearer(student));

    expect(response).toMatchObject({ status: 200, body: { email: student.email } });
  });

  it.each([
    ['a malformed header', 'Token abc'],
    ['a token that is not a JWT', 'Bearer not.a.jwt'],
  ])('rejects %s', async (_case, header) => {
    const response = await call('/signed-in', header);

    expect(response.status).toBe(401);
    expect(messageOf(response)).toBe('Invalid or expired token');
  });

  it('rejects a token signed with another secret', async () => {
    const student = await insertUser(t.db);
    const forged = await new SignJWT({ role: 'admin', sid: 1 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(student.id))
      .setIssuer('lectern-api')
      .setAudience('lectern')
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('another secret that is long enough!!'));

    expect((await call('/signed-in', `Bearer ${forged}`)).status).toBe(401);
  });

  it("rejects an unsigned ('alg: none') token", async () => {
    const student = await insertUser(t.db);
    const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const unsigned = `${encode({ alg: 'none', typ: 'JWT' })}.${encode({ sub: String(student.id), sid: 1, iss: 'lectern-api', aud: 'lectern', exp: 4102444800 })}.`;

    expect((await call('/signed-in', `Bearer ${unsigned}`)).status).toBe(401);
  });

  it('rejects a token once it has expired (7 days by default)', async () => {
    const student = await insertUser(t.db);
    const header = await bearer(student);
    expect((await call('/signed-in', header)).status).toBe(200);

    t.clock.advanceSeconds(7 * 24 * 3600);

    expect((await call('/signed-in', header)).status).toBe(401);
  });

  it('rejects a token once its session is signed out, and leaves the other sessions alone', async () => {
    const student = await insertUser(t.db);
    const ended = await bearer(student);
    const other = await bearer(student);
    const [session] = await t.db.selectFrom('sessions').select('id').where('user_id', '=', student.id).orderBy('id').execute();

    await t.db
      .updateTable('sessions')
      .set({ revoked_at: t.clock.now().toISOString() })
      .where('id', '=', session?.id ?? 0)
      .execute();

    const response = await call('/signed-in', ended);
    expect(response.status).toBe(401);
    expect(messageOf(response)).toBe('Invalid or expired token');
    expect((await call('/signed-in', other)).status).toBe(200);
  });

  it("rejects a token that names another user's session, or none (tokens from before sessions)", async () => {
    const student = await insertUser(t.db);
    const victim = await insertUser(t.db);
    await bearer(victim);
    const victimSession = await t.db.selectFrom('sessions').select('id').where('user_id', '=', victim.id).executeTakeFirstOrThrow();
    const key = new TextEncoder().encode(t.app.env.jwtSecret);
    const sign = (claims: Record<string, unknown>) =>
      new SignJWT(claims)
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(student.id))
        .setIssuer('lectern-api')
        .setAudience('lectern')
        .setExpirationTime('1h')
        .sign(key);

    expect((await call('/signed-in', `Bearer ${await sign({ sid: victimSession.id })}`)).status).toBe(401);
    expect((await call('/signed-in', `Bearer ${await sign({ tv: 0 })}`)).status).toBe(401);
  });

  it('notes when a session was last used, at most every five minutes', async () => {
    const student = await insertUser(t.db);
    const header = await bearer(student);
    const lastSeen = async () =>
      (await t.db.selectFrom('sessions').select('last_seen_at').where('user_id', '=', student.id).executeTakeFirstOrThrow()).last_seen_at;
    const opened = await lastSeen();

    t.clock.advanceSeconds(60);
    await call('/signed-in', header);
    expect(await lastSeen()).toBe(opened);

    t.clock.advanceSeconds(5 * 60);
    await call('/signed-in', header);
    expect(await lastSeen()).toBe(t.clock.now().toISOString());
  });

  it('rejects the token of a deleted account', async () => {
    const student = await insertUser(t.db);
    const header = await bearer(student);

    await t.db.deleteFrom('users').where('id', '=', student.id).execute();

    expect((await call('/signed-in', header)).status).toBe(401);
  });

  it('reads account state on every request: a deactivated student is stopped at once', async () => {
    const student = await insertUser(t.db);
    const header = await bearer(student);

    await t.db.updateTable('users').set({ is_active: 0 }).where('id', '=', student.id).execute();

    const response = await call('/signed-in', header);
    expect(response.status).toBe(403);
    expect(messageOf(response)).toBe('Your account has been deactivated. Please contact support.');
  });

  it('lets only the required role through', async () => {
    const admin = await insertUser(t.db, { role: 'admin' });
    const educator = await insertUser(t.db, { role: 'educator' });

    const refused = await call('/admins', await bearer(educator));

    expect(refused.status).toBe(403);
    expect(messageOf(refused)).toBe('Forbidden: admins only');
    expect((await call('/admins', await bearer(admin))).status).toBe(200);
  });

  it('lets an active educator write but not an inactive one or a student', async () => {
    const active = await insertUser(t.db, { role: 'educator' });
    const inactive = await insertUser(t.db, { role: 'educator', isApproved: false });
    const student = await insertUser(t.db);

    const inactiveResponse = await call('/educator-write', await bearer(inactive));
    const studentResponse = await call('/educator-write', await bearer(student));

    expect((await call('/educator-write', await bearer(active))).status).toBe(200);
    expect(inactiveResponse.status).toBe(403);
    expect(messageOf(inactiveResponse)).toBe('Your educator account is inactive.');
    expect(studentResponse.status).toBe(403);
    expect(messageOf(studentResponse)).toBe('Forbidden: educators only');
  });

  it('treats a caller with a bad token as anonymous on public routes', async () => {
    const student = await insertUser(t.db);

    expect((await call('/anyone', 'Bearer garbage')).body).toEqual({ email: null });
    expect((await call('/anyone', await bearer(student))).body).toEqual({ email: student.email });
  });
});
