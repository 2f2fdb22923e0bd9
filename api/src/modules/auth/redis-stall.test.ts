import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { StallingProxy } from '../../testing/local-network';
import { TestHarness } from '../../testing/test-app';

/**
 * A Redis that stalls (accepts, or keeps its connection open, and never answers) is the fault that used to stop every
 * sign-in: with Redis behind a proxy that silently drops every byte, a sign-in got no answer in 120 s, and afterwards
 * every sign-in got 429 until Redis came back. The README promises each instance's own counters instead.
 */

const redisUrl = process.env.TEST_REDIS_URL;
/** A fresh account and a fresh client address per attempt: Redis is shared with every other test run on the machine. */
const strangerEmail = () => `nobody-${randomBytes(6).toString('hex')}@gmail.com`;
const anAddress = () => `10.${randomBytes(1)[0]}.${randomBytes(1)[0]}.${randomBytes(1)[0]}`;
const sharedSecret = randomBytes(32).toString('hex');
/** The longest a sign-in may wait on a silent Redis. */
const DEADLINE_MS = 2000;

async function startInstance(url: string): Promise<TestHarness> {
  const instance = new TestHarness('sqlite', { env: { RATE_LIMIT_SIGNIN_ACCOUNT: '3/15m', JWT_SECRET: sharedSecret, REDIS_URL: url } });
  await instance.start();
  return instance;
}

/** A wrong password for `email`, timed; a sign-in that hangs counts as no answer after five times the deadline. */
async function signIn(instance: TestHarness, email: string, address = anAddress()): Promise<{ status: number | undefined; ms: number }> {
  const started = performance.now();
  const response = await Promise.race([
    instance.request('POST', '/api/auth/login', { body: { email, password: 'not the password' }, remoteAddress: address }),
    new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), 5 * DEADLINE_MS)),
  ]);
  return { status: response?.status, ms: performance.now() - started };
}

if (redisUrl) {
  describe('sign-in limits when Redis stalls', () => {
    const target = new URL(redisUrl);
    const proxy = new StallingProxy({ host: target.hostname, port: Number(target.port || 6379) });
    let behindProxy: TestHarness;
    let direct: TestHarness;

    beforeAll(async () => {
      const port = await proxy.listen();
      behindProxy = await startInstance(`redis://127.0.0.1:${port}`);
      direct = await startInstance(redisUrl);
    });
    afterAll(async () => {
      await behindProxy?.stop();
      await direct?.stop();
      await proxy.close();
    });

    it('answers every sign-in within 2 s while Redis is silent, still limits on its own, and shares the count again once Redis answers', async () => {
      expect((await signIn(behindProxy, strangerEmail())).status).toBe(401);

      proxy.stall();
      // A burst at once, the moment Redis falls silent: each waits on a command's deadline at most.
      const burst = await Promise.all(Array.from({ length: 10 }, () => signIn(behindProxy, strangerEmail())));
      for (const answer of burst) {
        expect(answer.status).toBe(401);
        expect(answer.ms).toBeLessThan(DEADLINE_MS);
      }
      // Then the instance counts on its own: three failures for an account, and the fourth refused.
      const account = strangerEmail();
      const address = anAddress();
      for (let attempt = 0; attempt < 3; attempt += 1) {
        const answer = await signIn(behindProxy, account, address);
        expect(answer.status).toBe(401);
        expect(answer.ms).toBeLessThan(DEADLINE_MS);
      }
      const refused = await signIn(behindProxy, account, address);
      expect(refused.status).toBe(429);
      expect(refused.ms).toBeLessThan(DEADLINE_MS);

      // Redis answers again: within a few seconds the failures made behind the proxy count on the other instance too.
      proxy.forward();
      const until = performance.now() + 15_000;
      let shared = false;
      while (!shared && performance.now() < until) {
        const email = strangerEmail();
        const where = anAddress();
        for (let attempt = 0; attempt < 3; attempt += 1) expect((await signIn(behindProxy, email, where)).status).toBe(401);
        shared = (await signIn(direct, email, where)).status === 429;
        if (!shared) await new Promise((resolve) => setTimeout(resolve, 250));
      }
      expect(shared).toBe(true);
    }, 60_000);
  });
}
