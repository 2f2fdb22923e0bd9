import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { buildApp } from '../../app';
import { parseEnv, type DatabaseConfig } from '../../config/env';
import { insertUser } from '../../testing/fixtures';
import { freePort, waitFor } from '../../testing/local-network';
import { MailSink } from '../../testing/mail-sink';
import type { NotificationEvent } from './notify';

/**
 * The outbox's bar (issue 39): a crash neither loses nor duplicates a mail, and several instances on one PostgreSQL
 * send each mail once. These run the real server (`src/server.ts`) as its own process, kill it with SIGKILL, and
 * count what an SMTP sink receives by Message-ID.
 */

const apiDir = path.resolve(__dirname, '..', '..', '..');
const MAILS = 500;

interface RunningApi {
  child: ChildProcess;
  exited: Promise<NodeJS.Signals | number | null>;
}

/** The API's configuration of one database, as variables (the spawned server) and as Env (the in-process app that queues). */
interface Setup {
  vars: Record<string, string>;
  database: DatabaseConfig;
  cleanup: () => Promise<void>;
}

async function sqliteSetup(): Promise<Setup> {
  const dir = mkdtempSync(path.join(tmpdir(), 'lectern-outbox-'));
  const sqlitePath = path.join(dir, 'lectern.db');
  return {
    vars: { SQLITE_PATH: sqlitePath },
    database: { kind: 'sqlite', path: sqlitePath },
    cleanup: async () => rmSync(dir, { recursive: true, force: true }),
  };
}

async function postgresSetup(): Promise<Setup> {
  const url = process.env.TEST_DATABASE_URL ?? '';
  const schema = `outbox_${randomBytes(4).toString('hex')}`;
  const admin = new Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create schema "${schema}"`);
  return {
    vars: { DATABASE_URL: url, DATABASE_SCHEMA: schema },
    database: { kind: 'postgres', url, schema },
    cleanup: async () => {
      await admin.query(`drop schema "${schema}" cascade`);
      await admin.end();
    },
  };
}

async function startApi(vars: Record<string, string>): Promise<RunningApi> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join('src', 'server.ts')], {
    cwd: apiDir,
    env: { ...process.env, NODE_ENV: 'production', HOST: '127.0.0.1', LOG_LEVEL: 'warn', SEED: 'none', ...vars },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<NodeJS.Signals | number | null>((resolve) => child.once('exit', (code, signal) => resolve(signal ?? code)));
  const url = `http://127.0.0.1:${vars.PORT}`;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the API exited during start-up: ${stderr}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) return { child, exited };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`the API did not start within 60 s: ${stderr}`);
}

async function stopApi(api: RunningApi, signal: NodeJS.Signals): Promise<NodeJS.Signals | number | null> {
  if (api.child.exitCode === null && api.child.signalCode === null) api.child.kill(signal);
  return api.exited;
}

/** Queues MAILS mails (50 educators, 10 notifications each) through app.notify, as event sites do, in one transaction. */
async function queueMails(setup: Setup, vars: Record<string, string>): Promise<void> {
  const app = await buildApp({ env: { ...parseEnv({ ...vars, NODE_ENV: 'test', SEED: 'none' }), database: setup.database }, logger: false });
  try {
    const educators = [];
    for (let n = 0; n < MAILS / 10; n += 1) educators.push(await insertUser(app.db, { role: 'educator', email: `outbox.${n}@gmail.com` }));
    const events: NotificationEvent[] = educators.flatMap((educator) =>
      Array.from({ length: 10 }, (_, index) => ({
        userId: educator.id,
        kind: 'course_approved' as const,
        key: `course_approved:${index}`,
        title: `Your course “Course ${index}” was approved`,
        body: 'Learners can now find it and enrol.',
        link: `/educator/courses/${index + 1}`,
      })),
    );
    await app.db.transaction().execute((trx) => app.notify(trx, events));
    const queued = await app.db
      .selectFrom('mail_outbox')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    expect(Number(queued.count)).toBe(MAILS);
  } finally {
    await app.close();
  }
}

/** Every Message-ID the sink got, and how many times each. */
function tally(sink: MailSink): { distinct: number; repeated: string[] } {
  const counts = new Map<string, number>();
  for (const id of sink.messageIds()) counts.set(id, (counts.get(id) ?? 0) + 1);
  return { distinct: counts.size, repeated: [...counts].filter(([, count]) => count > 1).map(([id]) => id) };
}

const kinds = process.env.TEST_DATABASE_URL ? (['sqlite', 'postgres'] as const) : (['sqlite'] as const);

describe('the mail outbox, with the real server', () => {
  for (const kind of kinds) {
    it(`delivers every mail exactly once after the API is killed with SIGKILL while the SMTP server stalls (${kind})`, async () => {
      const setup = kind === 'sqlite' ? await sqliteSetup() : await postgresSetup();
      const stalling = new MailSink({ stall: true });
      const healthy = new MailSink();
      let api: RunningApi | undefined;
      try {
        const stallingUrl = await stalling.start();
        const healthyUrl = await healthy.start();
        const port = String(await freePort());
        const vars = { ...setup.vars, PORT: port, JWT_SECRET: randomBytes(32).toString('hex'), MAIL_TRANSPORT: 'smtp' };
        await queueMails(setup, { ...vars, SMTP_URL: stallingUrl });

        api = await startApi({ ...vars, SMTP_URL: stallingUrl });
        // Sends are in flight (their DATA is never answered), and more mail is leased behind them: then the kill.
        await waitFor(() => stalling.stalled >= 8, 30_000);
        expect(await stopApi(api, 'SIGKILL')).toBe('SIGKILL');
        expect(healthy.received).toHaveLength(0);

        // The same host and port, now with a working SMTP server.
        const restartedAt = performance.now();
        api = await startApi({ ...vars, SMTP_URL: healthyUrl });
        const startedAt = performance.now();
        await waitFor(() => healthy.received.length >= MAILS, 60_000, 50);
        const drainedAt = performance.now();
        // Stopped gracefully, the server finishes what it has in flight: anything sent twice would show up now.
        expect(await stopApi(api, 'SIGTERM')).toBe(0);
        const { distinct, repeated } = tally(healthy);
        console.log(
          `outbox durability (${kind}): ${stalling.stalled} sends stalled at the kill; after the restart (${Math.round(startedAt - restartedAt)} ms to start) ` +
            `${healthy.received.length} mails, ${distinct} distinct Message-IDs, drained in ${Math.round(drainedAt - startedAt)} ms`,
        );
        expect(repeated).toEqual([]);
        expect(distinct).toBe(MAILS);
        expect(healthy.received).toHaveLength(MAILS);
      } finally {
        if (api) await stopApi(api, 'SIGKILL');
        await stalling.stop();
        await healthy.stop();
        await setup.cleanup();
      }
    }, 180_000);
  }

  if (process.env.TEST_DATABASE_URL)
    it('sends each mail once from two instances sharing one PostgreSQL, both of them sending', async () => {
      const setup = await postgresSetup();
      // Each answer takes a moment, as a real server's does: one instance alone would need seconds, so both join in.
      const sink = new MailSink({ answerAfterMs: 5 });
      const apis: RunningApi[] = [];
      try {
        const smtpUrl = await sink.start();
        const vars = { ...setup.vars, JWT_SECRET: randomBytes(32).toString('hex'), SMTP_URL: smtpUrl, MAIL_OUTBOX_CONCURRENCY: '4' };
        const ports = [String(await freePort()), String(await freePort())];
        for (const port of ports) apis.push(await startApi({ ...vars, PORT: port }));
        const since = performance.now();
        await queueMails(setup, vars);
        await waitFor(() => sink.received.length >= MAILS, 60_000, 50);
        const drained = performance.now() - since;
        for (const api of apis) expect(await stopApi(api, 'SIGTERM')).toBe(0);

        const { distinct, repeated } = tally(sink);
        expect(repeated).toEqual([]);
        expect(distinct).toBe(MAILS);
        expect(sink.received).toHaveLength(MAILS);
        const check = new Client({ connectionString: setup.database.kind === 'postgres' ? setup.database.url : '' });
        await check.connect();
        try {
          const { rows } = await check.query<{ port: string; sent: string }>(
            `select split_part(split_part(locked_by, '#', 1), ':', 2) as port, count(*) as sent from "${setup.vars.DATABASE_SCHEMA}".mail_outbox where sent_at is not null group by 1 order by 1`,
          );
          const byPort = Object.fromEntries(rows.map((row) => [row.port, Number(row.sent)]));
          console.log(`two instances: ${JSON.stringify(byPort)} mails sent per port, all ${MAILS} in ${Math.round(drained)} ms`);
          expect(Object.keys(byPort).sort()).toEqual([...ports].sort());
          expect(Object.values(byPort).reduce((sum, sent) => sum + sent, 0)).toBe(MAILS);
          for (const sent of Object.values(byPort)) expect(sent).toBeGreaterThan(0);
        } finally {
          await check.end();
        }
      } finally {
        for (const api of apis) await stopApi(api, 'SIGKILL');
        await sink.stop();
        await setup.cleanup();
      }
    }, 180_000);
});
