import path from 'node:path';
import { z } from 'zod';
import platform from '@lectern/shared-sdk/platform.json';
import type { RateLimit } from '../lib/rate-limits';
import { readOrCreateSecret } from './secret-file';

/** The password every demo account shares (README). A production deployment may not use it. */
export const demoPassword = 'Lectern-demo-2026';

/** The api package folder: default paths are relative to it, whatever the working directory. */
export const apiRoot = path.resolve(__dirname, '..', '..');
export const defaultSqlitePath = path.join(apiRoot, 'data', 'lectern.db');

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
  /** Fastify's trustProxy: which proxies' X-Forwarded-For to believe when taking the client's address. */
  trustProxy: boolean | number | string[];
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /** After SIGTERM: how long requests being handled may take before every connection is cut and the process exits. */
  shutdownGraceMs: number;
}

export interface GoogleSignInConfig {
  clientId: string;
  clientSecret: string;
  /** The OpenID issuer whose discovery document is read: Google's, or a local provider in tests. */
  issuerUrl: string;
}

export type SeedMode = 'demo' | 'none';

export const mailTransports = ['smtp', 'log', 'none'] as const;
export type MailTransport = (typeof mailTransports)[number];

export interface RateLimits {
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

const commaList = (value: string) =>
  value
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');

const isUrlWithProtocol = (value: string, protocols: string[]) => {
  try {
    return protocols.includes(new URL(value).protocol);
  } catch {
    return false;
  }
};

const originSchema = z
  .string()
  .refine((value) => isUrlWithProtocol(value, ['http:', 'https:']) && new URL(value).origin === value, {
    error: (issue) => `'${String(issue.input)}' is not an origin like http://localhost:3000`,
  });

const loopbackHosts = ['localhost', '127.0.0.1', '[::1]'];

/** An https URL, or an http one on this machine (a local provider in development and tests). */
const isSecureOrLoopbackUrl = (value: string) =>
  isUrlWithProtocol(value, ['https:']) || (isUrlWithProtocol(value, ['http:']) && loopbackHosts.includes(new URL(value).hostname));

const booleanText = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const windowSeconds = { s: 1, m: 60, h: 3600, d: 86400 } as const;

/** '10/15m': at most 10 events in a 15-minute window. */
const rateLimitText = z
  .string()
  .regex(/^\d+\/\d+[smhd]$/, "must look like '10/15m' (count / window in s, m, h or d)")
  .transform((value): RateLimit => {
    const [count = '0', window = '0s'] = value.split('/');
    const unit = window.slice(-1) as keyof typeof windowSeconds;
    return { limit: Number(count), windowSeconds: Number(window.slice(0, -1)) * windowSeconds[unit] };
  })
  .refine((rule) => rule.limit >= 1 && rule.windowSeconds >= 1, 'must allow at least 1 event in a window of at least 1 s');

const trustProxyText = z.string().transform((value, ctx): boolean | number | string[] => {
  if (['true', 'false'].includes(value)) return value === 'true';
  if (/^\d+$/.test(value)) return Number(value);
  const addresses = commaList(value);
  if (addresses.every((address) => /^[0-9a-f.:/]+$/i.test(address))) return addresses;
  ctx.addIssue({ code: 'custom', message: 'must be true, false, a number of hops or a comma-separated list of addresses/CIDRs' });
  return z.NEVER;
});

const durationMs = { ms: 1, s: 1000, m: 60_000 } as const;

/** '5s', '500ms', '2m': a duration in milliseconds, at least `min` ms and at most 10 minutes. */
const durationText = (min: number) =>
  z
    .string()
    .regex(/^\d+(ms|s|m)$/, "must look like '5s', '500ms' or '2m'")
    .transform((value) => {
      const unit = (value.endsWith('ms') ? 'ms' : value.slice(-1)) as keyof typeof durationMs;
      return Number(value.slice(0, -unit.length)) * durationMs[unit];
    })
    .refine((value) => value >= min && value <= 600_000, `must be ${min} ms to 10 minutes`);

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test'], { error: 'must be development, production or test' }).default('development'),
    PORT: z.coerce.number({ error: 'must be a number' }).int('must be a whole number').min(1, 'must be 1 to 65535').max(65535, 'must be 1 to 65535').default(platform.api.port),
    HOST: z.string().min(1).default('127.0.0.1'),
    SQLITE_PATH: z.string().default(defaultSqlitePath),
    DATABASE_URL: z
      .string()
      .refine((value) => isUrlWithProtocol(value, ['postgres:', 'postgresql:']), 'must be a postgres:// URL')
      .optional(),
    DATABASE_SCHEMA: z
      .string()
      .regex(/^[a-z_][a-z0-9_]{0,62}$/, 'must be a lower-case PostgreSQL name (letters, digits, _)')
      .optional(),
    DATABASE_POOL_SIZE: z.coerce
      .number({ error: 'must be a number' })
      .int('must be a whole number')
      .min(1, 'must be 1 to 500')
      .max(500, 'must be 1 to 500')
      .optional(),
    DATABASE_STATEMENT_TIMEOUT: durationText(100).optional(),
    DATABASE_CONNECT_TIMEOUT: durationText(100).optional(),
    DATABASE_IDLE_IN_TRANSACTION_TIMEOUT: durationText(100).optional(),
    SHUTDOWN_GRACE: durationText(0).prefault('10s'),
    CORS_ORIGINS: z.string().transform(commaList).pipe(z.array(originSchema).min(1, 'must list at least one origin')).optional(),
    JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    JWT_TTL: z.string().regex(/^\d+[smhdw]$/, "must look like '7d', '12h', '30m' or '900s'").default('7d'),
    SMTP_URL: z
      .string()
      .refine((value) => isUrlWithProtocol(value, ['smtp:', 'smtps:']), 'must be an smtp:// or smtps:// URL')
      .optional(),
    MAIL_TRANSPORT: z.enum(mailTransports, { error: "must be 'smtp', 'log' or 'none'" }).optional(),
    MAIL_FROM: z.string().min(3, 'must be a sender address').default('Lectern <no-reply@lectern.dev>'),
    SIGNUP_EMAIL_DOMAINS: z
      .string()
      .default('gmail.com')
      .transform((value) => commaList(value.toLowerCase()))
      .pipe(
        z
          .array(z.string().regex(/^[a-z0-9-]+(\.[a-z0-9-]+)+$/, 'must be domain names like gmail.com'))
          .min(1, 'must list at least one domain'),
      ),
    ADMIN_EMAIL: z.string().trim().toLowerCase().pipe(z.email({ error: 'must be an e-mail address' })).default('admin@lectern.dev'),
    ADMIN_PASSWORD: z.string().min(8, 'must be at least 8 characters').max(128, 'must be at most 128 characters').optional(),
    // 'true' and 'false' are the names this setting had before 'demo' and 'none'.
    SEED: z
      .enum(['demo', 'none', 'true', 'false'], { error: "must be 'demo' or 'none'" })
      .optional()
      .transform((value): SeedMode | undefined => (value === 'true' ? 'demo' : value === 'false' ? 'none' : value)),
    API_DOCS: booleanText.optional(),
    PUBLIC_APP_URL: z
      .string()
      .refine((value) => isUrlWithProtocol(value, ['http:', 'https:']), 'must be an http(s) URL')
      .default(`http://localhost:${platform.shell.port}`),
    PUBLIC_API_URL: z
      .string()
      .refine((value) => isUrlWithProtocol(value, ['http:', 'https:']), 'must be an http(s) URL')
      .optional(),
    GOOGLE_CLIENT_ID: z.string().trim().min(1).max(512, 'must be at most 512 characters').optional(),
    GOOGLE_CLIENT_SECRET: z.string().trim().min(1).max(512, 'must be at most 512 characters').optional(),
    GOOGLE_ISSUER_URL: z
      .string()
      .refine(isSecureOrLoopbackUrl, 'must be an https URL (http only on localhost)')
      .default('https://accounts.google.com'),
    REDIS_URL: z
      .string()
      .refine((value) => isUrlWithProtocol(value, ['redis:', 'rediss:']), 'must be a redis:// or rediss:// URL')
      .optional(),
    RATE_LIMIT_SIGNIN_ACCOUNT_IP: rateLimitText.prefault('10/15m'),
    RATE_LIMIT_SIGNIN_ACCOUNT: rateLimitText.prefault('100/1h'),
    RATE_LIMIT_SIGNIN_IP: rateLimitText.prefault('100/15m'),
    RATE_LIMIT_SIGNIN_ACCOUNT_MAX: rateLimitText.prefault('1000/1h'),
    RATE_LIMIT_SIGNIN_DEVICE: rateLimitText.prefault('10/1h'),
    RATE_LIMIT_CODE_SEND_IP: rateLimitText.prefault('5/1h'),
    RATE_LIMIT_CODE_SEND_IP_MAX: rateLimitText.prefault('200/1h'),
    ALTCHA_MAX_NUMBER: z.coerce
      .number({ error: 'must be a number' })
      .int('must be a whole number')
      .min(10, 'must be 10 to 10000000')
      .max(10_000_000, 'must be 10 to 10000000')
      .default(20_000),
    RATE_LIMIT_CODE_VERIFY_IP: rateLimitText.prefault('300/1h'),
    TRUST_PROXY: trustProxyText.prefault('false'),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
        error: 'must be one of fatal, error, warn, info, debug, trace, silent',
      })
      .default('info'),
  })
  .superRefine((value, ctx) => {
    if (value.GOOGLE_CLIENT_ID && !value.GOOGLE_CLIENT_SECRET) {
      ctx.addIssue({ code: 'custom', path: ['GOOGLE_CLIENT_SECRET'], message: 'is required when GOOGLE_CLIENT_ID is set' });
    }
    if (value.GOOGLE_CLIENT_SECRET && !value.GOOGLE_CLIENT_ID) {
      ctx.addIssue({ code: 'custom', path: ['GOOGLE_CLIENT_ID'], message: 'is required when GOOGLE_CLIENT_SECRET is set' });
    }
    if (value.MAIL_TRANSPORT === 'smtp' && !value.SMTP_URL) {
      ctx.addIssue({ code: 'custom', path: ['SMTP_URL'], message: 'is required when MAIL_TRANSPORT=smtp' });
    }
    if (value.SMTP_URL && (value.MAIL_TRANSPORT === 'log' || value.MAIL_TRANSPORT === 'none')) {
      ctx.addIssue({ code: 'custom', path: ['MAIL_TRANSPORT'], message: `is '${value.MAIL_TRANSPORT}' but SMTP_URL is set: unset one of them` });
    }
    // The log is read by more people than the mailboxes: a code in it lets its reader take over the account.
    if (value.MAIL_TRANSPORT === 'log' && value.NODE_ENV !== 'development') {
      ctx.addIssue({ code: 'custom', path: ['MAIL_TRANSPORT'], message: "'log' prints one-time codes in the log: only with NODE_ENV=development" });
    }
    if (value.NODE_ENV !== 'production') return;
    if (!value.JWT_SECRET) {
      ctx.addIssue({ code: 'custom', path: ['JWT_SECRET'], message: 'is required when NODE_ENV=production' });
    }
    if (value.ADMIN_PASSWORD === demoPassword) {
      ctx.addIssue({ code: 'custom', path: ['ADMIN_PASSWORD'], message: 'must not be the published demo password in production' });
    }
    if (!value.SMTP_URL && !value.MAIL_TRANSPORT) {
      ctx.addIssue({
        code: 'custom',
        path: ['SMTP_URL'],
        message: 'is required in production to mail one-time codes (or set MAIL_TRANSPORT=none to run without e-mail: sign-up and password recovery by code are then off)',
      });
    }
  });

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
  const sqlitePath = raw.SQLITE_PATH === ':memory:' ? raw.SQLITE_PATH : path.resolve(raw.SQLITE_PATH);
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
    },
    altchaMaxNumber: raw.ALTCHA_MAX_NUMBER,
    trustProxy: raw.TRUST_PROXY,
    logLevel: raw.LOG_LEVEL,
    shutdownGraceMs: raw.SHUTDOWN_GRACE,
  };
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
