import { randomBytes } from 'node:crypto';
import { solve } from '../../testing/proof-of-work';
import { messageOf, TestHarness } from '../../testing/test-app';

/** A fresh address per run: Redis is shared with every other test run on the machine. */
const strangerEmail = () => `nobody-${randomBytes(6).toString('hex')}@gmail.com`;

/** The instances of a deployment share their secret: a challenge one signs, another checks. */
const sharedSecret = randomBytes(32).toString('hex');

async function startInstance(env: Record<string, string>): Promise<TestHarness> {
  const instance = new TestHarness('sqlite', {
    env: { RATE_LIMIT_SIGNIN_ACCOUNT: '3/15m', JWT_SECRET: sharedSecret, ALTCHA_MAX_NUMBER: '100', ...env },
  });
  await instance.start();
  return instance;
}

/** A client address of this run alone: the counters in Redis outlive a test run, and every run's requests share it. */
const runAddress = `10.${randomBytes(1)[0]}.${randomBytes(1)[0]}.${randomBytes(1)[0]}`;

const signIn = (instance: TestHarness, email: string) =>
  instance.request('POST', '/api/auth/login', { body: { email, password: 'not the password' }, remoteAddress: runAddress });

const redisUrl = process.env.TEST_REDIS_URL;

if (redisUrl) {
  describe('sign-in limits shared through Redis', () => {
    const instances: TestHarness[] = [];

    beforeAll(async () => {
      instances.push(await startInstance({ REDIS_URL: redisUrl }), await startInstance({ REDIS_URL: redisUrl }));
    });
    afterAll(async () => {
      for (const instance of instances) await instance.stop();
    });

    it('counts failed sign-ins on every instance against one limit', async () => {
      const [first, second] = instances as [TestHarness, TestHarness];
      const email = strangerEmail();

      expect((await signIn(first, email)).status).toBe(401);
      expect((await signIn(second, email)).status).toBe(401);
      expect((await signIn(first, email)).status).toBe(401);

      const blockedHere = await signIn(second, email);
      expect(blockedHere.status).toBe(429);
      expect(messageOf(blockedHere)).toMatch(
        /^Too many failed sign-in attempts\. Your browser must solve a proof of work to go on .*, or try again in \d+ minutes\.$/,
      );
      expect((await signIn(first, email)).status).toBe(429);
      // Another account from the same address is not affected.
      expect((await signIn(first, strangerEmail())).status).toBe(401);
    });

    it('accepts a solved proof of work once, whichever instance it reaches', async () => {
      const [first, second] = instances as [TestHarness, TestHarness];
      const altcha = await solve((await first.get('/api/auth/challenge')).body);
      const sendCode = (instance: TestHarness) =>
        instance.request('POST', '/api/auth/send-otp', { body: { email: strangerEmail(), mode: 'signup', altcha }, remoteAddress: runAddress });

      expect((await sendCode(second)).status).toBe(200);
      const replayed = await sendCode(first);
      expect(replayed.status).toBe(400);
      expect(messageOf(replayed)).toBe('altcha: this proof of work was already used. Reload the page and try again.');
    });

    it('holds under a burst of 250 sent at once, spread over both instances', async () => {
      const [first, second] = instances as [TestHarness, TestHarness];
      const email = strangerEmail();
      const responses = await Promise.all(Array.from({ length: 250 }, (_, index) => signIn(index % 2 ? first : second, email)));
      expect(responses.filter((response) => response.status !== 429).length).toBeLessThanOrEqual(3);
    });
  });
}

describe('sign-in limits when Redis does not answer', () => {
  let instance: TestHarness;
  const warnings: string[] = [];

  beforeAll(async () => {
    // Port 1 on loopback: nothing listens, the connection is refused at once.
    instance = new TestHarness('sqlite', {
      env: { RATE_LIMIT_SIGNIN_ACCOUNT: '3/15m', REDIS_URL: 'redis://127.0.0.1:1' },
      logger: {
        level: 'warn',
        stream: { write: (line: string) => void warnings.push(line) },
      },
    });
    await instance.start();
  });
  afterAll(() => instance.stop());

  it('still answers and still limits, per instance, and says so in the log', async () => {
    const email = strangerEmail();
    for (let attempt = 0; attempt < 3; attempt += 1) expect((await signIn(instance, email)).status).toBe(401);
    expect((await signIn(instance, email)).status).toBe(429);
    expect(warnings.join('\n')).toContain('Redis is not answering');
  });
});
