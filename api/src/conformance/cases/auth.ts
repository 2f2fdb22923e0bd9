import { createHash, randomBytes } from 'node:crypto';
import { fixturePassword } from '../../testing/fixtures';
import { sources, type ConformanceCase } from '../case';
import { under } from '../spec-reader';

/** The spec-conformance cases of the auth routes (see conformance-cases.ts). */
export const authCases: ConformanceCase[] = [
  {
    source: sources.student,
    row: 'POST /api/auth/login | email, password | {user, token}; stored',
    route: 'POST /api/auth/login',
    call: async ({ learner }) => ({ method: 'POST', url: '/api/auth/login', body: { email: learner.user.email, password: fixturePassword } }),
    check: ({ body }, { learner }) => {
      expect(under('user')(body)).toMatchObject({ email: learner.user.email, _id: String(learner.user.id) });
      expect(typeof under('token')(body)).toBe('string');
    },
  },
  {
    source: sources.student,
    row: 'POST /api/auth/register | name, email, password, otp | {user, token}',
    route: 'POST /api/auth/register',
    call: async ({ t, freshEmail }) => {
      const email = freshEmail();
      await t.post('/api/auth/send-otp', { email, mode: 'signup' });
      const otp = t.mail.latestCode(email);
      // The sign-up screen verifies first, with the spec's payload (no mode).
      expect((await t.post('/api/auth/verify-otp', { email, otp })).status).toBe(200);
      return { method: 'POST', url: '/api/auth/register', body: { name: 'Spec Client', email, password: 'a long enough password', otp } };
    },
    check: async ({ body }, { t }) => {
      expect(under('user')(body)).toMatchObject({ name: 'Spec Client', role: 'student' });
      const token = under('token')(body);
      expect(typeof token).toBe('string');
      expect((await t.get('/api/auth/me', String(token))).status).toBe(200);
    },
  },
  {
    source: sources.student,
    row: 'GET /api/auth/me (token) | none | {user}',
    route: 'GET /api/auth/me',
    call: async ({ learner }) => ({ method: 'GET', url: '/api/auth/me', token: learner.token }),
    check: ({ body }, { learner }) => expect(under('user')(body)).toMatchObject({ _id: String(learner.user.id), email: learner.user.email }),
  },
  {
    source: sources.student,
    row: "POST /api/auth/send-otp | email, mode ('signup' or 'forgot') | success on ok status; the message is read on failure",
    route: 'POST /api/auth/send-otp',
    call: async ({ freshEmail }) => ({ method: 'POST', url: '/api/auth/send-otp', body: { email: freshEmail(), mode: 'signup' } }),
    check: async ({ body }) => {
      expect(typeof under('message')(body)).toBe('string');
    },
  },
  {
    source: sources.student,
    row: 'POST /api/auth/verify-otp | email, otp | success on ok status (a code sent for password recovery)',
    route: 'POST /api/auth/verify-otp',
    call: async ({ t, learner }) => {
      // The recovery flow sends with mode 'forgot' and verifies with the spec's payload, which has no mode.
      expect((await t.post('/api/auth/send-otp', { email: learner.user.email, mode: 'forgot' })).status).toBe(200);
      return { method: 'POST', url: '/api/auth/verify-otp', body: { email: learner.user.email, otp: t.mail.latestCode(learner.user.email) } };
    },
    check: ({ status }) => expect(status).toBe(200),
  },
  {
    source: sources.student,
    row: 'POST /api/auth/reset-password | email, otp, newPassword | success on ok status',
    route: 'POST /api/auth/reset-password',
    call: async ({ t, freshStudent }) => {
      const { user } = await freshStudent();
      await t.post('/api/auth/send-otp', { email: user.email, mode: 'forgot' });
      const otp = t.mail.latestCode(user.email);
      expect((await t.post('/api/auth/verify-otp', { email: user.email, otp })).status).toBe(200);
      return { method: 'POST', url: '/api/auth/reset-password', body: { email: user.email, otp, newPassword: 'a recovered password' } };
    },
    check: async ({ status }, { t }, call) => {
      expect(status).toBe(200);
      // The account now signs in with the new password.
      const { email } = call.body as { email: string };
      expect((await t.post('/api/auth/login', { email, password: 'a recovered password' })).status).toBe(200);
    },
  },
  {
    source: sources.student,
    row: 'GET /api/auth/google | browser redirect | returns to the app with a token in the address query',
    route: 'GET /api/auth/google',
    status: 302,
    call: async () => ({ method: 'GET', url: '/api/auth/google' }),
    // Without Google configured the browser is sent back to the sign-in page, which says so.
    check: ({ headers }) => expect(String(headers.location)).toMatch(/\/login\?error=google_not_configured$/),
  },
  {
    source: sources.extension,
    row: 'GET /api/auth/challenge -> an ALTCHA challenge {parameters, signature}',
    route: 'GET /api/auth/challenge',
    call: async () => ({ method: 'GET', url: '/api/auth/challenge' }),
    check: ({ body }) =>
      expect(body).toEqual({
        parameters: expect.objectContaining({ algorithm: 'PBKDF2/SHA-256', keySignature: expect.any(String) }),
        signature: expect.any(String),
      }),
  },
  {
    source: sources.extension,
    row: 'GET /api/auth/providers -> {google}',
    route: 'GET /api/auth/providers',
    call: async () => ({ method: 'GET', url: '/api/auth/providers' }),
    check: ({ body }) => expect(body).toEqual({ google: false }),
  },
  {
    source: sources.extension,
    row: "GET /api/auth/google/callback -> redirect (here: to /login?error=, Google isn't configured)",
    route: 'GET /api/auth/google/callback',
    status: 302,
    call: async () => ({ method: 'GET', url: '/api/auth/google/callback?code=abc&state=def' }),
    check: ({ headers }) => expect(String(headers.location)).toMatch(/\/login\?error=/),
  },
  {
    source: sources.extension,
    row: 'POST /api/auth/google/exchange {code} (with the sign-in cookie) -> {user, token}; the code works once',
    route: 'POST /api/auth/google/exchange',
    call: async ({ t, freshStudent }) => {
      // What the Google callback leaves behind for a hand-off: the code's hash, the cookie's hash, 60 seconds.
      const { user } = await freshStudent();
      const code = randomBytes(32).toString('base64url');
      const cookie = randomBytes(32).toString('base64url');
      const hash = (value: string) => createHash('sha256').update(value).digest('hex');
      const expiresAt = new Date(t.clock.now().getTime() + 60_000).toISOString();
      await t.db
        .insertInto('google_handoffs')
        .values({ code_hash: hash(code), user_id: user.id, browser_key_hash: hash(cookie), expires_at: expiresAt })
        .execute();
      return { method: 'POST', url: '/api/auth/google/exchange', body: { code }, headers: { cookie: `lectern_google_sign_in=${cookie}` } };
    },
    check: async ({ body }, { t }, call) => {
      const { user, token } = body as { user: { email: string }; token: string };
      expect((await t.get('/api/auth/me', token)).body).toMatchObject({ user: { email: user.email } });
      // Replayed: refused, with a message.
      const again = await t.request('POST', call.url, { body: call.body, ...(call.headers ? { headers: call.headers } : {}) });
      expect(again.status).toBe(400);
      expect(again.body).toEqual({ message: expect.stringMatching(/sign in again/) });
    },
  },
  {
    source: sources.extension,
    row: 'POST /api/auth/logout -> {message}; the token stops working',
    route: 'POST /api/auth/logout',
    call: async ({ freshStudent }) => ({ method: 'POST', url: '/api/auth/logout', token: (await freshStudent()).token }),
    check: async ({ body }, { t }, call) => {
      expect(typeof under('message')(body)).toBe('string');
      expect((await t.get('/api/auth/me', call.token)).status).toBe(401);
    },
  },
];
