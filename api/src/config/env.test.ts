import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { apiRoot, EnvError, parseEnv } from './env';

const withSecret = { JWT_SECRET: 'x'.repeat(32) };
/** Production's other requirements, so each test shows the one it is about. */
const production = { NODE_ENV: 'production', ...withSecret, SMTP_URL: 'smtp://mail.example.com:587' };

describe('configuration', () => {
  it('has working defaults for a local start', () => {
    const env = parseEnv(withSecret);

    expect(env).toMatchObject({
      nodeEnv: 'development',
      port: 4000,
      host: '127.0.0.1',
      database: { kind: 'sqlite', path: path.join(apiRoot, 'data', 'lectern.db') },
      jwtTtl: '7d',
      smtpUrl: null,
      signupEmailDomains: ['gmail.com'],
      adminEmail: 'admin@lectern.dev',
      adminPassword: null,
      seed: 'demo',
      apiDocs: true,
      publicAppUrl: 'http://localhost:3000',
      logLevel: 'info',
    });
    for (const port of [3000, 3001, 3002, 3003, 3004]) {
      expect(env.corsOrigins).toEqual(expect.arrayContaining([`http://localhost:${port}`, `http://127.0.0.1:${port}`]));
    }
  });

  it('reads every variable', () => {
    const env = parseEnv({
      ...withSecret,
      PORT: '8080',
      HOST: '0.0.0.0',
      DATABASE_URL: 'postgres://lectern@db:5432/lectern',
      DATABASE_SCHEMA: 'lectern_eu',
      DATABASE_POOL_SIZE: '25',
      CORS_ORIGINS: 'https://lectern.dev, https://admin.lectern.dev',
      JWT_TTL: '12h',
      SMTP_URL: 'smtp://mail:2525',
      MAIL_FROM: 'Lectern <hello@lectern.dev>',
      SIGNUP_EMAIL_DOMAINS: 'Gmail.com,lectern.dev',
      ADMIN_EMAIL: 'Boss@Lectern.dev',
      ADMIN_PASSWORD: 'correct horse',
      SEED: 'none',
      API_DOCS: 'false',
      PUBLIC_APP_URL: 'https://lectern.dev/',
      LOG_LEVEL: 'warn',
    });

    expect(env).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      database: { kind: 'postgres', url: 'postgres://lectern@db:5432/lectern', schema: 'lectern_eu', poolSize: 25 },
      corsOrigins: ['https://lectern.dev', 'https://admin.lectern.dev'],
      jwtTtl: '12h',
      smtpUrl: 'smtp://mail:2525',
      mailFrom: 'Lectern <hello@lectern.dev>',
      signupEmailDomains: ['gmail.com', 'lectern.dev'],
      adminEmail: 'boss@lectern.dev',
      adminPassword: 'correct horse',
      seed: 'none',
      apiDocs: false,
      publicAppUrl: 'https://lectern.dev',
      logLevel: 'warn',
    });
  });

  it('reads the database deadlines and the shutdown grace period, and refuses durations it cannot read', () => {
    const env = parseEnv({
      ...withSecret,
      DATABASE_URL: 'postgres://lectern@db:5432/lectern',
      DATABASE_STATEMENT_TIMEOUT: '2500ms',
      DATABASE_CONNECT_TIMEOUT: '2s',
      DATABASE_IDLE_IN_TRANSACTION_TIMEOUT: '1m',
      SHUTDOWN_GRACE: '30s',
    });
    expect(env.database).toMatchObject({ timeouts: { statementMs: 2500, connectMs: 2000, idleInTransactionMs: 60_000 } });
    expect(env.shutdownGraceMs).toBe(30_000);
    expect(parseEnv(withSecret).shutdownGraceMs).toBe(10_000);
    expect(() => parseEnv({ ...withSecret, DATABASE_STATEMENT_TIMEOUT: '5' })).toThrow(/DATABASE_STATEMENT_TIMEOUT: must look like '5s'/);
    expect(() => parseEnv({ ...withSecret, DATABASE_CONNECT_TIMEOUT: '10ms' })).toThrow(/DATABASE_CONNECT_TIMEOUT: must be 100 ms to 10 minutes/);
    expect(() => parseEnv({ ...withSecret, SHUTDOWN_GRACE: '11m' })).toThrow(/SHUTDOWN_GRACE: must be 0 ms to 10 minutes/);
  });

  it('takes no payment by default, and checks each payment mode: Stripe needs its keys, production refuses the test checkout', () => {
    expect(parseEnv(withSecret).payments).toEqual({ mode: 'none', platformFeePercent: 20 });
    expect(parseEnv({ ...withSecret, PAYMENTS: 'test', PLATFORM_FEE_PERCENT: '12.5' }).payments).toEqual({ mode: 'test', platformFeePercent: 12.5 });
    expect(
      parseEnv({
        ...withSecret,
        PAYMENTS: 'stripe',
        STRIPE_SECRET_KEY: 'sk_test_abc123',
        STRIPE_WEBHOOK_SECRET: 'whsec_abc123',
        STRIPE_API_URL: 'http://127.0.0.1:12111',
      }).payments,
    ).toEqual({
      mode: 'stripe',
      platformFeePercent: 20,
      secretKey: 'sk_test_abc123',
      webhookSecrets: ['whsec_abc123'],
      apiUrl: { host: '127.0.0.1', port: 12111, protocol: 'http' },
    });

    const twoEndpoints = {
      ...withSecret,
      PAYMENTS: 'stripe',
      STRIPE_SECRET_KEY: 'sk_live_abc',
      STRIPE_WEBHOOK_SECRET: 'whsec_platform, whsec_connect',
    };
    expect(parseEnv(twoEndpoints).payments).toMatchObject({ webhookSecrets: ['whsec_platform', 'whsec_connect'] });
    expect(() => parseEnv({ ...twoEndpoints, STRIPE_WEBHOOK_SECRET: 'whsec_a,secret' })).toThrow('STRIPE_WEBHOOK_SECRET: must be the endpoint');
    expect(() => parseEnv({ ...withSecret, PAYMENTS: 'stripe' })).toThrow(
      'STRIPE_SECRET_KEY: is required when PAYMENTS=stripe; STRIPE_WEBHOOK_SECRET: is required when PAYMENTS=stripe',
    );
    expect(() => parseEnv({ ...withSecret, PAYMENTS: 'card' })).toThrow("PAYMENTS: must be 'none', 'test' or 'stripe'");
    expect(() => parseEnv({ ...withSecret, STRIPE_SECRET_KEY: 'pk_test_abc' })).toThrow(
      'STRIPE_SECRET_KEY: must be a Stripe secret or restricted key',
    );
    expect(() => parseEnv({ ...withSecret, STRIPE_API_URL: 'http://stripe.example.com' })).toThrow('STRIPE_API_URL: must be an https URL');
    expect(() => parseEnv({ ...withSecret, PLATFORM_FEE_PERCENT: '101' })).toThrow('PLATFORM_FEE_PERCENT: must be 0 to 100');
    expect(() => parseEnv({ ...production, PAYMENTS: 'test' })).toThrow(
      "PAYMENTS: 'test' takes no money and enrols anyone who presses Pay: not in production",
    );
  });

  it('treats an empty variable as unset', () => {
    expect(parseEnv({ ...withSecret, PORT: '', SEED: ' ' })).toMatchObject({ port: 4000, seed: 'demo' });
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT: must be a number'],
    [{ PORT: '70000' }, 'PORT: must be 1 to 65535'],
    [{ DATABASE_URL: 'mysql://db/lectern' }, 'DATABASE_URL: must be a postgres:// URL'],
    [{ DATABASE_SCHEMA: 'Lectern"; drop table users' }, 'DATABASE_SCHEMA: must be a lower-case PostgreSQL name (letters, digits, _)'],
    [{ DATABASE_POOL_SIZE: '0' }, 'DATABASE_POOL_SIZE: must be 1 to 500'],
    [{ CORS_ORIGINS: 'http://localhost:3000/path' }, "CORS_ORIGINS.0: 'http://localhost:3000/path' is not an origin like http://localhost:3000"],
    [{ JWT_SECRET: 'short' }, 'JWT_SECRET: must be at least 32 characters'],
    [{ JWT_TTL: 'forever' }, "JWT_TTL: must look like '7d', '12h', '30m' or '900s'"],
    [{ SMTP_URL: 'http://mail' }, 'SMTP_URL: must be an smtp:// or smtps:// URL'],
    [{ SEED: 'maybe' }, "SEED: must be 'demo' or 'none'"],
    [{ RATE_LIMIT_SIGNIN_IP: '10 per hour' }, "RATE_LIMIT_SIGNIN_IP: must look like '10/15m' (count / window in s, m, h or d)"],
    [{ SIGNUP_EMAIL_DOMAINS: '@gmail' }, 'SIGNUP_EMAIL_DOMAINS.0: must be domain names like gmail.com'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL: must be one of fatal, error, warn, info, debug, trace, silent'],
    [{ GOOGLE_CLIENT_ID: 'id' }, 'GOOGLE_CLIENT_SECRET: is required when GOOGLE_CLIENT_ID is set'],
    [{ GOOGLE_CLIENT_SECRET: 'secret' }, 'GOOGLE_CLIENT_ID: is required when GOOGLE_CLIENT_SECRET is set'],
    [{ GOOGLE_ISSUER_URL: 'http://issuer.example.com' }, 'GOOGLE_ISSUER_URL: must be an https URL (http only on localhost)'],
    [{ PUBLIC_API_URL: 'api.lectern.dev' }, 'PUBLIC_API_URL: must be an http(s) URL'],
  ])('rejects %j naming the variable', (source, message) => {
    expect(() => parseEnv({ ...withSecret, ...source })).toThrow(new EnvError(message));
  });

  describe('Google sign-in', () => {
    it('is off without a client id, with the API reached on its own port', () => {
      const env = parseEnv({ ...withSecret, PORT: '4100' });

      expect(env.google).toBeNull();
      expect(env.publicApiUrl).toBe('http://localhost:4100');
    });

    it("is on with a client id and secret, against Google's issuer unless another is named", () => {
      const credentials = { GOOGLE_CLIENT_ID: 'lectern.apps.googleusercontent.com', GOOGLE_CLIENT_SECRET: 's3cret' };

      expect(parseEnv({ ...withSecret, ...credentials }).google).toEqual({
        clientId: 'lectern.apps.googleusercontent.com',
        clientSecret: 's3cret',
        issuerUrl: 'https://accounts.google.com',
      });
      const local = parseEnv({
        ...withSecret,
        ...credentials,
        GOOGLE_ISSUER_URL: 'http://localhost:2628',
        PUBLIC_API_URL: 'https://api.lectern.dev/',
      });
      expect(local.google?.issuerUrl).toBe('http://localhost:2628');
      expect(local.publicApiUrl).toBe('https://api.lectern.dev');
    });
  });

  it('requires a real JWT secret in production, and opens no demo doors there unless asked', () => {
    expect(() => parseEnv({ ...production, JWT_SECRET: '' })).toThrow(new EnvError('JWT_SECRET: is required when NODE_ENV=production'));
    expect(parseEnv(production)).toMatchObject({ nodeEnv: 'production', seed: 'none', apiDocs: false, adminPassword: null });
    expect(parseEnv({ ...production, SEED: 'demo', API_DOCS: 'true' })).toMatchObject({ seed: 'demo', apiDocs: true });
  });

  it('refuses the published demo password as the admin password in production', () => {
    expect(() => parseEnv({ ...production, ADMIN_PASSWORD: 'Lectern-demo-2026' })).toThrow(
      new EnvError('ADMIN_PASSWORD: must not be the published demo password in production'),
    );
  });

  describe('mail transport', () => {
    it('mails codes when SMTP_URL is set, prints them in the log only in development, and sends none in tests', () => {
      expect(parseEnv({ ...withSecret, SMTP_URL: 'smtp://mail:2525' }).mailTransport).toBe('smtp');
      expect(parseEnv({ ...production }).mailTransport).toBe('smtp');
      expect(parseEnv(withSecret).mailTransport).toBe('log');
      expect(parseEnv({ ...withSecret, NODE_ENV: 'test' }).mailTransport).toBe('none');
    });

    it('refuses to start production without a transport, unless MAIL_TRANSPORT=none says so', () => {
      expect(() => parseEnv({ ...production, SMTP_URL: '' })).toThrow(
        new EnvError(
          'SMTP_URL: is required in production to mail one-time codes (or set MAIL_TRANSPORT=none to run without e-mail: sign-up and password recovery by code are then off)',
        ),
      );
      expect(parseEnv({ ...production, SMTP_URL: '', MAIL_TRANSPORT: 'none' })).toMatchObject({ mailTransport: 'none', smtpUrl: null });
    });

    it.each([
      [
        { NODE_ENV: 'production', MAIL_TRANSPORT: 'log', SMTP_URL: '' },
        "MAIL_TRANSPORT: 'log' prints one-time codes in the log: only with NODE_ENV=development",
      ],
      [{ NODE_ENV: 'test', MAIL_TRANSPORT: 'log' }, "MAIL_TRANSPORT: 'log' prints one-time codes in the log: only with NODE_ENV=development"],
      [{ MAIL_TRANSPORT: 'smtp' }, 'SMTP_URL: is required when MAIL_TRANSPORT=smtp'],
      [{ MAIL_TRANSPORT: 'none', SMTP_URL: 'smtp://mail:2525' }, "MAIL_TRANSPORT: is 'none' but SMTP_URL is set: unset one of them"],
      [{ MAIL_TRANSPORT: 'carrier-pigeon' }, "MAIL_TRANSPORT: must be 'smtp', 'log' or 'none'"],
    ])('refuses %j', (source, message) => {
      expect(() => parseEnv({ ...withSecret, ...source })).toThrow(new EnvError(message));
    });
  });

  describe('without JWT_SECRET outside production', () => {
    let dir: string;
    beforeEach(() => {
      dir = mkdtempSync(path.join(tmpdir(), 'lectern-env-'));
    });
    afterEach(() => rmSync(dir, { recursive: true, force: true }));

    it('generates a secret once, next to the SQLite file, so tokens survive restarts', () => {
      const source = { SQLITE_PATH: path.join(dir, 'data', 'lectern.db') };

      const first = parseEnv(source);
      const second = parseEnv(source);

      const file = path.join(dir, 'data', '.jwt-secret');
      expect(first.jwtSecret.length).toBeGreaterThanOrEqual(32);
      expect(second.jwtSecret).toBe(first.jwtSecret);
      expect(readFileSync(file, 'utf8').trim()).toBe(first.jwtSecret);
      expect(statSync(file).mode & 0o777).toBe(0o600);
    });
  });

  it('keeps uploaded images beside the database by default, in UPLOADS_DIR when set, or in an S3-compatible bucket', () => {
    expect(parseEnv(withSecret).uploads).toEqual({ kind: 'disk', dir: path.join(apiRoot, 'data', 'uploads') });
    expect(parseEnv({ ...withSecret, SQLITE_PATH: '/srv/lectern/db.sqlite' }).uploads).toEqual({ kind: 'disk', dir: '/srv/lectern/uploads' });
    expect(parseEnv({ ...withSecret, UPLOADS_DIR: '/var/lib/lectern/images' }).uploads).toEqual({ kind: 'disk', dir: '/var/lib/lectern/images' });

    expect(
      parseEnv({
        ...withSecret,
        S3_BUCKET: 'lectern-images',
        S3_ENDPOINT: 'https://minio.internal:9000',
        S3_ACCESS_KEY_ID: 'key',
        S3_SECRET_ACCESS_KEY: 'secret',
      }).uploads,
    ).toEqual({
      kind: 's3',
      bucket: 'lectern-images',
      endpoint: 'https://minio.internal:9000',
      region: 'us-east-1',
      credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
      prefix: 'uploads/',
      forcePathStyle: true,
    });
    // AWS itself: virtual-hosted addresses, and the SDK's own credentials chain.
    expect(parseEnv({ ...withSecret, S3_BUCKET: 'lectern-images', S3_REGION: 'eu-west-3', S3_PREFIX: 'prod/images/' }).uploads).toEqual({
      kind: 's3',
      bucket: 'lectern-images',
      region: 'eu-west-3',
      prefix: 'prod/images/',
      forcePathStyle: false,
    });

    expect(() => parseEnv({ ...withSecret, S3_ENDPOINT: 'https://minio.internal:9000' })).toThrow('S3_BUCKET: is required when S3_ENDPOINT is set');
    expect(() => parseEnv({ ...withSecret, S3_BUCKET: 'lectern-images', S3_ACCESS_KEY_ID: 'key' })).toThrow(
      'S3_SECRET_ACCESS_KEY: is required when the other S3 key is set',
    );
    expect(() => parseEnv({ ...withSecret, S3_BUCKET: 'Lectern Images' })).toThrow('S3_BUCKET: must be a bucket name');
    expect(() => parseEnv({ ...withSecret, S3_BUCKET: 'b-1', S3_PREFIX: '/abs' })).toThrow('S3_PREFIX:');
  });

  it('has sound rate limits and no Redis or trusted proxy by default', () => {
    const env = parseEnv(withSecret);

    expect(env.redisUrl).toBeNull();
    expect(env.trustProxy).toBe(false);
    expect(env.rateLimits).toEqual({
      signInPerAccountAndIp: { limit: 10, windowSeconds: 900 },
      signInPerAccount: { limit: 100, windowSeconds: 3600 },
      signInPerIp: { limit: 100, windowSeconds: 900 },
      signInPerAccountWithWork: { limit: 1000, windowSeconds: 3600 },
      signInPerDevice: { limit: 10, windowSeconds: 3600 },
      codeSendsPerIp: { limit: 5, windowSeconds: 3600 },
      codeSendsPerIpWithWork: { limit: 200, windowSeconds: 3600 },
      codeFailuresPerIp: { limit: 300, windowSeconds: 3600 },
      telemetryPerIp: { limit: 120, windowSeconds: 60 },
    });
    expect(env.altchaMaxNumber).toBe(20_000);
    expect(() => parseEnv({ ...withSecret, ALTCHA_MAX_NUMBER: '5' })).toThrow('ALTCHA_MAX_NUMBER: must be 10 to 10000000');
  });

  it('lets an operator change the rate limits, share them through Redis and trust a proxy', () => {
    const env = parseEnv({
      ...withSecret,
      REDIS_URL: 'redis://10.0.0.5:6379',
      RATE_LIMIT_SIGNIN_IP: '1000/15m',
      RATE_LIMIT_CODE_SEND_IP: '5/30s',
      RATE_LIMIT_TELEMETRY_IP: '600/1m',
      TRUST_PROXY: '10.0.0.0/8, 192.168.1.1',
    });

    expect(env.redisUrl).toBe('redis://10.0.0.5:6379');
    expect(env.rateLimits.signInPerIp).toEqual({ limit: 1000, windowSeconds: 900 });
    expect(env.rateLimits.codeSendsPerIp).toEqual({ limit: 5, windowSeconds: 30 });
    expect(env.rateLimits.telemetryPerIp).toEqual({ limit: 600, windowSeconds: 60 });
    expect(env.trustProxy).toEqual(['10.0.0.0/8', '192.168.1.1']);
    expect(parseEnv({ ...withSecret, TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(parseEnv({ ...withSecret, TRUST_PROXY: 'true' }).trustProxy).toBe(true);
  });

  it.each([
    ['RATE_LIMIT_SIGNIN_ACCOUNT', 'ten', "RATE_LIMIT_SIGNIN_ACCOUNT: must look like '10/15m'"],
    ['RATE_LIMIT_CODE_VERIFY_IP', '0/1h', 'RATE_LIMIT_CODE_VERIFY_IP: must allow at least 1 event'],
    ['REDIS_URL', 'http://cache:6379', 'REDIS_URL: must be a redis:// or rediss:// URL'],
    ['TRUST_PROXY', 'the load balancer', 'TRUST_PROXY: must be true, false, a number of hops'],
  ])('refuses %s=%s with a message naming it', (name, value, message) => {
    expect(() => parseEnv({ ...withSecret, [name]: value })).toThrow(message);
  });

  it('stops the server at start-up with a message naming the bad variable', () => {
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: apiRoot,
      env: { ...process.env, PORT: 'eighty', JWT_SECRET: 'x'.repeat(32) },
      encoding: 'utf8',
      timeout: 20000,
    });

    expect(result.status).toBe(1);
    expect(result.stderr).toContain('Invalid configuration: PORT: must be a number');
  });
});
