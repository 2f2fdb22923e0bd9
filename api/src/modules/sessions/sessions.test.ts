import { sessionListSchema } from '@lectern/shared-sdk/sessions/schemas';
import { authResponseSchema } from '@lectern/shared-sdk/auth/schemas';
import { fixturePassword, insertUser } from '../../testing/fixtures';
import { describeEachDatabase, messageOf, type TestHarness } from '../../testing/test-app';
import { deviceName } from './device-name';

const chromeOnMac = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.6778.85 Safari/537.36';
const safariOnIphone =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const firefoxOnWindows = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';

describe('deviceName', () => {
  it.each([
    [chromeOnMac, 'Chrome 131 on macOS'],
    [safariOnIphone, 'Safari 18 on iOS'],
    [firefoxOnWindows, 'Firefox 133 on Windows'],
    ['curl/8.5.0', 'curl 8.5.0'],
    [undefined, 'Unknown device'],
    ['', 'Unknown device'],
    ['\u0000\u001b[31m', 'Unknown device'],
  ])('names %s as %s', (userAgent, expected) => {
    expect(deviceName(userAgent)).toBe(expected);
  });
});

async function signIn(t: TestHarness, email: string, userAgent: string): Promise<string> {
  const response = await t.request('POST', '/api/auth/login', { body: { email, password: fixturePassword }, headers: { 'user-agent': userAgent } });
  return authResponseSchema.parse(response.body).token;
}

describeEachDatabase('sessions', (t) => {
  it('lists the devices signed in, most recently active first, marking the one asking', async () => {
    const student = await insertUser(t.db);
    const laptop = await signIn(t, student.email, chromeOnMac);
    t.clock.advanceSeconds(3600);
    const phone = await signIn(t, student.email, safariOnIphone);

    const response = await t.get('/api/users/profile/sessions', laptop);

    expect(response.status).toBe(200);
    const sessions = sessionListSchema.parse(response.body);
    expect(sessions.map((session) => [session.device, session.current])).toEqual([
      ['Safari 18 on iOS', false],
      ['Chrome 131 on macOS', true],
    ]);
    expect(sessionListSchema.parse((await t.get('/api/users/profile/sessions', phone)).body).find((session) => session.current)?.device).toBe(
      'Safari 18 on iOS',
    );
  });

  it('signs out one device: its token stops working, the others go on', async () => {
    const student = await insertUser(t.db);
    const laptop = await signIn(t, student.email, chromeOnMac);
    const phone = await signIn(t, student.email, safariOnIphone);
    const phoneSession = sessionListSchema.parse((await t.get('/api/users/profile/sessions', laptop)).body).find((session) => !session.current);

    const response = await t.request('DELETE', `/api/users/profile/sessions/${phoneSession?.id ?? 0}`, { token: laptop });

    expect(response.status).toBe(200);
    expect((await t.get('/api/auth/me', phone)).status).toBe(401);
    expect((await t.get('/api/auth/me', laptop)).status).toBe(200);
    expect(sessionListSchema.parse((await t.get('/api/users/profile/sessions', laptop)).body)).toHaveLength(1);
  });

  it("answers 404 for another person's session and changes nothing", async () => {
    const owner = await insertUser(t.db);
    const intruder = await insertUser(t.db);
    const ownerToken = await signIn(t, owner.email, chromeOnMac);
    const [ownerSession] = sessionListSchema.parse((await t.get('/api/users/profile/sessions', ownerToken)).body);

    const response = await t.request('DELETE', `/api/users/profile/sessions/${ownerSession?.id ?? 0}`, { token: await t.tokenFor(intruder) });

    expect(response.status).toBe(404);
    expect(messageOf(response)).toBe('Session not found');
    expect((await t.get('/api/auth/me', ownerToken)).status).toBe(200);
  });

  it('signs out of every other device at once', async () => {
    const student = await insertUser(t.db);
    const tokens = [
      await signIn(t, student.email, chromeOnMac),
      await signIn(t, student.email, safariOnIphone),
      await signIn(t, student.email, firefoxOnWindows),
    ];

    const response = await t.request('DELETE', '/api/users/profile/sessions', { token: tokens[0] });

    expect(response.body).toEqual({ message: 'Signed out of all other devices', signedOut: 2 });
    expect(await Promise.all(tokens.map(async (token) => (await t.get('/api/auth/me', token)).status))).toEqual([200, 401, 401]);
  });

  it('logs out this device only', async () => {
    const student = await insertUser(t.db);
    const laptop = await signIn(t, student.email, chromeOnMac);
    const phone = await signIn(t, student.email, safariOnIphone);

    expect((await t.request('POST', '/api/auth/logout', { token: laptop })).status).toBe(200);

    expect((await t.get('/api/auth/me', laptop)).status).toBe(401);
    expect((await t.get('/api/auth/me', phone)).status).toBe(200);
  });

  it('leaves expired sessions out of the list and refuses their tokens', async () => {
    const student = await insertUser(t.db);
    const old = await signIn(t, student.email, chromeOnMac);
    t.clock.advanceSeconds(6 * 24 * 3600);
    const recent = await signIn(t, student.email, safariOnIphone);
    t.clock.advanceSeconds(2 * 24 * 3600);

    expect((await t.get('/api/auth/me', old)).status).toBe(401);
    expect(sessionListSchema.parse((await t.get('/api/users/profile/sessions', recent)).body).map((session) => session.device)).toEqual([
      'Safari 18 on iOS',
    ]);
  });

  it('ends every session when an educator is deactivated, and none of another user', async () => {
    const admin = await insertUser(t.db, { role: 'admin' });
    const educator = await insertUser(t.db, { role: 'educator' });
    const bystander = await insertUser(t.db, { role: 'educator' });
    const educatorToken = await t.tokenFor(educator);
    const bystanderToken = await t.tokenFor(bystander);

    await t.request('PATCH', `/api/users/educators/${educator.id}/approve`, { body: { isApproved: false }, token: await t.tokenFor(admin) });

    expect((await t.get('/api/auth/me', educatorToken)).status).toBe(401);
    expect((await t.get('/api/auth/me', bystanderToken)).status).toBe(200);
  });
});
