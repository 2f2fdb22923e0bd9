// The API's environment variables as one zod schema: each variable's form, its default and what a bad value is told.
// config/env.ts turns what it parses into the `Env` the server runs with.
import { z } from 'zod';
import platform from '@lectern/shared-sdk/platform.json';
import { paymentModes } from '@lectern/shared-sdk/payments/schemas';
import type { RateLimit } from '../lib/rate-limits';

/** The password every demo account shares (README). A production deployment may not use it. */
export const demoPassword = 'Lectern-demo-2026';

export type SeedMode = 'demo' | 'none';

export const mailTransports = ['smtp', 'log', 'none'] as const;
export type MailTransport = (typeof mailTransports)[number];

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

const originSchema = z.string().refine((value) => isUrlWithProtocol(value, ['http:', 'https:']) && new URL(value).origin === value, {
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

/** The variables the API reads, with their defaults and the message for each bad value. */
export const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test'], { error: 'must be development, production or test' }).default('development'),
    PORT: z.coerce
      .number({ error: 'must be a number' })
      .int('must be a whole number')
      .min(1, 'must be 1 to 65535')
      .max(65535, 'must be 1 to 65535')
      .default(platform.api.port),
    HOST: z.string().min(1).default('127.0.0.1'),
    SQLITE_PATH: z.string().optional(),
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
    JWT_TTL: z
      .string()
      .regex(/^\d+[smhdw]$/, "must look like '7d', '12h', '30m' or '900s'")
      .default('7d'),
    SMTP_URL: z
      .string()
      .refine((value) => isUrlWithProtocol(value, ['smtp:', 'smtps:']), 'must be an smtp:// or smtps:// URL')
      .optional(),
    MAIL_TRANSPORT: z.enum(mailTransports, { error: "must be 'smtp', 'log' or 'none'" }).optional(),
    MAIL_FROM: z.string().min(3, 'must be a sender address').default('Lectern <no-reply@lectern.dev>'),
    // The outbox's sender (modules/notifications/outbox-sender.ts). The lease must outlast one send's SMTP timeouts
    // (plugins/mail.ts: 40 s at worst), or a slow send's mail could be claimed and sent by another instance too.
    MAIL_OUTBOX_POLL: durationText(100).prefault('1s'),
    // The live notification stream's comment line: shorter than the idle timeout of any proxy in front of the API.
    NOTIFICATION_STREAM_HEARTBEAT: durationText(200).prefault('25s'),
    MAIL_OUTBOX_LEASE: durationText(45_000).prefault('2m'),
    MAIL_OUTBOX_MAX_ATTEMPTS: z.coerce
      .number({ error: 'must be a number' })
      .int('must be a whole number')
      .min(1, 'must be 1 to 50')
      .max(50, 'must be 1 to 50')
      .default(8),
    MAIL_OUTBOX_CONCURRENCY: z.coerce
      .number({ error: 'must be a number' })
      .int('must be a whole number')
      .min(1, 'must be 1 to 100')
      .max(100, 'must be 1 to 100')
      .default(8),
    SIGNUP_EMAIL_DOMAINS: z
      .string()
      .default('gmail.com')
      .transform((value) => commaList(value.toLowerCase()))
      .pipe(z.array(z.string().regex(/^[a-z0-9-]+(\.[a-z0-9-]+)+$/, 'must be domain names like gmail.com')).min(1, 'must list at least one domain')),
    ADMIN_EMAIL: z
      .string()
      .trim()
      .toLowerCase()
      .pipe(z.email({ error: 'must be an e-mail address' }))
      .default('admin@lectern.dev'),
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
    RATE_LIMIT_TELEMETRY_IP: rateLimitText.prefault('120/1m'),
    TRUST_PROXY: trustProxyText.prefault('false'),
    UPLOADS_DIR: z.string().optional(),
    S3_BUCKET: z
      .string()
      .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be a bucket name (3 to 63 lower-case letters, digits, dots and hyphens)')
      .optional(),
    S3_ENDPOINT: z
      .string()
      .refine((value) => isUrlWithProtocol(value, ['http:', 'https:']), 'must be an http(s) URL')
      .optional(),
    S3_REGION: z.string().trim().min(1).default('us-east-1'),
    S3_ACCESS_KEY_ID: z.string().trim().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().trim().min(1).optional(),
    S3_PREFIX: z
      .string()
      .regex(/^([A-Za-z0-9._-]+\/)*$/, "must be empty or folder names ending with '/', like 'uploads/'")
      .default('uploads/'),
    S3_FORCE_PATH_STYLE: booleanText.optional(),
    PAYMENTS: z.enum(paymentModes, { error: "must be 'none', 'test' or 'stripe'" }).default('none'),
    STRIPE_SECRET_KEY: z
      .string()
      .trim()
      .regex(/^(sk|rk)_(test|live)_[A-Za-z0-9]+$/, 'must be a Stripe secret or restricted key (sk_test_…, sk_live_…)')
      .optional(),
    STRIPE_WEBHOOK_SECRET: z
      .string()
      .trim()
      // Two when Connect's events (account.updated) come to their own endpoint: 'whsec_platform,whsec_connect'.
      .regex(/^whsec_[A-Za-z0-9+/=]+(\s*,\s*whsec_[A-Za-z0-9+/=]+)*$/, "must be the endpoint's signing secret (whsec_…), or two separated by a comma")
      .optional(),
    STRIPE_API_URL: z.string().refine(isSecureOrLoopbackUrl, 'must be an https URL (http only on localhost)').optional(),
    PLATFORM_FEE_PERCENT: z.coerce
      .number({ error: 'must be a number' })
      .min(0, 'must be 0 to 100')
      .max(100, 'must be 0 to 100')
      .refine((value) => Number.isInteger(value * 100), 'must have at most two decimals')
      .default(20),
    LECTERN_RELEASES_DIR: z.string().optional(),
    LECTERN_REGISTRY: z.string().optional(),
    CANARY_CHECK_EVERY: durationText(500).prefault('1m'),
    CANARY_WINDOW: z
      .string()
      .regex(/^\d+[mh]$/, "must look like '30m' or '2h'")
      .transform((value) => Number(value.slice(0, -1)) * (value.endsWith('h') ? 3600_000 : 60_000))
      .refine((value) => value >= 60_000 && value <= 7 * 24 * 3600_000, 'must be 1 minute to 7 days')
      .prefault('30m'),
    CANARY_MIN_SESSIONS: z.coerce
      .number({ error: 'must be a number' })
      .int('must be a whole number')
      .min(1, 'must be 1 to 1000000')
      .max(1_000_000, 'must be 1 to 1000000')
      .default(50),
    CANARY_CONFIDENCE: z.coerce
      .number({ error: 'must be a number' })
      .min(0.5, 'must be 0.5 to 0.9999')
      .max(0.9999, 'must be 0.5 to 0.9999')
      .default(0.99),
    CANARY_LCP_MARGIN: z.coerce
      .number({ error: 'must be a number' })
      .int('must be a whole percent')
      .min(1, 'must be 1 to 1000 (percent)')
      .max(1000, 'must be 1 to 1000 (percent)')
      .default(20),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
        error: 'must be one of fatal, error, warn, info, debug, trace, silent',
      })
      .default('info'),
  })
  .superRefine((value, ctx) => {
    for (const name of ['S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const) {
      if (value[name] && !value.S3_BUCKET) ctx.addIssue({ code: 'custom', path: ['S3_BUCKET'], message: `is required when ${name} is set` });
    }
    if (Boolean(value.S3_ACCESS_KEY_ID) !== Boolean(value.S3_SECRET_ACCESS_KEY)) {
      const missing = value.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID';
      ctx.addIssue({ code: 'custom', path: [missing], message: 'is required when the other S3 key is set' });
    }
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
    if (value.PAYMENTS === 'stripe') {
      for (const name of ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET'] as const) {
        if (!value[name]) ctx.addIssue({ code: 'custom', path: [name], message: 'is required when PAYMENTS=stripe' });
      }
    }
    if (value.NODE_ENV !== 'production') return;
    if (value.PAYMENTS === 'test') {
      ctx.addIssue({ code: 'custom', path: ['PAYMENTS'], message: "'test' takes no money and enrols anyone who presses Pay: not in production" });
    }
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
        message:
          'is required in production to mail one-time codes (or set MAIL_TRANSPORT=none to run without e-mail: sign-up and password recovery by code are then off)',
      });
    }
  });
