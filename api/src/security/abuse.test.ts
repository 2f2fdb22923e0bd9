import { authResponseSchema } from '@lectern/shared-sdk/auth/schemas';
import { courseResponseSchema } from '@lectern/shared-sdk/courses/schemas';
import { FakeOidcProvider } from '../testing/fake-oidc-provider';
import { fixturePassword, insertCourse, insertEnrollment, insertUser } from '../testing/fixtures';
import { freshAddresses } from '../testing/client-addresses';
import { describeEachDatabase, messageOf, type TestResponse } from '../testing/test-app';

/**
 * What an adversarial review of a fresh API found (issue 12), one regression test per finding, on every database.
 * Bursts are sent at once (Promise.all over app.inject), as an attacker would.
 */

const provider = new FakeOidcProvider();
beforeAll(() => provider.start());
afterAll(() => provider.stop());

/** Small limits, so a burst of three times the limit stays quick. */
const limits = {
  RATE_LIMIT_SIGNIN_ACCOUNT_IP: '10/15m',
  RATE_LIMIT_SIGNIN_ACCOUNT: '40/1h',
  RATE_LIMIT_SIGNIN_IP: '60/15m',
  RATE_LIMIT_CODE_SEND_IP: '12/1h',
  RATE_LIMIT_CODE_VERIFY_IP: '15/1h',
};

/** A client address no other test used. */
const freshAddress = freshAddresses(0, 100);
let emails = 0;
const freshEmail = () => `abuse.${Date.now().toString(36)}.${(emails += 1)}@gmail.com`;

const statuses = (responses: TestResponse[]) =>
  responses.reduce<Record<number, number>>((counts, response) => ({ ...counts, [response.status]: (counts[response.status] ?? 0) + 1 }), {});
/** Requests that got past the limit (anything but 429). */
const admitted = (responses: TestResponse[]) => responses.filter((response) => response.status !== 429).length;
const burst = (count: number, send: (index: number) => Promise<TestResponse>) =>
  Promise.all(Array.from({ length: count }, (_, index) => send(index)));

describeEachDatabase(
  'abuse under concurrency',
  (t) => {
    const login = (email: string, password: string, remoteAddress: string) =>
      t.request('POST', '/api/auth/login', { body: { email, password }, remoteAddress });

    describe('1. limits hold under a parallel burst (a point is taken before the work)', () => {
      it('checks at most 10 of 250 wrong passwords sent at once for one account; the rest get 429', async () => {
        const student = await insertUser(t.db);
        const address = freshAddress();

        const responses = await burst(250, (index) => login(student.email, `wrong ${index}`, address));

        expect(statuses(responses)[401]).toBeLessThanOrEqual(10);
        expect(admitted(responses)).toBeLessThanOrEqual(10);
        // The rest are asked for work, or told to retry when the password queue had no place for them (and their
        // points given back): never a 5xx.
        expect(Object.keys(statuses(responses)).sort()).toEqual(['401', '429']);
        // Once the pair's 10 points are spent, the right password is refused too, from that address.
        while ((await login(student.email, 'one more wrong', address)).status === 401);
        expect((await login(student.email, fixturePassword, address)).status).toBe(429);
      });

      it('admits at most the per-address limit of a burst of failed sign-ins over many accounts', async () => {
        const address = freshAddress();
        const responses = await burst(180, () => login(freshEmail(), 'not a password', address));
        expect(admitted(responses)).toBeLessThanOrEqual(60);
      });

      it('checks at most 5 of 30 wrong current passwords sent at once to change-password', async () => {
        const user = await insertUser(t.db);
        const token = await t.tokenFor(user);
        const responses = await burst(30, (index) =>
          t.request('PATCH', '/api/users/profile/password', { token, body: { oldPassword: `guess ${index}`, newPassword: 'a brand new password' } }),
        );
        expect(statuses(responses)[400] ?? 0).toBeLessThanOrEqual(5);
        expect(admitted(responses)).toBeLessThanOrEqual(5);
      });

      it('checks at most the per-address limit of wrong codes sent at once', async () => {
        const address = freshAddress();
        const responses = await burst(45, () =>
          t.request('POST', '/api/auth/verify-otp', { body: { email: freshEmail(), otp: '123456' }, remoteAddress: address }),
        );
        expect(admitted(responses)).toBeLessThanOrEqual(15);
      });

      it('admits at most the per-address limit of code requests and sign-ups sent at once', async () => {
        const address = freshAddress();
        const sends = await burst(36, () =>
          t.request('POST', '/api/auth/send-otp', { body: { email: freshEmail(), mode: 'signup' }, remoteAddress: address }),
        );
        expect(admitted(sends)).toBeLessThanOrEqual(12);

        // A sign-up checks its code first, so it counts against the code checks of its address.
        const other = freshAddress();
        const registers = await burst(45, () =>
          t.request('POST', '/api/auth/register', {
            body: { name: 'Burst', email: freshEmail(), password: 'long enough password', otp: '123456' },
            remoteAddress: other,
          }),
        );
        expect(admitted(registers)).toBeLessThanOrEqual(15);
      });

      it("gives the IPv6 networks of one site a bounded share of free codes: a /56 four /64s' worth, a /48 sixteen", async () => {
        // A site is given a /56 or a /48 and may send from any /64 of it: counted by /64 alone, each would get its own
        // free codes (a /48 holds 65,536 of them).
        const site = () => `2001:db8:${Math.floor(Math.random() * 0xffff).toString(16)}`;
        const send = (remoteAddress: string) =>
          t.request('POST', '/api/auth/send-otp', { body: { email: freshEmail(), mode: 'signup' }, remoteAddress });
        const oneSlash56 = site();
        const fromA56 = await burst(120, (index) => send(`${oneSlash56}:${(index % 40).toString(16)}::1`));
        expect(admitted(fromA56)).toBeLessThanOrEqual(4 * 12);
        expect(admitted(fromA56)).toBeGreaterThanOrEqual(12);

        const oneSlash48 = site();
        const fromA48 = await burst(240, (index) => send(`${oneSlash48}:${((index % 60) << 8).toString(16)}::1`));
        expect(admitted(fromA48)).toBeLessThanOrEqual(16 * 12);
        // Another site is not affected.
        expect((await send(`${site()}:1::1`)).status).toBe(200);
      });

      it('admits at most the per-address limit of Google sign-ins started at once', async () => {
        const address = freshAddress();
        const responses = await burst(180, () => t.request('GET', '/api/auth/google', { remoteAddress: address }));
        const started = responses.filter((response) => String(response.headers.location).startsWith(provider.issuer));
        expect(started.length).toBeLessThanOrEqual(60);
        expect(started.length).toBeGreaterThan(0);
      });

      it('signs in a right password from another address ahead of a flood of 400 failed sign-ins', async () => {
        // Not a stopwatch (a loaded machine makes any time bound flaky): the flood's checked passwords are counted
        // as they are answered, and the right one waits behind no more than the flood's own places in the password
        // queue (4 per address; the rest of the flood is refused at once). A queue without that share would put it
        // behind 32 waiting hashes, or refuse it with a 503.
        const student = await insertUser(t.db);
        const flooder = freshAddress();
        let checkedSoFar = 0;
        const flood = burst(400, async () => {
          const response = await login(freshEmail(), 'not a password', flooder);
          if (response.status === 401) checkedSoFar += 1;
          return response;
        });

        const response = await login(student.email, fixturePassword, freshAddress());
        const checkedBefore = checkedSoFar;
        const answered = await flood;

        expect(response.status).toBe(200);
        expect(checkedBefore).toBeLessThanOrEqual(4);
        // The flood kept the queue busy (some of it checked) and got only its own refusals: 429s, never a 503.
        expect(statuses(answered)[401]).toBeGreaterThan(0);
        expect(Object.keys(statuses(answered)).sort()).toEqual(['401', '429']);
      });
    });

    describe('2. a NUL byte or other control text is a 400, never a 500', () => {
      it.each([
        ['the catalogue search', async () => t.get('/api/courses?q=a%00b')],
        [
          'a course title',
          async (token: string) =>
            t.request('POST', '/api/courses', {
              token,
              body: { title: 'a\u0000b', description: 'x', category: 'Data Science', price: 0, duration: '1h' },
            }),
        ],
        [
          'a module description',
          async (token: string, courseId: number) =>
            t.request('POST', '/api/modules', { token, body: { courseId, title: 'M', description: 'a\u0000b' } }),
        ],
        ['a profile name', async (token: string) => t.request('PATCH', '/api/users/profile', { token, body: { name: 'a\u0000b' } })],
      ] as const)('in %s', async (_where, send) => {
        const educator = await insertUser(t.db, { role: 'educator' });
        const course = await insertCourse(t.db, { educatorId: educator.id });
        const response = await send(await t.tokenFor(educator), course.id);
        expect(response.status).toBe(400);
        expect(messageOf(response)).toMatch(/^\w+: /);
      });
    });

    it('3. sends one code per e-mail and purpose when 20 requests for it arrive at once (the 60 s cooldown)', async () => {
      const email = freshEmail();
      const responses = await burst(20, () =>
        t.request('POST', '/api/auth/send-otp', { body: { email, mode: 'signup' }, remoteAddress: freshAddress() }),
      );
      expect(statuses(responses)).toEqual({ 200: 1, 429: 19 });
      expect(t.mail.messagesTo(email)).toHaveLength(1);
    });

    it('5. counts code requests per address before looking the e-mail up: existing and unknown e-mails look alike past the limit', async () => {
      const student = await insertUser(t.db);
      const address = freshAddress();
      await burst(12, () => t.request('POST', '/api/auth/send-otp', { body: { email: freshEmail(), mode: 'forgot' }, remoteAddress: address }));

      const known = await t.request('POST', '/api/auth/send-otp', { body: { email: student.email, mode: 'signup' }, remoteAddress: address });
      const unknown = await t.request('POST', '/api/auth/send-otp', { body: { email: freshEmail(), mode: 'forgot' }, remoteAddress: address });
      expect([known.status, unknown.status]).toEqual([429, 429]);
      expect(messageOf(known)).toBe(messageOf(unknown));
    });

    describe('6. lesson addresses of a course go to its learners, its educator and admins only', () => {
      it('gives titles and durations to everyone else', async () => {
        const educator = await insertUser(t.db, { role: 'educator' });
        const learner = await insertUser(t.db);
        const stranger = await insertUser(t.db);
        const admin = await insertUser(t.db, { role: 'admin' });
        const paid = await insertCourse(t.db, {
          educatorId: educator.id,
          priceCents: 4999,
          modules: [{ title: 'One', position: 1, videos: [{ title: 'Lesson', position: 1 }] }],
        });
        await insertEnrollment(t.db, { studentId: learner.id, courseId: paid.id });
        const urlsFor = async (token?: string) => {
          const response = await t.get(`/api/courses/${paid.id}`, token);
          expect(response.status).toBe(200);
          return courseResponseSchema.parse(response.body).course.modules.flatMap((module) => module.videos.map((video) => video.youtubeUrl ?? null));
        };

        for (const token of [undefined, await t.tokenFor(stranger)]) {
          const response = await t.get(`/api/courses/${paid.id}`, token);
          expect(JSON.stringify(response.body)).not.toContain('youtube.com');
          expect(courseResponseSchema.parse(response.body).course.modules[0]?.videos[0]).toMatchObject({ title: 'Lesson', duration: '10m' });
        }
        for (const token of [await t.tokenFor(learner), await t.tokenFor(educator), await t.tokenFor(admin)]) {
          expect(await urlsFor(token)).toEqual(['https://www.youtube.com/watch?v=PkZNo7MFNFg']);
        }
      });
    });

    describe('7. checkout charges what the student was shown', () => {
      it('answers 409 when a price changed since the cart showed its total, and records the change for admins', async () => {
        const educator = await insertUser(t.db, { role: 'educator' });
        const student = await insertUser(t.db);
        const admin = await insertUser(t.db, { role: 'admin' });
        const course = await insertCourse(t.db, { educatorId: educator.id, priceCents: 1899 });
        const token = await t.tokenFor(student);
        expect((await t.post('/api/cart', { courseId: course.id }, token)).status).toBe(201);

        const edit = await t.request('PATCH', `/api/courses/${course.id}`, { token: await t.tokenFor(educator), body: { price: 100000 } });
        expect(edit.status).toBe(200);

        const checkout = await t.request('POST', '/api/cart/checkout', { token, body: { expectedTotal: 18.99 } });
        expect(checkout.status).toBe(409);
        expect(messageOf(checkout)).toBe('Prices in your cart have changed');
        expect(await t.db.selectFrom('orders').select('id').where('student_id', '=', student.id).execute()).toEqual([]);

        const changes = await t.get(`/api/courses/${course.id}/price-changes`, await t.tokenFor(admin));
        expect(changes.status).toBe(200);
        expect(changes.body).toMatchObject([{ oldPrice: 18.99, newPrice: 100000, changedBy: { id: educator.id } }]);
        expect((await t.post('/api/cart/checkout', { expectedTotal: 100000 }, token)).status).toBe(200);
      });
    });

    it('8. keeps a course under review readable by its learners after a title edit', async () => {
      const educator = await insertUser(t.db, { role: 'educator' });
      const learner = await insertUser(t.db);
      const course = await insertCourse(t.db, { educatorId: educator.id });
      await insertEnrollment(t.db, { studentId: learner.id, courseId: course.id });

      expect(
        (await t.request('PATCH', `/api/courses/${course.id}`, { token: await t.tokenFor(educator), body: { title: 'A New Title' } })).status,
      ).toBe(200);

      const response = await t.get(`/api/courses/${course.id}`, await t.tokenFor(learner));
      expect(response.status).toBe(200);
      expect(courseResponseSchema.parse(response.body).course).toMatchObject({ title: 'A New Title', isApproved: false });
      expect((await t.get(`/api/courses/${course.id}`, await t.tokenFor(await insertUser(t.db)))).status).toBe(404);
    });

    it('9. ten bad passwords from one address do not lock the owner out from another', async () => {
      const student = await insertUser(t.db);
      const attacker = freshAddress();
      for (let attempt = 0; attempt < 10; attempt += 1) await login(student.email, `wrong ${attempt}`, attacker);
      expect((await login(student.email, fixturePassword, attacker)).status).toBe(429);

      const owner = await login(student.email, fixturePassword, freshAddress());
      expect(owner.status).toBe(200);
      expect(authResponseSchema.parse(owner.body).user.id).toBe(student.id);
    });

    it("10. another educator's pending course is as missing as a course that does not exist", async () => {
      const owner = await insertUser(t.db, { role: 'educator' });
      const other = await insertUser(t.db, { role: 'educator' });
      const pending = await insertCourse(t.db, {
        educatorId: owner.id,
        approved: false,
        modules: [{ title: 'M', position: 1, videos: [{ title: 'V', position: 1 }] }],
      });
      const module = await t.db.selectFrom('modules').select('id').where('course_id', '=', pending.id).executeTakeFirstOrThrow();
      const token = await t.tokenFor(other);

      for (const url of [`/api/modules/course/${pending.id}`, `/api/modules/${module.id}`, `/api/videos/${pending.videoIds[0]}`]) {
        const response = await t.get(url, token);
        expect({ url, status: response.status }).toEqual({ url, status: 404 });
      }
      for (const url of ['/api/modules/course/999999', '/api/modules/999999', '/api/videos/999999']) {
        expect((await t.get(url, token)).status).toBe(404);
      }
    });

    it("11. framework errors answer in the API's own shape", async () => {
      const response = await t.get('/api/courses/%');
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ message: expect.any(String) });
    });

    describe('12. text and ids', () => {
      const badTitles = [
        ['only zero-width spaces', '\u200b\u200b\u200b'],
        ['an RTL override', 'Safe\u202Etxt.exe'],
        ['an ANSI escape', 'Title \u001b[31mred'],
        ['a C0 control character', 'Title\u0007'],
        ['a lone surrogate', 'Title \ud800'],
        ['a NUL byte', 'Title\u0000'],
      ];
      it.each(badTitles)('refuses a course title with %s', async (_what, title) => {
        const educator = await insertUser(t.db, { role: 'educator' });
        const response = await t.request('POST', '/api/courses', {
          token: await t.tokenFor(educator),
          body: { title, description: 'About it', category: 'Data Science', price: 0, duration: '1h' },
        });
        expect(response.status).toBe(400);
        expect(messageOf(response)).toMatch(/^title: /);
      });

      it('keeps newlines and tabs in long text, trims and normalises to NFC', async () => {
        const educator = await insertUser(t.db, { role: 'educator' });
        const response = await t.request('POST', '/api/courses', {
          token: await t.tokenFor(educator),
          body: { title: '  Cafe\u0301  ', description: 'Line one\n\tLine two', category: 'Data Science', price: 0, duration: '1h' },
        });
        expect(response.status).toBe(201);
        expect(courseResponseSchema.parse(response.body).course).toMatchObject({ title: 'Caf\u00e9', description: 'Line one\n\tLine two' });
      });

      it.each([[true], [[3]], ['0x3'], [' 1 '], [1.5], ['-2'], [0]])('refuses the body id %j', async (courseId) => {
        const student = await insertUser(t.db);
        const response = await t.post('/api/enrollments', { courseId }, await t.tokenFor(student));
        expect(response.status).toBe(400);
        expect(messageOf(response)).toMatch(/^courseId: /);
      });
    });
  },
  { env: () => ({ ...limits, ...provider.env(), PUBLIC_API_URL: 'http://localhost:4000' }) },
);
