import path from 'node:path';
import platform from '@lectern/shared-sdk/platform.json';
import type { RateLimit } from '../lib/rate-limits';
import { releaseLocations } from '@lectern/shared-sdk/registry/release-addresses.cjs';
import { envSchema, type MailTransport, type SeedMode } from './env-schema';
import { readOrCreateSecret } from './secret-file';

/** The api package folder: default paths are relative to it, whatever the working directory. */
export const apiRoot = path.resolve(__dirname, '..', '..');
export const defaultSqlitePath = path.join(apiRoot, 'data', 'lectern.db');
/** The repository: the front ends' releases are kept in its releases/ folder by default, as the shell's server reads them. */
const repositoryRoot = path.resolve(apiRoot, '..');

/** The front ends' default origins (the platform's one table of ports): what `npm start` serves. */
const frontEndPorts = [platform.shell.port, ...platform.remotes.map((remote) => remote.port)];
const defaultCorsOrigins = frontEndPorts.flatMap((port) => [`http://localhost:${port}`, `http://127.0.0.1:${port}`]);

export type DatabaseConfig =
  | { kind: 'sqlite'; path: string }
  | {
      kind: 'postgres';
      url: string;
      /** The schema holding the API's tables (created when missing): several deploys, or test runs, share one database. */
      schema?: string;
      /** Connections this instance may hold open (PostgreSQL's max_connections is shared by every instance). */
      poolSize?: number;
      /** Deadlines of every database call, in milliseconds (defaults in db/client.ts, DEFAULT_DATABASE_TIMEOUTS). */
      timeouts?: Partial<DatabaseTimeouts>;
    };

export interface DatabaseTimeouts {
  /** PostgreSQL cancels a statement running longer (statement_timeout); the API stops waiting 1 s later. */
  statementMs: number;
  /** Opening a connection, or waiting for a free one of the pool. */
  connectMs: number;
  /** PostgreSQL ends a session left idle inside a transaction this long (idle_in_transaction_session_timeout). */
  idleInTransactionMs: number;
}

export interface Env {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  host: string;
  database: DatabaseConfig;
  /** Folder of the SQLite file; the generated JWT secret is kept there too. */
  dataDir: string;
  corsOrigins: string[];
  jwtSecret: string;
  jwtTtl: string;
  smtpUrl: string | null;
  /**
   * How one-time codes reach people: 'smtp' (SMTP_URL), 'log' (printed in the log: development only), or 'none' (no
   * e-mail: code requests are refused, sign-up and recovery by code are off).
   */
  mailTransport: MailTransport;
  mailFrom: string;
  /** The outbox's sender: how often it polls, its lease, its attempts and its sends at once (MAIL_OUTBOX_*). */
  mailOutbox: MailOutboxConfig;
  /**
   * How often an open notification stream sends a comment line and checks that its session is still live
   * (NOTIFICATION_STREAM_HEARTBEAT, 25 s): a stream signed out elsewhere ends within this.
   */
  notificationStreamHeartbeatMs: number;
  signupEmailDomains: string[];
  adminEmail: string;
  /** null: the demo seed gives the first admin the documented demo password (never in production). */
  adminPassword: string | null;
  /** 'demo': fill an empty database with the demo data; 'none': only the first admin, when ADMIN_PASSWORD is set. */
  seed: SeedMode;
  /** Serve the OpenAPI document and explorer at /api/docs (off in production unless API_DOCS=true). */
  apiDocs: boolean;
  publicAppUrl: string;
  /** Where browsers reach this API (Google sends them back to `${publicApiUrl}/api/auth/google/callback`). */
  publicApiUrl: string;
  /** Google (or any OpenID Connect provider) sign-in; null when no client id is configured. */
  google: GoogleSignInConfig | null;
  /** Rate-limit counters are shared through Redis when set, kept in memory otherwise. */
  redisUrl: string | null;
  rateLimits: RateLimits;
  /** ALTCHA proof of work: the highest counter a challenge may need (a browser tries half of it to all of it). */
  altchaMaxNumber: number;
  /** Where uploaded images (course images, profile photos) are kept: a folder on disk, or an S3-compatible bucket. */
  uploads: UploadsConfig;
  /** Fastify's trustProxy: which proxies' X-Forwarded-For to believe when taking the client's address. */
  trustProxy: boolean | number | string[];
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /** How checkout takes money (PAYMENTS), and the platform's share of each sale. */
  payments: PaymentsConfig;
  /** After SIGTERM: how long requests being handled may take before every connection is cut and the process exits. */
  shutdownGraceMs: number;
  /** The front ends' releases: where the registry is, and the rule that rolls a failing canary back. */
  releases: ReleasesConfig;
}

export interface MailOutboxConfig {
  /** How often an idle sender looks for due mail (MAIL_OUTBOX_POLL, 1 s); mail this instance queues wakes it at once. */
  pollMs: number;
  /** How long a claimed mail stays its sender's (MAIL_OUTBOX_LEASE, 2 min; at least 45 s, beyond the SMTP timeouts). */
  leaseMs: number;
  /** Attempts before a mail is given up (MAIL_OUTBOX_MAX_ATTEMPTS, 8); a permanent 5xx refusal gives up at once. */
  maxAttempts: number;
  /** Mails in flight at once per instance (MAIL_OUTBOX_CONCURRENCY, 8). */
  concurrency: number;
}

export interface ReleasesConfig {
  /** The areas' releases (LECTERN_RELEASES_DIR) and the registry of the live ones (LECTERN_REGISTRY), as the shell reads them. */
  releasesDir: string;
  registryFile: string;
  /** How often a running canary is judged (CANARY_CHECK_EVERY). */
  checkEveryMs: number;
  /** The figures compared: the last CANARY_WINDOW since the canary started. */
  windowMs: number;
  /** Each side needs this many sessions (CANARY_MIN_SESSIONS) before the error rule may decide, and as many LCP samples for the speed rule. */
  minSessions: number;
  /** The one-sided test's confidence that the canary's error rate is worse (CANARY_CONFIDENCE, 0.99). */
  confidence: number;
  /** A canary whose p75 LCP is worse than the stable release's by more than this percent is rolled back (CANARY_LCP_MARGIN). */
  lcpMarginPercent: number;
}

export type UploadsConfig =
  | { kind: 'disk'; dir: string }
  | {
      kind: 's3';
      bucket: string;
      /** An S3-compatible service's address (MinIO, R2, …); AWS's own when absent. */
      endpoint?: string;
      region: string;
      /** The keys; absent, the AWS SDK's usual chain (AWS_ACCESS_KEY_ID, a role, …) provides them. */
      credentials?: { accessKeyId: string; secretAccessKey: string };
      /** Put before each object's name: 'uploads/'. */
      prefix: string;
      /** Addresses as endpoint/bucket/key, which most S3-compatible services need; on by default with an endpoint. */
      forcePathStyle: boolean;
    };

export type PaymentsConfig = {
  /** The platform's share of each paid line, in percent (PLATFORM_FEE_PERCENT); the educator earns the rest, less the payment fee. */
  platformFeePercent: number;
} & (
  | { mode: 'none' | 'test' }
  | {
      mode: 'stripe';
      secretKey: string;
      /** The signing secrets of the webhook endpoints whose events come here (the platform's, and Connect's if separate). */
      webhookSecrets: string[];
      /** Another address for Stripe's API (a local Stripe in tests); Stripe's own when absent. */
      apiUrl?: { host: string; port: number; protocol: 'http' | 'https' };
    }
);

export interface GoogleSignInConfig {
  clientId: string;
  clientSecret: string;
  /** The OpenID issuer whose discovery document is read: Google's, or a local provider in tests. */
  issuerUrl: string;
}

export interface RateLimits {
  /** Browsers' telemetry batches per client address (a school's browsers may share one). */
  telemetryPerIp: RateLimit;
  /** Failed sign-ins of one account from one client address: the pair is locked, the owner elsewhere is not. */
  signInPerAccountAndIp: RateLimit;
  /** Failed sign-ins of one account from every address together: stops guessing spread over many addresses. */
  signInPerAccount: RateLimit;
  /** Past `signInPerAccountAndIp` or `signInPerAccount`, failed sign-ins that carried a proof of work: the hard cap. */
  signInPerAccountWithWork: RateLimit;
  /** Failed sign-ins from one browser that signed in to the account before (its device cookie): that cookie's lock. */
  signInPerDevice: RateLimit;
  /** Failed sign-ins from one client address over every account (and Google sign-ins started). */
  signInPerIp: RateLimit;
  /** Code requests per client address without a proof of work (the free share), counted before the e-mail is looked up. */
  codeSendsPerIp: RateLimit;
  /** Code requests per client address with or without a proof of work: the hard cap. */
  codeSendsPerIpWithWork: RateLimit;
  /** Wrong one-time codes per client address (each e-mail also has its hourly cap). */
  codeFailuresPerIp: RateLimit;
}

export class EnvError extends Error {
  override name = 'EnvError';
}

type EnvSource = Record<string, string | undefined>;

export interface ParseEnvOptions {
  /** Where a generated JWT secret lives when JWT_SECRET is not set (outside production). */
  readSecret?: (file: string) => string;
}

/** Parses and checks the configuration; throws an EnvError naming the first bad variable(s). */
export function parseEnv(source: EnvSource, options: ParseEnvOptions = {}): Env {
  // An empty variable (PORT=) means "use the default", as in most shells' .env files.
  const present = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== undefined && value.trim() !== ''));
  const result = envSchema.safeParse(present);
  if (!result.success) {
    throw new EnvError(result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; '));
  }
  const raw = result.data;
  const sqlitePath = raw.SQLITE_PATH === ':memory:' ? raw.SQLITE_PATH : path.resolve(raw.SQLITE_PATH ?? defaultSqlitePath);
  const dataDir = sqlitePath === ':memory:' ? path.dirname(defaultSqlitePath) : path.dirname(sqlitePath);
  const readSecret = options.readSecret ?? readOrCreateSecret;

  return {
    nodeEnv: raw.NODE_ENV,
    port: raw.PORT,
    host: raw.HOST,
    database: raw.DATABASE_URL
      ? {
          kind: 'postgres',
          url: raw.DATABASE_URL,
          ...(raw.DATABASE_SCHEMA ? { schema: raw.DATABASE_SCHEMA } : {}),
          ...(raw.DATABASE_POOL_SIZE ? { poolSize: raw.DATABASE_POOL_SIZE } : {}),
          timeouts: {
            ...(raw.DATABASE_STATEMENT_TIMEOUT ? { statementMs: raw.DATABASE_STATEMENT_TIMEOUT } : {}),
            ...(raw.DATABASE_CONNECT_TIMEOUT ? { connectMs: raw.DATABASE_CONNECT_TIMEOUT } : {}),
            ...(raw.DATABASE_IDLE_IN_TRANSACTION_TIMEOUT ? { idleInTransactionMs: raw.DATABASE_IDLE_IN_TRANSACTION_TIMEOUT } : {}),
          },
        }
      : { kind: 'sqlite', path: sqlitePath },
    dataDir,
    corsOrigins: raw.CORS_ORIGINS ?? defaultCorsOrigins,
    jwtSecret: raw.JWT_SECRET ?? readSecret(path.join(dataDir, '.jwt-secret')),
    jwtTtl: raw.JWT_TTL,
    smtpUrl: raw.SMTP_URL ?? null,
    // Without a choice: SMTP when it is configured, the log on a laptop, nothing anywhere else (production without
    // either is refused above).
    mailTransport: raw.MAIL_TRANSPORT ?? (raw.SMTP_URL ? 'smtp' : raw.NODE_ENV === 'development' ? 'log' : 'none'),
    mailFrom: raw.MAIL_FROM,
    mailOutbox: {
      pollMs: raw.MAIL_OUTBOX_POLL,
      leaseMs: raw.MAIL_OUTBOX_LEASE,
      maxAttempts: raw.MAIL_OUTBOX_MAX_ATTEMPTS,
      concurrency: raw.MAIL_OUTBOX_CONCURRENCY,
    },
    notificationStreamHeartbeatMs: raw.NOTIFICATION_STREAM_HEARTBEAT,
    signupEmailDomains: raw.SIGNUP_EMAIL_DOMAINS,
    adminEmail: raw.ADMIN_EMAIL,
    adminPassword: raw.ADMIN_PASSWORD ?? null,
    // Demo data (with the README's password) only when asked for in production; by default on a laptop.
    seed: raw.SEED ?? (raw.NODE_ENV === 'production' ? 'none' : 'demo'),
    apiDocs: raw.API_DOCS ?? raw.NODE_ENV !== 'production',
    publicAppUrl: raw.PUBLIC_APP_URL.replace(/\/+$/, ''),
    publicApiUrl: (raw.PUBLIC_API_URL ?? `http://localhost:${raw.PORT}`).replace(/\/+$/, ''),
    google:
      raw.GOOGLE_CLIENT_ID && raw.GOOGLE_CLIENT_SECRET
        ? { clientId: raw.GOOGLE_CLIENT_ID, clientSecret: raw.GOOGLE_CLIENT_SECRET, issuerUrl: raw.GOOGLE_ISSUER_URL }
        : null,
    redisUrl: raw.REDIS_URL ?? null,
    rateLimits: {
      signInPerAccountAndIp: raw.RATE_LIMIT_SIGNIN_ACCOUNT_IP,
      signInPerAccount: raw.RATE_LIMIT_SIGNIN_ACCOUNT,
      signInPerIp: raw.RATE_LIMIT_SIGNIN_IP,
      signInPerAccountWithWork: raw.RATE_LIMIT_SIGNIN_ACCOUNT_MAX,
      signInPerDevice: raw.RATE_LIMIT_SIGNIN_DEVICE,
      codeSendsPerIp: raw.RATE_LIMIT_CODE_SEND_IP,
      codeSendsPerIpWithWork: raw.RATE_LIMIT_CODE_SEND_IP_MAX,
      codeFailuresPerIp: raw.RATE_LIMIT_CODE_VERIFY_IP,
      telemetryPerIp: raw.RATE_LIMIT_TELEMETRY_IP,
    },
    altchaMaxNumber: raw.ALTCHA_MAX_NUMBER,
    uploads: raw.S3_BUCKET
      ? {
          kind: 's3',
          bucket: raw.S3_BUCKET,
          ...(raw.S3_ENDPOINT ? { endpoint: raw.S3_ENDPOINT } : {}),
          region: raw.S3_REGION,
          ...(raw.S3_ACCESS_KEY_ID && raw.S3_SECRET_ACCESS_KEY
            ? { credentials: { accessKeyId: raw.S3_ACCESS_KEY_ID, secretAccessKey: raw.S3_SECRET_ACCESS_KEY } }
            : {}),
          prefix: raw.S3_PREFIX,
          forcePathStyle: raw.S3_FORCE_PATH_STYLE ?? Boolean(raw.S3_ENDPOINT),
        }
      : { kind: 'disk', dir: path.resolve(raw.UPLOADS_DIR ?? path.join(dataDir, 'uploads')) },
    trustProxy: raw.TRUST_PROXY,
    logLevel: raw.LOG_LEVEL,
    releases: {
      ...releaseLocations({ LECTERN_RELEASES_DIR: raw.LECTERN_RELEASES_DIR, LECTERN_REGISTRY: raw.LECTERN_REGISTRY }, repositoryRoot),
      checkEveryMs: raw.CANARY_CHECK_EVERY,
      windowMs: raw.CANARY_WINDOW,
      minSessions: raw.CANARY_MIN_SESSIONS,
      confidence: raw.CANARY_CONFIDENCE,
      lcpMarginPercent: raw.CANARY_LCP_MARGIN,
    },
    shutdownGraceMs: raw.SHUTDOWN_GRACE,
    payments:
      raw.PAYMENTS === 'stripe' && raw.STRIPE_SECRET_KEY && raw.STRIPE_WEBHOOK_SECRET
        ? {
            mode: 'stripe',
            platformFeePercent: raw.PLATFORM_FEE_PERCENT,
            secretKey: raw.STRIPE_SECRET_KEY,
            webhookSecrets: commaSeparated(raw.STRIPE_WEBHOOK_SECRET),
            ...(raw.STRIPE_API_URL ? { apiUrl: stripeApiAddress(raw.STRIPE_API_URL) } : {}),
          }
        : { mode: raw.PAYMENTS === 'test' ? 'test' : 'none', platformFeePercent: raw.PLATFORM_FEE_PERCENT },
  };
}

const commaSeparated = (value: string) =>
  value
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');

/** 'http://127.0.0.1:12111' as the stripe client's host, port and protocol options. */
function stripeApiAddress(value: string): { host: string; port: number; protocol: 'http' | 'https' } {
  const url = new URL(value);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { host: url.hostname, port: url.port ? Number(url.port) : protocol === 'http' ? 80 : 443, protocol };
}

/** The process configuration, read once at start-up; a bad value stops the process with a message naming it. */
export function loadEnv(): Env {
  try {
    return parseEnv(process.env);
  } catch (error) {
    if (!(error instanceof EnvError)) throw error;
    console.error(`Invalid configuration: ${error.message}`);
    process.exit(1);
  }
}
