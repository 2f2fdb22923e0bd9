import { authResponseSchema, sendOtpResponseSchema } from '@lectern/shared-sdk/auth/schemas';
import { userResponseSchema } from '@lectern/shared-sdk/users/schemas';
import { capturedLog } from '../../testing/captured-log';
import { fixturePassword, insertUser } from '../../testing/fixtures';
import { describeEachDatabase, messageOf, type TestHarness } from '../../testing/test-app';
import { withWallClockAhead } from '../../testing/wall-clock';

const newPassword = 'a brand new passphrase';

/** Another 6-digit code than `code`. */
const wrongCode = (code: string) => `${code.slice(0, 5)}${(Number(code[5]) + 1) % 10}`;

function authFlows(t: TestHarness) {
  let counter = 0;
  return {
    freshEmail(prefix = 'learner') {
      counter += 1;
      return `${prefix}.${counter}@gmail.com`;
    },
    sendCode(email: string, mode: 'signup' | 'forgot' = 'signup') {
      return t.post('/api/auth/send-otp', { email, mode });
    },
    /** Sends a code and reads it from the e-mail. */
    async emailedCode(email: string, mode: 'signup' | 'forgot' = 'signup') {
      await this.sendCode(email, mode);
      return t.mail.latestCode(email);
    },
    /** A sign-up code, sent and verified: what registering takes. */
    async verifiedCode(email: string) {
      const code = await this.emailedCode(email);
      await this.verify(email, code);
      return code;
    },
    verify(email: string, otp: string, mode?: 'signup' | 'forgot') {
      return t.post('/api/auth/verify-otp', mode ? { email, otp, mode } : { email, otp });
    },
    register(email: string, otp: string, extra: Record<string, unknown> = {}) {
      return t.post('/api/auth/register', { name: 'New Learner', email, password: 'long enough password', otp, ...extra });
    },
    login(email: string, password: string) {
      return t.post('/api/auth/login', { email, password });
    },
    me(token: string) {
      return t.get('/api/auth/me', token);
    },
    /** Waits out the resend cooldown on the test clock. */
    afterCooldown() {
      t.clock.advanceSeconds(61);
    },
  };
}

describeEachDatabase(
  'auth',
  (t) => {
    const flows = authFlows(t);

    describe('POST /api/auth/login', () => {
      it('signs in with the right password and returns the user (no secrets) and a working token', async () => {
        const student = await insertUser(t.db, { name: 'Lena Lovelace', email: 'lena@gmail.com' });

        const response = await flows.login('LENA@gmail.com ', fixturePassword);

        expect(response.status).toBe(200);
        const { user, token } = authResponseSchema.parse(response.body);
        expect(user).toMatchObject({ id: student.id, name: 'Lena Lovelace', email: 'lena@gmail.com', role: 'student', isActive: true });
        expect(JSON.stringify(response.body)).not.toContain('argon2');
        expect(userResponseSchema.parse((await flows.me(token)).body).user.id).toBe(student.id);
      });

      it('answers 401 with the same message for a wrong password and an unknown e-mail', async () => {
        const student = await insertUser(t.db);

        const wrongPassword = await flows.login(student.email, 'not the password');
        const unknownEmail = await flows.login('nobody.here@gmail.com', fixturePassword);

        expect([wrongPassword.status, unknownEmail.status]).toEqual([401, 401]);
        expect(messageOf(wrongPassword)).toBe('Invalid email or password');
        expect(messageOf(unknownEmail)).toBe('Invalid email or password');
      });

      it('refuses a deactivated student', async () => {
        const student = await insertUser(t.db, { isActive: false });

        const response = await flows.login(student.email, fixturePassword);

        expect(response.status).toBe(403);
        expect(messageOf(response)).toBe('Your account has been deactivated. Please contact support.');
      });

      it('lets an inactive educator sign in (they can still read)', async () => {
        const educator = await insertUser(t.db, { role: 'educator', isApproved: false });

        const response = await flows.login(educator.email, fixturePassword);

        expect(response.status).toBe(200);
        expect(authResponseSchema.parse(response.body).user).toMatchObject({ role: 'educator', isApproved: false });
      });

      it('asks for a proof of work from this address for 15 minutes after 10 failed attempts, even with the right password', async () => {
        const student = await insertUser(t.db);
        for (let attempt = 0; attempt < 10; attempt += 1) {
          expect((await flows.login(student.email, `wrong ${attempt}`)).status).toBe(401);
        }

        const blocked = await flows.login(student.email, fixturePassword);
        expect(blocked.status).toBe(429);
        expect(messageOf(blocked)).toMatch(
          /^Too many failed sign-in attempts\. Your browser must solve a proof of work to go on .*, or try again in \d+ minutes\.$/,
        );
        expect(blocked.body).toMatchObject({ code: 'proof_of_work_required', challenge: { signature: expect.any(String) } });
        expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);

        expect(await withWallClockAhead(15 * 60, async () => (await flows.login(student.email, fixturePassword)).status)).toBe(200);
      });
    });

    describe('POST /api/auth/send-otp', () => {
      it('e-mails a 6-digit code and tells when the next one may be requested', async () => {
        const email = flows.freshEmail();

        const response = await flows.sendCode(email);

        expect(response.status).toBe(200);
        expect(sendOtpResponseSchema.parse(response.body)).toEqual({ message: 'OTP sent', resendAfterSeconds: 60 });
        expect(t.mail.messagesTo(email)).toHaveLength(1);
        expect(t.mail.latestCode(email)).toMatch(/^\d{6}$/);
      });

      it('enforces the 60-second cooldown per e-mail and purpose on the server', async () => {
        const email = flows.freshEmail();
        expect((await flows.sendCode(email)).status).toBe(200);

        const immediately = await flows.sendCode(email);
        expect(immediately.status).toBe(429);
        expect(messageOf(immediately)).toBe('Please wait 60 seconds before requesting a new code.');
        expect(immediately.headers['retry-after']).toBe('60');

        t.clock.advanceSeconds(45);
        expect(messageOf(await flows.sendCode(email))).toBe('Please wait 15 seconds before requesting a new code.');

        t.clock.advanceSeconds(15);
        expect((await flows.sendCode(email)).status).toBe(200);
        expect(t.mail.messagesTo(email)).toHaveLength(2);
      });

      it('accepts only the configured sign-up domain (Gmail by default)', async () => {
        const response = await flows.sendCode('someone@outlook.com');

        expect(response.status).toBe(400);
        expect(messageOf(response)).toBe('Please use a Gmail address to sign up.');
        expect(t.mail.messagesTo('someone@outlook.com')).toHaveLength(0);
      });

      it("answers 'User already exists' when signing up with a registered e-mail", async () => {
        const student = await insertUser(t.db);

        const response = await flows.sendCode(student.email);

        expect(response.status).toBe(409);
        expect(messageOf(response)).toBe('User already exists');
      });

      it("answers 'User not found' for password recovery of an unknown e-mail", async () => {
        const response = await flows.sendCode('ghost@gmail.com', 'forgot');

        expect(response.status).toBe(404);
        expect(messageOf(response)).toBe('User not found');
      });

      it('sends recovery codes to any existing account, whatever its domain', async () => {
        const educator = await insertUser(t.db, { role: 'educator', email: 'teacher@lectern.dev' });

        expect((await flows.sendCode(educator.email, 'forgot')).status).toBe(200);
        expect(t.mail.latestCode(educator.email)).toMatch(/^\d{6}$/);
      });
    });

    describe('POST /api/auth/verify-otp', () => {
      it('accepts the e-mailed code', async () => {
        const email = flows.freshEmail();
        await flows.sendCode(email);

        const response = await flows.verify(email, t.mail.latestCode(email));

        expect(response.status).toBe(200);
        expect(response.body).toEqual({ message: 'OTP verified' });
      });

      it("rejects a wrong code with 'Invalid OTP'", async () => {
        const email = flows.freshEmail();
        await flows.sendCode(email);

        const response = await flows.verify(email, wrongCode(t.mail.latestCode(email)));

        expect(response.status).toBe(400);
        expect(messageOf(response)).toBe('Invalid OTP');
      });

      it('kills a code after 5 wrong tries: even the right code is refused until a new one is sent', async () => {
        const email = flows.freshEmail();
        const code = await flows.emailedCode(email);
        for (let attempt = 0; attempt < 5; attempt += 1) {
          expect(messageOf(await flows.verify(email, wrongCode(code)))).toBe('Invalid OTP');
        }

        const sixth = await flows.verify(email, code);
        expect(sixth.status).toBe(429);
        expect(messageOf(sixth)).toBe('Too many attempts. Request a new code.');

        flows.afterCooldown();
        await flows.sendCode(email);
        expect((await flows.verify(email, t.mail.latestCode(email))).status).toBe(200);
      });

      it('expires a code after 10 minutes', async () => {
        const email = flows.freshEmail();
        const code = await flows.emailedCode(email);

        t.clock.advanceSeconds(10 * 60);
        const response = await flows.verify(email, code);

        expect(response.status).toBe(400);
        expect(messageOf(response)).toBe('Code expired. Request a new code.');
      });

      it('counts only the newest code', async () => {
        const email = flows.freshEmail();
        const first = await flows.emailedCode(email);
        let second = first;
        while (second === first) {
          flows.afterCooldown();
          second = await flows.emailedCode(email);
        }

        expect(messageOf(await flows.verify(email, first))).toBe('Invalid OTP');
        expect((await flows.verify(email, second)).status).toBe(200);
      });

      it('keeps sign-up and recovery codes apart', async () => {
        const student = await insertUser(t.db);
        await flows.sendCode(student.email, 'forgot');

        const asSignup = await flows.verify(student.email, t.mail.latestCode(student.email), 'signup');

        expect(messageOf(asSignup)).toBe('Invalid OTP');
        expect((await flows.verify(student.email, t.mail.latestCode(student.email), 'forgot')).status).toBe(200);
      });

      it("without a mode (the spec's payload) takes the newest unused code of the e-mail, whatever it was sent for", async () => {
        const student = await insertUser(t.db);
        const recovery = await flows.emailedCode(student.email, 'forgot');

        expect((await flows.verify(student.email, recovery)).status).toBe(200);
        // The mode, when sent, still narrows it.
        expect(messageOf(await flows.verify(student.email, recovery, 'signup'))).toBe('Invalid OTP');
        expect((await flows.verify(student.email, recovery, 'forgot')).status).toBe(200);
      });

      it('without a mode, never falls back to an older code once the newest one is used', async () => {
        const email = flows.freshEmail();
        const signupCode = await flows.emailedCode(email, 'signup');
        expect((await flows.register(email, signupCode)).status).toBe(400);
        expect((await flows.verify(email, signupCode)).status).toBe(200);
        expect((await flows.register(email, signupCode)).status).toBe(201);

        expect(messageOf(await flows.verify(email, signupCode))).toBe('Invalid OTP');
      });

      it('stops all verification of an e-mail after 100 wrong codes within an hour', async () => {
        const email = flows.freshEmail('brute');
        for (let round = 0; round < 20; round += 1) {
          flows.afterCooldown();
          expect((await flows.sendCode(email)).status).toBe(200);
          const code = t.mail.latestCode(email);
          for (let attempt = 0; attempt < 5; attempt += 1) {
            expect((await flows.verify(email, wrongCode(code))).status).toBe(400);
          }
        }
        flows.afterCooldown();
        await flows.sendCode(email);

        const response = await flows.verify(email, t.mail.latestCode(email));

        expect(response.status).toBe(429);
        expect(messageOf(response)).toBe('Too many wrong codes for this e-mail. Try again in an hour.');
      });
    });

    describe('POST /api/auth/register', () => {
      it('needs a verified code, then creates a student account and signs it in', async () => {
        const email = flows.freshEmail();
        const code = await flows.emailedCode(email);

        const unverified = await flows.register(email, code);
        expect(unverified.status).toBe(400);
        expect(messageOf(unverified)).toBe('Please verify your OTP before creating an account.');

        await flows.verify(email, code);
        const response = await flows.register(email, code, { role: 'admin', isApproved: true });

        expect(response.status).toBe(201);
        const { user, token } = authResponseSchema.parse(response.body);
        expect(user).toMatchObject({ email, name: 'New Learner', role: 'student', isActive: true });
        expect(userResponseSchema.parse((await flows.me(token)).body).user.email).toBe(email);
        expect((await flows.login(email, 'long enough password')).status).toBe(200);
      });

      it('uses a code once', async () => {
        const email = flows.freshEmail();
        const code = await flows.verifiedCode(email);
        expect((await flows.register(email, code)).status).toBe(201);

        const again = await flows.verify(email, code);

        expect(again.status).toBe(400);
        expect(messageOf(again)).toBe('Invalid OTP');
      });

      it('refuses a verified code that has expired', async () => {
        const email = flows.freshEmail();
        const code = await flows.verifiedCode(email);

        t.clock.advanceSeconds(10 * 60 + 1);
        const response = await flows.register(email, code);

        expect(response.status).toBe(400);
        expect(messageOf(response)).toBe('Code expired. Request a new code.');
      });

      it('refuses a code other than the verified one', async () => {
        const email = flows.freshEmail();
        const code = await flows.verifiedCode(email);

        const response = await flows.register(email, wrongCode(code));

        expect(response.status).toBe(400);
        expect(messageOf(response)).toBe('Invalid OTP');
      });

      it('tells nothing about an existing account without a verified code, and applies the domain rule', async () => {
        const student = await insertUser(t.db);

        const existing = await flows.register(student.email, '123456');
        const unknown = await flows.register(flows.freshEmail(), '123456');
        const otherDomain = await flows.register('someone@yahoo.com', '123456');

        expect([existing.status, messageOf(existing)]).toEqual([400, 'Invalid OTP']);
        expect([unknown.status, messageOf(unknown)]).toEqual([400, 'Invalid OTP']);
        expect(otherDomain.status).toBe(400);
        expect(messageOf(otherDomain)).toBe('Please use a Gmail address to sign up.');
      });
    });

    describe('POST /api/auth/reset-password', () => {
      it('sets a new password with the newest recovery code and signs out every earlier session', async () => {
        const student = await insertUser(t.db);
        const oldToken = authResponseSchema.parse((await flows.login(student.email, fixturePassword)).body).token;
        const code = await flows.emailedCode(student.email, 'forgot');

        const response = await t.post('/api/auth/reset-password', { email: student.email, otp: code, newPassword });

        expect(response.status).toBe(200);
        expect(response.body).toEqual({ message: 'Password reset successful' });
        const afterReset = await flows.me(oldToken);
        expect(afterReset.status).toBe(401);
        expect(messageOf(afterReset)).toBe('Invalid or expired token');
        expect((await flows.login(student.email, fixturePassword)).status).toBe(401);
        expect((await flows.login(student.email, newPassword)).status).toBe(200);
      });

      it('uses a recovery code once', async () => {
        const student = await insertUser(t.db);
        const code = await flows.emailedCode(student.email, 'forgot');
        await flows.verify(student.email, code, 'forgot');
        expect((await t.post('/api/auth/reset-password', { email: student.email, otp: code, newPassword })).status).toBe(200);

        const again = await t.post('/api/auth/reset-password', { email: student.email, otp: code, newPassword: 'yet another password' });

        expect(again.status).toBe(400);
        expect(messageOf(again)).toBe('Invalid OTP');
        expect((await flows.login(student.email, newPassword)).status).toBe(200);
      });

      it('refuses a wrong code and changes nothing', async () => {
        const student = await insertUser(t.db);
        await flows.sendCode(student.email, 'forgot');

        const response = await t.post('/api/auth/reset-password', {
          email: student.email,
          otp: wrongCode(t.mail.latestCode(student.email)),
          newPassword,
        });

        expect(response.status).toBe(400);
        expect(messageOf(response)).toBe('Invalid OTP');
        expect((await flows.login(student.email, fixturePassword)).status).toBe(200);
      });
    });

    describe("the spec's payloads only (no mode on verify and reset)", () => {
      it('recovers a password: send, verify, reset, sign in; every session of the account ends', async () => {
        const student = await insertUser(t.db);
        const laptop = authResponseSchema.parse((await flows.login(student.email, fixturePassword)).body).token;
        const phone = authResponseSchema.parse((await flows.login(student.email, fixturePassword)).body).token;

        expect((await t.post('/api/auth/send-otp', { email: student.email, mode: 'forgot' })).status).toBe(200);
        const otp = t.mail.latestCode(student.email);
        expect((await t.post('/api/auth/verify-otp', { email: student.email, otp })).status).toBe(200);
        expect((await t.post('/api/auth/reset-password', { email: student.email, otp, newPassword })).status).toBe(200);

        expect((await flows.login(student.email, newPassword)).status).toBe(200);
        expect((await flows.me(laptop)).status).toBe(401);
        expect((await flows.me(phone)).status).toBe(401);
      });

      it('signs up: send, verify, register, and the token works', async () => {
        const email = flows.freshEmail('spec');

        expect((await t.post('/api/auth/send-otp', { email, mode: 'signup' })).status).toBe(200);
        const otp = t.mail.latestCode(email);
        expect((await t.post('/api/auth/verify-otp', { email, otp })).status).toBe(200);
        const created = await t.post('/api/auth/register', { name: 'Spec Learner', email, password: 'long enough password', otp });

        expect(created.status).toBe(201);
        const { user, token } = authResponseSchema.parse(created.body);
        expect(user).toMatchObject({ name: 'Spec Learner', email, role: 'student', _id: String(user.id) });
        expect((await flows.me(token)).status).toBe(200);
      });
    });

    describe('bad bodies get 400 with a message naming the field', () => {
      it.each([
        ['/api/auth/login', { email: 'not-an-email', password: 'x' }, 'email: must be a valid e-mail address'],
        ['/api/auth/login', { email: 'a@gmail.com' }, 'password: is required'],
        ['/api/auth/register', { name: '', email: 'a@gmail.com', password: 'long enough', otp: '123456' }, 'name: is required'],
        ['/api/auth/register', { name: 'A', email: 'a@gmail.com', password: 'short', otp: '123456' }, 'password: must be at least 8 characters'],
        ['/api/auth/register', { name: 'A', email: 'a@gmail.com', password: 'long enough', otp: '12ab56' }, 'otp: must be the 6-digit code'],
        ['/api/auth/send-otp', { email: 'a@gmail.com', mode: 'reset' }, "mode: must be 'signup' or 'forgot'"],
        ['/api/auth/send-otp', {}, 'email: is required'],
        ['/api/auth/verify-otp', { email: 'a@gmail.com', otp: '1234567' }, 'otp: must be the 6-digit code'],
        ['/api/auth/reset-password', { email: 'a@gmail.com', otp: '123456' }, 'newPassword: is required'],
        [
          '/api/auth/reset-password',
          { email: 'a@gmail.com', otp: '123456', newPassword: 'x'.repeat(129) },
          'newPassword: must be at most 128 characters',
        ],
      ])('%s %j', async (url, body, message) => {
        const response = await t.post(url, body);

        expect(response.status).toBe(400);
        expect(messageOf(response)).toBe(message);
      });
    });
  },
  // Every request of this suite comes from one address; the per-address limits have suites of their own (security/abuse).
  { env: { RATE_LIMIT_CODE_SEND_IP: '1000/1h', RATE_LIMIT_CODE_VERIFY_IP: '1000/1h' } },
);

describeEachDatabase(
  'auth with a custom sign-up domain list',
  (t) => {
    it('names the allowed domains and refuses others, Gmail included', async () => {
      const response = await t.post('/api/auth/send-otp', { email: 'someone@gmail.com', mode: 'signup' });

      expect(response.status).toBe(400);
      expect(messageOf(response)).toBe('Please use an e-mail address at lectern.dev or example.org to sign up.');
      expect((await t.post('/api/auth/send-otp', { email: 'new@example.org', mode: 'signup' })).status).toBe(200);
    });
  },
  { env: { SIGNUP_EMAIL_DOMAINS: 'lectern.dev, Example.org' } },
);

const log = capturedLog('info');
describeEachDatabase(
  'auth without SMTP_URL',
  (t) => {
    it('writes the code to the API log so a local user can still sign up', async () => {
      const response = await t.post('/api/auth/send-otp', { email: 'local.dev@gmail.com', mode: 'signup' });

      expect(response.status).toBe(200);
      expect(t.mail.received).toHaveLength(0);
      const line = log.lines.find((entry) => entry.includes('local.dev@gmail.com'));
      expect(line).toMatch(/Your Lectern code is \d{6}/);
    });
  },
  {
    // The log transport is for a laptop only (NODE_ENV=development): env.ts refuses it anywhere else.
    env: { SMTP_URL: '', NODE_ENV: 'development' },
    logger: log.logger,
  },
);
