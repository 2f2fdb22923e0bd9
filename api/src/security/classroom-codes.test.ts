import { sendOtpResponseSchema } from '@lectern/shared-sdk/auth/schemas';
import { challengeOf, solve } from '../testing/proof-of-work';
import { freshAddresses } from '../testing/client-addresses';
import { describeEachDatabase, messageOf, type TestResponse } from '../testing/test-app';

/**
 * Issue 32, "a classroom cannot sign up": code requests from one address are free up to a few an hour, then each
 * needs a proof of work (ALTCHA), up to a hard cap far above a classroom.
 */

const freshAddress = freshAddresses(200, 50);
let emails = 0;
const freshEmail = () => `class.${Date.now().toString(36)}.${(emails += 1)}@gmail.com`;

const challengeFrom = async (t: { get: (url: string) => Promise<TestResponse> }) => {
  const response = await t.get('/api/auth/challenge');
  expect(response.status).toBe(200);
  expect(response.headers['cache-control']).toBe('no-store');
  return response.body;
};

describeEachDatabase(
  'code requests from a classroom',
  (t) => {
    const sendCode = (email: string, remoteAddress: string, altcha?: string, mode: 'signup' | 'forgot' = 'signup') =>
      t.request('POST', '/api/auth/send-otp', { body: { email, mode, ...(altcha === undefined ? {} : { altcha }) }, remoteAddress });

    it('sends 40 codes to one address when the requests past the free five carry a proof of work', async () => {
      const classroom = freshAddress();
      const answers: TestResponse[] = [];
      for (let student = 0; student < 40; student += 1) {
        const email = freshEmail();
        let response = await sendCode(email, classroom);
        if (response.status === 429) response = await sendCode(email, classroom, await solve(challengeOf(response)));
        answers.push(response);
      }
      expect(answers.map((response) => response.status)).toEqual(Array<number>(40).fill(200));
      expect(sendOtpResponseSchema.parse(answers[39]?.body).message).toBe('OTP sent');
    });

    it('gives a client without ALTCHA its first five codes, then asks for work with a clear message and a challenge', async () => {
      const address = freshAddress();
      for (let request = 0; request < 5; request += 1) expect((await sendCode(freshEmail(), address)).status).toBe(200);

      const asked = await sendCode(freshEmail(), address, undefined, 'forgot');
      expect(asked.status).toBe(429);
      expect(Number(asked.headers['retry-after'])).toBeGreaterThan(0);
      expect(messageOf(asked)).toMatch(
        /^Too many codes requested from your network\. Your browser must solve a proof of work to go on \(the sign-up page does it for you\), or try again in \d+ minutes\.$/,
      );
      expect(challengeOf(asked)).toMatchObject({ parameters: { algorithm: 'PBKDF2/SHA-256' }, signature: expect.any(String) });
    });

    it('refuses a missing, malformed, tampered, expired or replayed solution above the free share, and sends nothing', async () => {
      const address = freshAddress();
      for (let request = 0; request < 5; request += 1) await sendCode(freshEmail(), address);

      const email = freshEmail();
      const valid = await solve(await challengeFrom(t));
      const decoded = JSON.parse(Buffer.from(valid, 'base64').toString()) as { challenge: { parameters: { keyPrefix: string } } };
      const prefix = decoded.challenge.parameters.keyPrefix;
      decoded.challenge.parameters.keyPrefix = `${prefix.startsWith('a') ? 'b' : 'a'}${prefix.slice(1)}`;
      const tampered = Buffer.from(JSON.stringify(decoded)).toString('base64');

      for (const [altcha, message] of [
        ['not a payload', 'altcha: the proof of work is not valid. Reload the page and try again.'],
        [Buffer.from('{"challenge":1}').toString('base64'), 'altcha: the proof of work is not valid. Reload the page and try again.'],
        [tampered, 'altcha: the proof of work is not valid. Reload the page and try again.'],
      ] as const) {
        const response = await sendCode(email, address, altcha);
        expect({ status: response.status, message: messageOf(response) }).toEqual({ status: 400, message });
      }
      expect((await sendCode(email, address, '')).status).toBe(400);

      // Solved, but sent after its 10 minutes.
      const late = await solve(await challengeFrom(t));
      const now = Date.now();
      const clock = jest.spyOn(Date, 'now').mockReturnValue(now + 11 * 60 * 1000);
      try {
        const expired = await sendCode(email, address, late);
        expect({ status: expired.status, message: messageOf(expired) }).toEqual({
          status: 400,
          message: 'altcha: the proof of work has expired. Reload the page and try again.',
        });
      } finally {
        clock.mockRestore();
      }
      expect(t.mail.messagesTo(email)).toHaveLength(0);

      expect((await sendCode(email, address, valid)).status).toBe(200);
      const replayed = await sendCode(freshEmail(), address, valid);
      expect({ status: replayed.status, message: messageOf(replayed) }).toEqual({
        status: 400,
        message: 'altcha: this proof of work was already used. Reload the page and try again.',
      });
    });

    it('counts IPv6 clients per /64 network', async () => {
      for (let host = 1; host <= 5; host += 1) expect((await sendCode(freshEmail(), `2001:db8:32:a::${host}`)).status).toBe(200);
      expect((await sendCode(freshEmail(), '2001:db8:32:a:ffff:ffff:ffff:ffff')).status).toBe(429);
      expect((await sendCode(freshEmail(), '2001:db8:32:b::1')).status).toBe(200);
    });
  },
  { env: { RATE_LIMIT_CODE_SEND_IP: '5/1h', RATE_LIMIT_CODE_SEND_IP_MAX: '200/1h', ALTCHA_MAX_NUMBER: '100' } },
);

describeEachDatabase(
  'code requests: the hard cap',
  (t) => {
    it('holds the hard cap per address even with a proof of work', async () => {
      const address = '10.250.1.1';
      const answers: number[] = [];
      for (let request = 0; request < 14; request += 1) {
        const challenge = (await t.get('/api/auth/challenge')).body;
        const response = await t.request('POST', '/api/auth/send-otp', {
          body: { email: freshEmail(), mode: 'signup', altcha: await solve(challenge) },
          remoteAddress: address,
        });
        answers.push(response.status);
        if (response.status === 429) expect(messageOf(response)).toMatch(/^Too many codes requested from your network\. Try again in \d+ minutes\.$/);
      }
      expect(answers).toEqual([...Array<number>(12).fill(200), 429, 429]);
    });
  },
  { env: { RATE_LIMIT_CODE_SEND_IP: '2/1h', RATE_LIMIT_CODE_SEND_IP_MAX: '12/1h', ALTCHA_MAX_NUMBER: '100' } },
);
