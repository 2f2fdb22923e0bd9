import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { FastifyServerOptions } from 'fastify';
import type { Kysely } from 'kysely';
import { Client } from 'pg';
import { messageResponseSchema } from '@lectern/shared-sdk/core/schemas';
import { NOTIFICATION_STREAM_PATH } from '@lectern/shared-sdk/notifications/domain';
import { buildApp, type App } from '../app';
import { parseEnv, type DatabaseConfig, type Env } from '../config/env';
import type { Database, UserRow } from '../db/schema';
import { MailSink } from './mail-sink';
import { TestClock } from './test-clock';

export type DatabaseKind = DatabaseConfig['kind'];

/** SQLite always; PostgreSQL as well when TEST_DATABASE_URL is set. */
export function databaseKinds(): DatabaseKind[] {
  return process.env.TEST_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];
}

export interface HarnessOptions {
  /** Seed the demo data as a real start would. */
  seed?: boolean;
  /** Extra configuration variables, as the environment would give them (a function: read when the app starts). */
  env?: Record<string, string> | (() => Record<string, string>);
  /** Logging is off unless a test wants to read the log. */
  logger?: FastifyServerOptions['logger'];
}

export interface TestResponse {
  status: number;
  headers: Record<string, string | string[] | number | undefined>;
  body: unknown;
}

export interface RequestOptions {
  body?: unknown;
  token?: string;
  headers?: Record<string, string>;
  /** A raw body, sent as is (malformed JSON, other content types, a multipart upload: see testing/multipart.ts). */
  payload?: string | Buffer;
  /** The client's address (limits count per address); 127.0.0.1 by default. */
  remoteAddress?: string;
}

/** One app over one fresh database, with its own clock and SMTP sink. */
export class TestHarness {
  readonly clock = new TestClock();
  readonly mail = new MailSink();
  private instance: App | undefined;
  private env: Env | undefined;
  /** Where this harness's database lives (a file, or a PostgreSQL schema), once started. */
  databaseConfig: DatabaseConfig | undefined;
  private readonly cleanups: (() => Promise<void> | void)[] = [];

  constructor(
    readonly kind: DatabaseKind,
    private readonly options: HarnessOptions = {},
  ) {}

  get app(): App {
    if (!this.instance) throw new Error('The test app is not started');
    return this.instance;
  }

  get db(): Kysely<Database> {
    return this.app.db;
  }

  async start(): Promise<void> {
    const smtpUrl = await this.mail.start();
    this.cleanups.push(() => this.mail.stop());
    const database = await this.createDatabase();
    this.databaseConfig = database;
    const uploadsDir = mkdtempSync(path.join(tmpdir(), 'lectern-api-uploads-'));
    this.cleanups.push(() => rmSync(uploadsDir, { recursive: true, force: true }));
    // The front ends' releases and their registry: the test's own, never the repository's.
    const releasesDir = mkdtempSync(path.join(tmpdir(), 'lectern-api-releases-'));
    this.cleanups.push(() => rmSync(releasesDir, { recursive: true, force: true }));
    const env = {
      ...parseEnv({
        NODE_ENV: 'test',
        UPLOADS_DIR: uploadsDir,
        LECTERN_RELEASES_DIR: releasesDir,
        JWT_SECRET: randomBytes(32).toString('hex'),
        SMTP_URL: smtpUrl,
        SEED: this.options.seed ? 'demo' : 'none',
        ...(typeof this.options.env === 'function' ? this.options.env() : this.options.env),
      }),
      database,
    };
    this.env = env;
    this.instance = await buildApp({ env, now: this.clock.now, logger: this.options.logger ?? false });
  }

  /** Another API instance over the same database and configuration (tokens of one are good at the other). */
  async startTwin(): Promise<App> {
    if (!this.env) throw new Error('The test app is not started');
    const twin = await buildApp({ env: this.env, now: this.clock.now, logger: false });
    this.cleanups.push(() => twin.close());
    return twin;
  }

  async stop(): Promise<void> {
    await this.instance?.close();
    for (const cleanup of this.cleanups.reverse()) await cleanup();
  }

  async request(method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'OPTIONS', url: string, options: RequestOptions = {}): Promise<TestResponse> {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    // The live stream never ends by itself: its answer is read up to its headers, then the client goes.
    if (method === 'GET' && url.split('?')[0] === NOTIFICATION_STREAM_PATH) return this.openAndLeave(url, headers);
    const response = await this.app.inject({
      method,
      url,
      headers,
      ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
      ...(options.payload !== undefined ? { payload: options.payload } : {}),
      ...(options.body !== undefined ? { payload: JSON.stringify(options.body), headers: { 'content-type': 'application/json', ...headers } } : {}),
    });
    const isJson = String(response.headers['content-type'] ?? '').includes('application/json');
    return { status: response.statusCode, headers: response.headers, body: isJson ? JSON.parse(response.body) : response.body };
  }

  private async openAndLeave(url: string, headers: Record<string, string>): Promise<TestResponse> {
    const response = await this.app.inject({ method: 'GET', url, headers, payloadAsStream: true });
    const stream = response.stream();
    if (String(response.headers['content-type'] ?? '').startsWith('text/event-stream')) {
      const closed = once(response.raw.res, 'close');
      response.raw.res.destroy();
      stream.destroy();
      await closed;
      return { status: response.statusCode, headers: response.headers, body: '' };
    }
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
    const text = Buffer.concat(chunks).toString('utf8');
    const isJson = String(response.headers['content-type'] ?? '').includes('application/json');
    return { status: response.statusCode, headers: response.headers, body: isJson ? JSON.parse(text) : text };
  }

  get(url: string, token?: string): Promise<TestResponse> {
    return this.request('GET', url, token ? { token } : {});
  }

  post(url: string, body: unknown, token?: string): Promise<TestResponse> {
    return this.request('POST', url, token ? { body, token } : { body });
  }

  /** A valid token for a user, in a session of its own, as a sign-in would issue it. */
  tokenFor(user: UserRow): Promise<string> {
    return this.app.sessions.open(user, 'node-test');
  }

  /** A token for each of these users, under the same names. */
  async tokensFor<Name extends string>(users: Record<Name, UserRow>): Promise<Record<Name, string>> {
    const tokens = {} as Record<Name, string>;
    for (const name of Object.keys(users) as Name[]) tokens[name] = await this.tokenFor(users[name]);
    return tokens;
  }

  private async createDatabase(): Promise<DatabaseConfig> {
    if (this.kind === 'sqlite') {
      const dir = mkdtempSync(path.join(tmpdir(), 'lectern-api-test-'));
      this.cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
      return { kind: 'sqlite', path: path.join(dir, 'test.db') };
    }
    const url = process.env.TEST_DATABASE_URL;
    if (!url) throw new Error('TEST_DATABASE_URL is not set');
    const schema = `test_${process.pid}_${randomBytes(4).toString('hex')}`;
    await withClient(url, (client) => client.query(`create schema "${schema}"`));
    this.cleanups.push(async () => {
      await withClient(url, (client) => client.query(`drop schema "${schema}" cascade`));
    });
    // The suites send 250 requests at once to an instance with 10 connections, on two cores that a browser suite
    // shares: how long one waits for a connection there measures the machine, not the API. They wait up to 20 s (3 s
    // in production) and assert what the requests do; what a request does when the database is too slow to answer
    // (a 503 with Retry-After) is stall.postgres.test.ts's, which sets its own deadlines.
    return { kind: 'postgres', url, schema, timeouts: { connectMs: TEST_POOL_WAIT_MS } };
  }
}

/** How long a test instance's request waits for a pooled PostgreSQL connection (see createDatabase). */
const TEST_POOL_WAIT_MS = 20_000;

async function withClient<T>(url: string, work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Runs the same suite once per database: `describe('courses [sqlite]')`, `describe('courses [postgres]')`. */
export function describeEachDatabase(title: string, define: (t: TestHarness) => void, options: HarnessOptions = {}): void {
  for (const kind of databaseKinds()) {
    describe(`${title} [${kind}]`, () => {
      const harness = new TestHarness(kind, options);
      beforeAll(() => harness.start());
      afterAll(() => harness.stop());
      define(harness);
    });
  }
}

/** The `message` of an error response. */
export function messageOf(response: TestResponse): string {
  return messageResponseSchema.parse(response.body).message;
}
