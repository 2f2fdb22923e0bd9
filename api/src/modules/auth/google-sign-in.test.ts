import { userResponseSchema } from '@lectern/shared-sdk/users/schemas';
import { FakeOidcProvider, type IdTokenTampering, type ProviderPerson } from '../../testing/fake-oidc-provider';
import { fixturePassword, insertUser } from '../../testing/fixtures';
import { describeEachDatabase, TestHarness, type TestResponse } from '../../testing/test-app';

const appUrl = 'http://localhost:3000';
const apiUrl = 'http://localhost:4000';
const cookieName = 'lectern_google_sign_in';

const provider = new FakeOidcProvider();
beforeAll(() => provider.start());
afterAll(() => provider.stop());

let people = 0;
/** A new person at the provider with a verified Gmail address. */
function newPerson(overrides: Partial<ProviderPerson> = {}): ProviderPerson {
  people += 1;
  return { sub: `google-sub-${people}-${Date.now()}`, email: `google.person.${people}@gmail.com`, name: `Google Person ${people}`, ...overrides };
}

interface Started {
  response: TestResponse;
  authorizationUrl: URL;
  /** The Cookie header the browser sends back. */
  cookie: string;
}

/** The Cookie header a browser sends back after this response (the sign-in cookie only), or '' when none was set. */
function cookieFrom(response: TestResponse): string {
  const setCookie = [response.headers['set-cookie'] ?? []].flat().map(String);
  return setCookie.find((line) => line.startsWith(`${cookieName}=`) && !line.startsWith(`${cookieName}=;`))?.split(';')[0] ?? '';
}

function googleFlows(t: TestHarness) {
  const flows = {
    async start(headers: Record<string, string> = {}, url = '/api/auth/google'): Promise<Started> {
      const response = await t.request('GET', url, { headers });
      return { response, authorizationUrl: new URL(String(response.headers.location)), cookie: cookieFrom(response) };
    },

    /**
     * Our shell's round trip up to its callback page: start asking for a hand-off code, `person` approves, callback
     * from the same browser. The landing address and the cookie the browser then holds.
     */
    async handoff(person: ProviderPerson) {
      const started = await flows.start({}, '/api/auth/google?handoff=code');
      const response = await flows.callback(provider.approve(started.authorizationUrl, person), started.cookie);
      const landing = new URL(String(response.headers.location));
      return { started, response, landing, code: landing.searchParams.get('code') ?? '', cookie: cookieFrom(response) };
    },

    exchange(code: string, cookie?: string): Promise<TestResponse> {
      return t.request('POST', '/api/auth/google/exchange', { body: { code }, headers: cookie ? { cookie } : {} });
    },

    callback(query: string, cookie?: string): Promise<TestResponse> {
      return t.request('GET', `/api/auth/google/callback?${query}`, { headers: cookie ? { cookie } : {} });
    },

    /** The whole round trip: start, `person` approves at the provider, callback from the same browser. */
    async signIn(person: ProviderPerson, tampering: IdTokenTampering = {}) {
      const started = await flows.start();
      const query = provider.approve(started.authorizationUrl, person, tampering);
      const response = await flows.callback(query, started.cookie);
      return { started, query, response, landing: new URL(String(response.headers.location)) };
    },

    /** The user a landing address's token signs in as. */
    async userAt(landing: URL) {
      const token = landing.searchParams.get('token');
      expect(token).toBeTruthy();
      return userResponseSchema.parse((await t.get('/api/auth/me', token ?? '')).body).user;
    },

    async userCount(): Promise<number> {
      const row = await t.db
        .selectFrom('users')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
  };
  return flows;
}

/** The sign-in page with the reason a Google sign-in ended without a session. */
const refusedWith = (response: TestResponse, code: string) => {
  expect(response.status).toBe(302);
  expect(response.headers.location).toBe(`${appUrl}/login?error=${code}`);
};

describeEachDatabase(
  'Google sign-in',
  (t) => {
    const google = googleFlows(t);

    it('tells the screens that Google sign-in is offered', async () => {
      expect((await t.get('/api/auth/providers')).body).toEqual({ google: true });
    });

    it('redirects to the provider with PKCE, state and nonce, binding the sign-in to the browser by a cookie', async () => {
      const { response, authorizationUrl, cookie } = await google.start();

      expect(response.status).toBe(302);
      expect(`${authorizationUrl.origin}${authorizationUrl.pathname}`).toBe(`${provider.issuer}/authorize`);
      const asked = authorizationUrl.searchParams;
      expect(
        Object.fromEntries(['response_type', 'client_id', 'redirect_uri', 'scope', 'code_challenge_method'].map((key) => [key, asked.get(key)])),
      ).toEqual({
        response_type: 'code',
        client_id: provider.clientId,
        redirect_uri: `${apiUrl}/api/auth/google/callback`,
        scope: 'openid email profile',
        code_challenge_method: 'S256',
      });
      for (const key of ['state', 'nonce', 'code_challenge']) expect(asked.get(key)).toMatch(/^[\w-]{32,}$/);
      expect(cookie).toMatch(new RegExp(`^${cookieName}=[\\w-]{40,}$`));
      const setCookie = String([response.headers['set-cookie']].flat()[0]);
      expect(setCookie).toMatch(/HttpOnly/i);
      expect(setCookie).toMatch(/SameSite=Lax/i);
      expect(setCookie).toMatch(/Path=\/api\/auth\/google/);
    });

    it('signs a new person up as a student and returns to the student dashboard with a working token', async () => {
      const person = newPerson({ name: 'Grace Google' });

      const { response, landing } = await google.signIn(person);

      expect(response.status).toBe(302);
      expect(`${landing.origin}${landing.pathname}`).toBe(`${appUrl}/student`);
      const user = await google.userAt(landing);
      expect(user).toMatchObject({ name: 'Grace Google', email: person.email, role: 'student', isActive: true });
      expect(provider.tokenRequests.at(-1)?.get('code_verifier')).toMatch(/^[\w-]{43,128}$/);
    });

    it('reaches the same account on the next sign-in, even after the person changed their Google e-mail', async () => {
      const person = newPerson();
      const first = await google.userAt((await google.signIn(person)).landing);
      const users = await google.userCount();

      const second = await google.userAt((await google.signIn({ ...person, email: 'renamed.person@gmail.com' })).landing);

      expect(second.id).toBe(first.id);
      expect(second.email).toBe(first.email);
      expect(await google.userCount()).toBe(users);
    });

    it('links an existing account with the same e-mail when the provider has verified it; the password keeps working', async () => {
      const existing = await insertUser(t.db, { email: 'linked.learner@gmail.com', name: 'Linked Learner' });

      const { landing } = await google.signIn(newPerson({ email: 'Linked.Learner@gmail.com' }));

      expect((await google.userAt(landing)).id).toBe(existing.id);
      const row = await t.db.selectFrom('users').select('google_sub').where('id', '=', existing.id).executeTakeFirstOrThrow();
      expect(row.google_sub).not.toBeNull();
      expect((await t.post('/api/auth/login', { email: existing.email, password: fixturePassword })).status).toBe(200);
    });

    it('neither links nor creates an account for an e-mail the provider has not verified', async () => {
      const existing = await insertUser(t.db, { email: 'unverified.owner@gmail.com' });
      const users = await google.userCount();

      refusedWith((await google.signIn(newPerson({ email: existing.email, emailVerified: false }))).response, 'google_email_unverified');
      refusedWith((await google.signIn(newPerson({ emailVerified: false }))).response, 'google_email_unverified');

      expect(await google.userCount()).toBe(users);
      const row = await t.db.selectFrom('users').select('google_sub').where('id', '=', existing.id).executeTakeFirstOrThrow();
      expect(row.google_sub).toBeNull();
    });

    it('does not move an account to a second Google account with the same e-mail', async () => {
      const person = newPerson();
      await google.signIn(person);

      const other = await google.signIn(newPerson({ email: person.email }));

      refusedWith(other.response, 'google_account_mismatch');
    });

    it('signs educators and admins in to their own area', async () => {
      const educator = await insertUser(t.db, { role: 'educator', email: 'teaching.google@lectern.dev' });

      const { landing } = await google.signIn(newPerson({ email: educator.email }));

      expect(landing.pathname).toBe('/educator');
      expect((await google.userAt(landing)).id).toBe(educator.id);
    });

    it('keeps a deactivated student out, as the password sign-in does', async () => {
      const person = newPerson();
      const user = await google.userAt((await google.signIn(person)).landing);
      await t.db.updateTable('users').set({ is_active: 0 }).where('id', '=', user.id).execute();

      refusedWith((await google.signIn(person)).response, 'account_deactivated');
    });

    it('creates accounts only for the configured sign-up domains', async () => {
      const users = await google.userCount();

      refusedWith((await google.signIn(newPerson({ email: 'someone@example.org' }))).response, 'email_domain_not_allowed');

      expect(await google.userCount()).toBe(users);
    });

    it('takes the e-mail and name from userinfo when the ID token carries only the subject', async () => {
      const person = newPerson({ name: 'Strict Provider' });

      const user = await google.userAt((await google.signIn(person, { claimsAtUserInfoOnly: true })).landing);

      expect(user).toMatchObject({ email: person.email, name: 'Strict Provider' });
    });

    it('names a person without a name after their e-mail', async () => {
      const { sub } = newPerson();

      const user = await google.userAt((await google.signIn({ sub, email: 'nameless.one@gmail.com' })).landing);

      expect(user.name).toBe('nameless.one');
    });

    describe('with a hand-off code (our shell)', () => {
      const refusedExchange = (response: TestResponse) => {
        expect(response.status).toBe(400);
        expect(response.body).toEqual({ message: 'This sign-in link has expired or was not meant for this browser. Please sign in again.' });
      };
      const sessionsOf = async (userId: number) => {
        const row = await t.db
          .selectFrom('sessions')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('user_id', '=', userId)
          .executeTakeFirstOrThrow();
        return Number(row.n);
      };

      it('sends the browser to the app callback page with a code, never a token, and renews the cookie for 60 seconds', async () => {
        const { response, landing, code } = await google.handoff(newPerson());

        expect(response.status).toBe(302);
        expect(`${landing.origin}${landing.pathname}`).toBe(`${appUrl}/auth/google/callback`);
        expect([...landing.searchParams.keys()]).toEqual(['code']);
        expect(code).toMatch(/^[\w-]{43}$/);
        expect(String(response.headers.location)).not.toMatch(/token/i);
        const setCookie =
          [response.headers['set-cookie']]
            .flat()
            .map(String)
            .find((line) => line.startsWith(`${cookieName}=`)) ?? '';
        expect(setCookie).toMatch(/Max-Age=60/);
        expect(setCookie).toMatch(/HttpOnly/i);
        expect(setCookie).toMatch(/Path=\/api\/auth\/google/);
      });

      it('exchanges the code once, from that browser, for the user and a working session token', async () => {
        const person = newPerson({ name: 'Hanna Handoff' });
        const { code, cookie } = await google.handoff(person);

        const exchanged = await google.exchange(code, cookie);

        expect(exchanged.status).toBe(200);
        const { user, token } = exchanged.body as { user: { email: string; name: string; role: string }; token: string };
        expect(user).toMatchObject({ name: 'Hanna Handoff', email: person.email, role: 'student' });
        expect((await t.get('/api/auth/me', token)).body).toMatchObject({ user: { email: person.email } });
        // The cookie has done its work.
        expect([exchanged.headers['set-cookie']].flat().map(String).join()).toMatch(new RegExp(`${cookieName}=;`));
        refusedExchange(await google.exchange(code, cookie));
      });

      it('refuses a code from another browser (no cookie, the start cookie, another sign-in cookie), and burns it', async () => {
        const { code, cookie, started } = await google.handoff(newPerson());
        const attacker = await google.handoff(newPerson());

        refusedExchange(await google.exchange(code));
        refusedExchange(await google.exchange(code, started.cookie));
        refusedExchange(await google.exchange(code, attacker.cookie));
        // Whoever tried it first, the code is gone for everyone: a leaked code is worth nothing.
        refusedExchange(await google.exchange(code, cookie));
        // The other sign-in's own code still works.
        expect((await google.exchange(attacker.code, attacker.cookie)).status).toBe(200);
      });

      it('refuses a code 60 seconds after the callback, and takes one at 59', async () => {
        const late = await google.handoff(newPerson());
        t.clock.advanceSeconds(60);
        refusedExchange(await google.exchange(late.code, late.cookie));

        const prompt = await google.handoff(newPerson());
        t.clock.advanceSeconds(59);
        expect((await google.exchange(prompt.code, prompt.cookie)).status).toBe(200);
      });

      it('refuses a code whose student was deactivated before the exchange', async () => {
        const person = newPerson();
        const { code, cookie } = await google.handoff(person);
        await t.db
          .updateTable('users')
          .set({ is_active: 0 })
          .where('email', '=', person.email ?? '')
          .execute();

        refusedExchange(await google.exchange(code, cookie));
      });

      it('gives one session to 250 concurrent exchanges of one code, and a clear 400 to the rest', async () => {
        const person = newPerson();
        const { code, cookie } = await google.handoff(person);
        const user = await t.db
          .selectFrom('users')
          .select('id')
          .where('email', '=', person.email ?? '')
          .executeTakeFirstOrThrow();

        const answers = await Promise.all(Array.from({ length: 250 }, () => google.exchange(code, cookie)));

        const statuses = answers.map((answer) => answer.status);
        expect(statuses.filter((status) => status === 200)).toHaveLength(1);
        expect(statuses.filter((status) => status === 400)).toHaveLength(249);
        expect(await sessionsOf(user.id)).toBe(1);
      });

      it.each([
        ['no body', undefined, /^body: must be a JSON object$/],
        ['no code', {}, /^code: /],
        ['a code of the wrong shape', { code: 'abc' }, /^code: /],
        ['a code that is not text', { code: 12 }, /^code: /],
        ['a NUL byte', { code: `${'A'.repeat(42)}\u0000` }, /^code: /],
      ])('answers %s with a 400 naming what is wrong', async (_case, body, message) => {
        const response = await t.request('POST', '/api/auth/google/exchange', body === undefined ? {} : { body });
        expect(response.status).toBe(400);
        expect(String((response.body as { message: string }).message)).toMatch(message);
      });

      it("lets the app's origin send the exchange with its cookie, and no other origin read the answer", async () => {
        const preflight = (origin: string) =>
          t.request('OPTIONS', '/api/auth/google/exchange', {
            headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
          });

        const app = await preflight(appUrl);
        expect(app.headers['access-control-allow-origin']).toBe(appUrl);
        expect(app.headers['access-control-allow-credentials']).toBe('true');
        expect((await preflight('https://evil.example')).headers['access-control-allow-origin']).toBeUndefined();
      });

      it("keeps the spec's form for a client that does not ask for a code: the token in the address", async () => {
        const started = await google.start({}, '/api/auth/google');
        const response = await google.callback(provider.approve(started.authorizationUrl, newPerson()), started.cookie);
        expect(new URL(String(response.headers.location)).searchParams.get('token')).toBeTruthy();
      });

      it('answers a start with an unknown hand-off kind with a 400 that names it, starting nothing', async () => {
        const response = await t.request('GET', '/api/auth/google?handoff=token');
        expect(response.status).toBe(400);
        expect(String((response.body as { message: string }).message)).toMatch(/handoff/);
      });
    });

    describe('refuses, creating nobody', () => {
      let users: number;
      beforeEach(async () => {
        users = await google.userCount();
      });
      afterEach(async () => {
        expect(await google.userCount()).toBe(users);
      });

      it('a tampered state', async () => {
        const started = await google.start();
        const query = new URLSearchParams(provider.approve(started.authorizationUrl, newPerson()));
        query.set('state', `${query.get('state') ?? ''}x`);

        refusedWith(await google.callback(query.toString(), started.cookie), 'google_failed');
      });

      it('a replayed callback, even from the same browser', async () => {
        const { started, query, response } = await google.signIn(newPerson());
        expect(response.headers.location).toContain('?token=');
        users += 1;

        refusedWith(await google.callback(query, started.cookie), 'google_failed');
      });

      it('a callback from another browser than the one that started (login CSRF), and burns its state', async () => {
        const started = await google.start();
        const query = provider.approve(started.authorizationUrl, newPerson());
        const attacker = await google.start();

        refusedWith(await google.callback(query), 'google_failed');
        refusedWith(await google.callback(query, attacker.cookie), 'google_failed');
        refusedWith(await google.callback(query, started.cookie), 'google_failed');
      });

      it('a callback after the ten minutes a sign-in may take', async () => {
        const started = await google.start();
        const query = provider.approve(started.authorizationUrl, newPerson());
        t.clock.advanceSeconds(601);

        refusedWith(await google.callback(query, started.cookie), 'google_failed');
      });

      it.each<[string, IdTokenTampering]>([
        ['from another issuer', { issuer: 'https://accounts.evil.example' }],
        ['for another client', { audience: 'someone-else' }],
        ['with another nonce', { nonce: 'not-the-nonce' }],
        ['that has expired', { expiresIn: -120 }],
        ['signed with a key the provider does not publish', { foreignKey: true }],
      ])('an ID token %s', async (_case, tampering) => {
        refusedWith((await google.signIn(newPerson(), tampering)).response, 'google_failed');
      });

      it('a code whose PKCE verifier does not match (the provider refuses the exchange)', async () => {
        const started = await google.start();
        const other = await google.start();
        // The code was issued for the other sign-in's challenge.
        const query = new URLSearchParams(provider.approve(other.authorizationUrl, newPerson()));
        query.set('state', started.authorizationUrl.searchParams.get('state') ?? '');

        refusedWith(await google.callback(query.toString(), started.cookie), 'google_failed');
      });

      it('an e-mail address Lectern would not accept from a form', async () => {
        refusedWith((await google.signIn(newPerson({ email: `${'x'.repeat(250)}@gmail.com` }))).response, 'google_failed');
      });

      it('a person who said no at the provider', async () => {
        const started = await google.start();

        refusedWith(await google.callback(provider.deny(started.authorizationUrl), started.cookie), 'google_cancelled');
      });

      it.each([
        ['no query', ''],
        ['an empty state', 'state='],
        ['a code without a state', 'code=abc'],
        ['a 600-character state', `state=${'s'.repeat(600)}`],
        ['broken percent-encoding', 'state=%E0%A4%A'],
        ['a repeated state', 'state[]=a&state[]=b'],
      ])('a callback with %s', async (_case, query) => {
        refusedWith(await google.callback(query), 'google_failed');
      });
    });
  },
  { env: () => ({ ...provider.env(), PUBLIC_APP_URL: appUrl, PUBLIC_API_URL: apiUrl, CORS_ORIGINS: appUrl, RATE_LIMIT_SIGNIN_IP: '1000/15m' }) },
);

describe('Google sign-in, when it cannot happen', () => {
  async function withHarness(env: Record<string, string>, use: (t: TestHarness) => Promise<void>) {
    const harness = new TestHarness('sqlite', { env: { PUBLIC_APP_URL: appUrl, ...env } });
    await harness.start();
    try {
      await use(harness);
    } finally {
      await harness.stop();
    }
  }

  it('says it is not configured without a client id, to the screens and to a browser sent to start it', async () => {
    await withHarness({}, async (t) => {
      expect((await t.get('/api/auth/providers')).body).toEqual({ google: false });
      refusedWith(await t.get('/api/auth/google'), 'google_not_configured');
      refusedWith(await t.get('/api/auth/google/callback?code=abc&state=def'), 'google_not_configured');
    });
  });

  it('sends the browser back with a clear reason when the provider cannot be reached, and recovers when it can', async () => {
    const late = new FakeOidcProvider();
    await late.start();
    const port = Number(new URL(late.issuer).port);
    await late.stop();
    await withHarness(late.env(), async (t) => {
      refusedWith(await t.get('/api/auth/google'), 'google_unavailable');

      await late.start(port);
      try {
        expect(String((await t.get('/api/auth/google')).headers.location)).toContain(`${late.issuer}/authorize?`);
      } finally {
        await late.stop();
      }
    });
  });

  it('limits how often one address may start a sign-in', async () => {
    await withHarness({ ...provider.env(), RATE_LIMIT_SIGNIN_IP: '3/15m' }, async (t) => {
      const google = googleFlows(t);
      for (let i = 0; i < 3; i += 1) expect(String((await google.start()).response.headers.location)).toContain(provider.issuer);

      refusedWith((await google.start()).response, 'too_many_attempts');
    });
  });
});
