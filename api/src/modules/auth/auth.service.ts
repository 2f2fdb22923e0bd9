import type { Kysely } from 'kysely';
import type { AuthResponse, OtpMode, SendOtpResponse } from '@lectern/shared-sdk/schemas/auth';
import type { MessageResponse } from '@lectern/shared-sdk/schemas/common';
import type { Env } from '../../config/env';
import type { Database, OtpCodeRow, UserRow } from '../../db/schema';
import { addSeconds, type Clock } from '../../lib/clock';
import { badRequest, conflict, forbidden, notFound, serviceUnavailable, tooManyRequests, unauthorized } from '../../lib/http-errors';
import { RateLimiter, type RateLimitStore } from '../../lib/rate-limiter';
import type { Mailer } from '../../plugins/mail';
import { authMessages } from '../../plugins/auth';
import { usersRepository } from '../users/users.repository';
import { toUser } from '../users/users.mapper';
import { sessionsRepository } from '../sessions/sessions.repository';
import { authRepository } from './auth.repository';
import { createOtpHasher, generateOtp, otpPolicy } from './otp-codes';
import { otpMail } from './otp-mail';
import { hashPassword, verifyPassword } from './passwords';
import type { SessionService } from '../sessions/session-service';

/** Server messages the screens map to their texts (spec section 8); keep them verbatim. */
export const authText = {
  invalidCredentials: 'Invalid email or password',
  userExists: 'User already exists',
  userNotFound: 'User not found',
  otpSent: 'OTP sent',
  otpVerified: 'OTP verified',
  invalidOtp: 'Invalid OTP',
  codeExpired: 'Code expired. Request a new code.',
  tooManyAttempts: 'Too many attempts. Request a new code.',
  notVerified: 'Please verify your OTP before creating an account.',
  passwordReset: 'Password reset successful',
  mailFailed: 'We could not send the e-mail. Try again in a moment.',
} as const;

/** Whether a new account may be opened for this e-mail (SIGNUP_EMAIL_DOMAINS): by code or by Google. */
export function isSignupDomain(email: string, domains: readonly string[]): boolean {
  return domains.includes(email.slice(email.lastIndexOf('@') + 1));
}

export function signupDomainMessage(domains: readonly string[]): string {
  if (domains.length === 1 && domains[0] === 'gmail.com') return 'Please use a Gmail address to sign up.';
  return `Please use an e-mail address at ${domains.join(' or ')} to sign up.`;
}

const waitText = (seconds: number) =>
  seconds < 60 ? `${seconds} seconds` : `${Math.ceil(seconds / 60)} minute${seconds > 60 ? 's' : ''}`;

const iso = (date: Date) => date.toISOString();
const secondsUntil = (moment: Date, from: Date) => Math.ceil((moment.getTime() - from.getTime()) / 1000);

export interface AuthServiceDeps {
  db: Kysely<Database>;
  env: Pick<Env, 'jwtSecret' | 'signupEmailDomains' | 'publicAppUrl' | 'rateLimits'>;
  now: Clock;
  mailer: Mailer;
  sessions: SessionService;
  /** Where the counters live (memory, or Redis shared by every instance). */
  rateLimitStore: RateLimitStore;
}

/** Who is asking: the address limits count, and the device a new session is named after. */
export interface Client {
  ip: string;
  userAgent: string | undefined;
}

export function createAuthService({ db, env, now, mailer, sessions, rateLimitStore }: AuthServiceDeps) {
  const users = usersRepository(db);
  const codes = authRepository(db);
  const hasher = createOtpHasher(env.jwtSecret);
  const limits = {
    loginFailuresPerAccount: new RateLimiter('signin-account', env.rateLimits.signInPerAccount, rateLimitStore),
    loginFailuresPerIp: new RateLimiter('signin-ip', env.rateLimits.signInPerIp, rateLimitStore),
    codeSendsPerIp: new RateLimiter('code-send-ip', env.rateLimits.codeSendsPerIp, rateLimitStore),
    codeFailuresPerIp: new RateLimiter('code-verify-ip', env.rateLimits.codeFailuresPerIp, rateLimitStore),
  };

  async function enforce(limiter: RateLimiter, key: string, message: (wait: string) => string) {
    const seconds = await limiter.retryAfterSeconds(key);
    if (seconds > 0) throw tooManyRequests(message(waitText(seconds)), seconds);
  }

  function assertSignupDomain(email: string) {
    if (!isSignupDomain(email, env.signupEmailDomains)) throw badRequest(signupDomainMessage(env.signupEmailDomains));
  }

  async function session(user: UserRow, client: Client): Promise<AuthResponse> {
    return { user: toUser(user), token: await sessions.open(user, client.userAgent) };
  }

  /**
   * The code that counts, when `code` is it and it may still be used: the newest of the e-mail and purpose, or,
   * when no purpose is named (the spec's verify and reset payloads carry none), the newest unconsumed one of any.
   */
  async function checkCode(email: string, purpose: OtpMode | undefined, code: string, ip: string, mustBeVerified: boolean): Promise<OtpCodeRow> {
    await enforce(limits.codeFailuresPerIp, ip, (wait) => `Too many wrong codes from your network. Try again in ${wait}.`);
    const at = now();
    if ((await codes.countFailuresSince(email, iso(addSeconds(at, -3600)))) >= otpPolicy.maxFailuresPerHour) {
      throw tooManyRequests('Too many wrong codes for this e-mail. Try again in an hour.', 3600);
    }
    const row = purpose ? await codes.findNewest(email, purpose) : await codes.findNewestUnconsumed(email);
    if (!row || row.consumed_at !== null) throw badRequest(authText.invalidOtp);
    const resendIn = Math.max(1, secondsUntil(addSeconds(new Date(row.sent_at), otpPolicy.resendCooldownSeconds), at));
    if (row.attempts >= otpPolicy.maxAttemptsPerCode) throw tooManyRequests(authText.tooManyAttempts, resendIn);
    if (at.getTime() >= Date.parse(row.expires_at)) throw badRequest(authText.codeExpired);
    if (mustBeVerified && row.verified_at === null) throw badRequest(authText.notVerified);
    if (!(await codes.takeAttempt(row.id, otpPolicy.maxAttemptsPerCode))) throw tooManyRequests(authText.tooManyAttempts, resendIn);
    if (!hasher.matches(row.code_hash, email, row.purpose, code)) {
      await limits.codeFailuresPerIp.hit(ip);
      throw badRequest(authText.invalidOtp);
    }
    await codes.markVerified(row.id, iso(at));
    return row;
  }

  return {
    async login(input: { email: string; password: string }, client: Client): Promise<AuthResponse> {
      const { ip } = client;
      await enforce(limits.loginFailuresPerAccount, input.email, (wait) => `Too many failed sign-in attempts. Try again in ${wait}.`);
      await enforce(limits.loginFailuresPerIp, ip, (wait) => `Too many failed sign-in attempts. Try again in ${wait}.`);
      const user = await users.findByEmail(input.email);
      const passwordMatches = await verifyPassword(user?.password_hash ?? null, input.password);
      if (!user || !passwordMatches) {
        await limits.loginFailuresPerAccount.hit(input.email);
        await limits.loginFailuresPerIp.hit(ip);
        throw unauthorized(authText.invalidCredentials);
      }
      await limits.loginFailuresPerAccount.reset(input.email);
      if (user.role === 'student' && user.is_active === 0) throw forbidden(authMessages.studentDeactivated);
      return session(user, client);
    },

    async sendCode(input: { email: string; mode: OtpMode }, ip: string): Promise<SendOtpResponse> {
      const { email, mode } = input;
      if (mode === 'signup') assertSignupDomain(email);
      const user = await users.findByEmail(email);
      if (mode === 'signup' && user) throw conflict(authText.userExists);
      if (mode === 'forgot' && !user) throw notFound(authText.userNotFound);

      const at = now();
      const previous = await codes.findNewest(email, mode);
      const wait = previous ? secondsUntil(addSeconds(new Date(previous.sent_at), otpPolicy.resendCooldownSeconds), at) : 0;
      if (wait > 0) throw tooManyRequests(`Please wait ${wait} seconds before requesting a new code.`, wait);
      await enforce(limits.codeSendsPerIp, ip, (text) => `Too many codes requested from your network. Try again in ${text}.`);
      await limits.codeSendsPerIp.hit(ip);

      const code = generateOtp();
      await codes.deleteSentBefore(email, iso(addSeconds(at, -24 * 3600)));
      const id = await codes.insert({
        email,
        purpose: mode,
        codeHash: hasher.hash(email, mode, code),
        sentAt: iso(at),
        expiresAt: iso(addSeconds(at, otpPolicy.ttlSeconds)),
      });
      await mailer.send(otpMail({ to: email, code, purpose: mode, appUrl: env.publicAppUrl })).catch(async (error: unknown) => {
        // Nobody received this code: drop it so the cooldown does not block a retry.
        await codes.delete(id);
        throw serviceUnavailable(authText.mailFailed, error);
      });
      return { message: authText.otpSent, resendAfterSeconds: otpPolicy.resendCooldownSeconds };
    },

    async verifyCode(input: { email: string; otp: string; mode?: OtpMode | undefined }, ip: string): Promise<MessageResponse> {
      await checkCode(input.email, input.mode, input.otp, ip, false);
      return { message: authText.otpVerified };
    },

    async register(input: { name: string; email: string; password: string; otp: string }, client: Client): Promise<AuthResponse> {
      assertSignupDomain(input.email);
      if (await users.findByEmail(input.email)) throw conflict(authText.userExists);
      const code = await checkCode(input.email, 'signup', input.otp, client.ip, true);
      const passwordHash = await hashPassword(input.password);
      const user = await db.transaction().execute(async (trx) => {
        if (!(await authRepository(trx).consume(code.id, iso(now())))) throw badRequest(authText.invalidOtp);
        return usersRepository(trx).create({
          name: input.name,
          email: input.email,
          passwordHash,
          role: 'student',
          createdAt: iso(now()),
        });
      });
      return session(user, client);
    },

    /** A reset ends every session of the account (a password change keeps the caller's; see the profile service). */
    async resetPassword(
      input: { email: string; otp: string; newPassword: string; mode?: OtpMode | undefined },
      ip: string,
    ): Promise<MessageResponse> {
      const user = await users.findByEmail(input.email);
      if (!user) throw badRequest(authText.invalidOtp);
      const code = await checkCode(input.email, input.mode, input.otp, ip, false);
      const passwordHash = await hashPassword(input.newPassword);
      await db.transaction().execute(async (trx) => {
        if (!(await authRepository(trx).consume(code.id, iso(now())))) throw badRequest(authText.invalidOtp);
        await usersRepository(trx).setPassword(user.id, passwordHash);
        await sessionsRepository(trx).revokeAll(user.id, iso(now()));
      });
      await limits.loginFailuresPerAccount.reset(input.email);
      return { message: authText.passwordReset };
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
