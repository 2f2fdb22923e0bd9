import { spawnSync } from 'node:child_process';
import net from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { apiRoot } from '../config/env';
import { capturedLog } from '../testing/captured-log';
import { describeEachDatabase, messageOf } from '../testing/test-app';

/**
 * Production needs a way to mail one-time codes, or an explicit MAIL_TRANSPORT=none; the log gets codes only on a
 * developer's laptop (NODE_ENV=development), never in tests or production, where whoever reads the log could take
 * over any account with them.
 */

const sixDigits = /\b\d{6}\b/;

describe('production start-up without a mail transport', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'lectern-mail-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const start = (env: Record<string, string>) =>
    spawnSync(process.execPath, ['--import', 'tsx', path.join('src', 'server.ts')], {
      cwd: apiRoot,
      env: {
        PATH: process.env.PATH ?? '',
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        // Never listened on: the configuration is refused first (were it taken, spawnSync's timeout ends the process).
        PORT: '4999',
        SQLITE_PATH: path.join(dir, 'lectern.db'),
        JWT_SECRET: 'a-mail-test-secret-that-is-long-enough-0000',
        LOG_LEVEL: 'warn',
        ...env,
      },
      encoding: 'utf8',
      timeout: 60_000,
    });

  it('is refused with a message naming SMTP_URL and MAIL_TRANSPORT=none', () => {
    const result = start({});

    expect(result.status).toBe(1);
    expect(result.stderr).toContain('Invalid configuration: SMTP_URL: is required in production to mail one-time codes (or set MAIL_TRANSPORT=none');
  }, 60_000);

  it("refuses MAIL_TRANSPORT=log, the laptop's transport, in production", () => {
    const result = start({ MAIL_TRANSPORT: 'log' });

    expect(result.status).toBe(1);
    expect(result.stderr).toContain("MAIL_TRANSPORT: 'log' prints one-time codes in the log: only with NODE_ENV=development");
  }, 60_000);
});

const noneLog = capturedLog('trace');
describeEachDatabase(
  'production with MAIL_TRANSPORT=none',
  (t) => {
    it('refuses every code request with a 403 that says why, stores no code and logs none', async () => {
      const signup = await t.post('/api/auth/send-otp', { email: 'new.learner@gmail.com', mode: 'signup' });
      const forgot = await t.post('/api/auth/send-otp', { email: 'new.learner@gmail.com', mode: 'forgot' });

      for (const response of [signup, forgot]) {
        expect(response.status).toBe(403);
        expect(messageOf(response)).toBe('This server sends no e-mail, so it cannot send codes: sign in with Google, or ask an administrator.');
      }
      expect(await t.db.selectFrom('otp_codes').select('id').execute()).toEqual([]);
      expect(t.mail.received).toHaveLength(0);
      expect(noneLog.lines.filter((line) => sixDigits.test(JSON.parse(line).msg ?? ''))).toEqual([]);
    });
  },
  {
    env: { NODE_ENV: 'production', SMTP_URL: '', MAIL_TRANSPORT: 'none' },
    logger: noneLog.logger,
  },
);

const smtpLog = capturedLog('trace');
describeEachDatabase(
  'production with SMTP',
  (t) => {
    it('mails the code and writes it nowhere in the log, at any level', async () => {
      const response = await t.post('/api/auth/send-otp', { email: 'mailed.learner@gmail.com', mode: 'signup' });

      expect(response.status).toBe(200);
      const code = t.mail.latestCode('mailed.learner@gmail.com');
      // The request was logged, the code was not.
      expect(smtpLog.lines.some((line) => line.includes('/api/auth/send-otp'))).toBe(true);
      expect(smtpLog.lines.filter((line) => line.includes(code))).toEqual([]);
    });
  },
  {
    env: { NODE_ENV: 'production' },
    logger: smtpLog.logger,
  },
);

/**
 * An SMTP server that stalls: one accepts connections and never greets; the other greets, then never answers the
 * client's first command. Either way a code request is answered within 10 s, with the plain message, and no code
 * is kept (nobody received it).
 */
const stalledSockets = new Set<net.Socket>();
const holding = (greeting?: string) =>
  net.createServer((socket) => {
    stalledSockets.add(socket);
    socket.on('error', () => socket.destroy());
    socket.on('close', () => stalledSockets.delete(socket));
    if (greeting) socket.write(greeting);
  });
const stalledSmtp = { silent: holding(), greetsThenStops: holding('220 smtp.example ESMTP\r\n') };
const portOf = (server: net.Server) => (server.address() as net.AddressInfo).port;
beforeAll(async () => {
  for (const server of Object.values(stalledSmtp)) await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
});
afterAll(async () => {
  for (const socket of stalledSockets) socket.destroy();
  for (const server of Object.values(stalledSmtp)) await new Promise((resolve) => server.close(resolve));
});

for (const [name, server] of Object.entries(stalledSmtp)) {
  describeEachDatabase(
    `production with an SMTP server that stalls (${name})`,
    (t) => {
      it('answers a code request 503 within 10 s, says so plainly and keeps no code', async () => {
        const started = performance.now();
        const response = await t.post('/api/auth/send-otp', { email: 'stalled.mail@gmail.com', mode: 'signup' });
        expect(performance.now() - started).toBeLessThan(10_000);
        expect(response.status).toBe(503);
        expect(messageOf(response)).toBe('We could not send the e-mail. Try again in a moment.');
        expect(await t.db.selectFrom('otp_codes').select('id').execute()).toEqual([]);
      }, 20_000);
    },
    // Read when the app starts, once the servers listen.
    { env: () => ({ NODE_ENV: 'production', SMTP_URL: `smtp://127.0.0.1:${portOf(server)}` }) },
  );
}
