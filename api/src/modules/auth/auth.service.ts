import type { Kysely } from 'kysely';
import type { AuthResponse, OtpMode, SendOtpResponse } from '@lectern/shared-sdk/schemas/auth';
import type { MessageResponse } from '@lectern/shared-sdk/schemas/common';
import type { Env } from '../../config/env';
import type { Database, OtpCodeRow, UserRow } from '../../db/schema';
import { addSeconds, type Clock } from '../../lib/clock';
import { badRequest, conflict, forbidden, notFound, serviceUnavailable, tooManyRequests, unauthorized } from '../../lib/http-errors';
import type { Limit, RateLimit } from '../../lib/rate-limits';
import type { WorkQueue } from '../../lib/work-queue';
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
import { notFoundMessages } from '../../lib/not-found';

/** Server messages the screens map to their texts (spec section 8); keep them verbatim. */
export const authText = {
  invalidCredentials: 'Invalid email or password',
  userExists: 'User already exists',
  userNotFound: notFoundMessages.user,
  otpSent: 'OTP sent',
  otpVerified: 'OTP verified',
  invalidOtp: 'Invalid OTP',
  codeExpired: 'Code expired. Request a new code.',
  tooManyAttempts: 'Too many attempts. Request a new code.',
  notVerified: 'Please verify your OTP before creating an account.',
  passwordReset: 'Password reset successful',
  mailFailed: 'We could not send the e-mail. Try again in a moment.',
  codesOff: 'This server sends no e-mail, so it cannot send codes: sign in with Google, or ask an administrator.',
} as const;

/** Whether a new account may be opened for this e-mail (SIGNUP_EMAIL_DOMAINS): by code or by Google. */
export function isSignupDomain(email: string, domains: readonly string[]): boolean {
  return domains.includes(email.slice(email.lastIndexOf('@') + 1));
}

export function signupDomainMessage(domains: readonly string[]): string {
  if (domains.length === 1 && domains[0] === 'gmail.com') return 'Please use a Gmail address to sign up.';
  return `Please use an e-mail address at ${domains.join(' or ')} to sign up.`;
}

const iso = (date: Date) => date.toISOString();
const secondsUntil = (moment: Date, from: Date) => Math.ceil((moment.getTime() - from.getTime()) / 1000);

/** What every way of signing in works with (e-mail and password here, Google in google-sign-in.ts). */
export interface SignInDeps {
  db: Kysely<Database>;
  now: Clock;
  sessions: SessionService;
  /** A rate limit under a name, in the deployment's store (memory, PostgreSQL or Redis). */
  rateLimit: (name: string, rule: RateLimit) => Limit;
}

export interface AuthServiceDeps extends SignInDeps {
  env: Pick<Env, 'jwtSecret' | 'signupEmailDomains' | 'publicAppUrl' | 'rateLimits'>;
  mailer: Mailer;
  /** Where argon2 runs: bounded and fair between addresses. */
  passwordWork: WorkQueue;
}

/** Who is asking: the address limits count, and the device a new session is named after. */
export interface Client {
  ip: string;
  userAgent: string | undefined;
}

const signInRefused = (wait: string) => `Too many failed sign-in attempts. Try again in ${wait}.`;
const codesRefused = (wait: string) => `Too many codes requested from your network. Try again in ${wait}.`;
const wrongCodesRefused = (wait: string) => `Too many wrong codes from your network. Try again in ${wait}.`;

export function createAuthService({ db, env, now, mailer, sessions, rateLimit, passwordWork }: AuthServiceDeps) {
  const users = usersRepository(db);
  const codes = authRepository(db);
  const hasher = createOtpHasher(env.jwtSecret);
  // rate-limiter-flexible's login protection: failures per (account, address) lock that pair only; failures per
  // account over every address and per address over every account stop guessing spread out either way.
  const limits = {
    signInPerAccountAndIp: rateLimit('signin-account-ip', env.rateLimits.signInPerAccountAndIp),
    signInPerAccount: rateLimit('signin-account', env.rateLimits.signInPerAccount),
    signInPerIp: rateLimit('signin-ip', env.rateLimits.signInPerIp),
    codeSendsPerIp: rateLimit('code-send-ip', env.rateLimits.codeSendsPerIp),
    codeFailuresPerIp: rateLimit('code-verify-ip', env.rateLimits.codeFailuresPerIp),
  };

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
    // Taken before the check and given back for a right code: a burst of guesses cannot outrun the count.
    await limits.codeFailuresPerIp.take(ip, wrongCodesRefused);
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
    if (!hasher.matches(row.code_hash, email, row.purpose, code)) throw badRequest(authText.invalidOtp);
    await limits.codeFailuresPerIp.giveBack(ip);
    await codes.markVerified(row.id, iso(at));
    return row;
  }

  return {
    /**
     * Every attempt takes its points first (address, account, the pair) and a right password gives them back, so
     * only failures count and a burst gets no more password checks than the limits allow.
     */
    async login(input: { email: string; password: string }, client: Client): Promise<AuthResponse> {
      const { ip } = client;
      const pair = `${input.email} ${ip}`;
      await limits.signInPerIp.take(ip, signInRefused);
      await limits.signInPerAccountAndIp.take(pair, signInRefused);
      await limits.signInPerAccount.take(input.email, signInRefused);
      const user = await users.findByEmail(input.email);
      const passwordMatches = await passwordWork.run(ip, () => verifyPassword(user?.password_hash ?? null, input.password));
      if (!user || !passwordMatches) throw unauthorized(authText.invalidCredentials);
      await Promise.all([limits.signInPerIp.giveBack(ip), limits.signInPerAccount.giveBack(input.email), limits.signInPerAccountAndIp.clear(pair)]);
      if (user.role === 'student' && user.is_active === 0) throw forbidden(authMessages.studentDeactivated);
      return session(user, client);
    },

    async sendCode(input: { email: string; mode: OtpMode }, ip: string): Promise<SendOtpResponse> {
      const { email, mode } = input;
      // MAIL_TRANSPORT=none: refused before anything is counted or stored.
      if (!mailer.canSend) throw forbidden(authText.codesOff);
      if (mode === 'signup') assertSignupDomain(email);
      // Counted before the e-mail is looked up: the answers below tell whether an account exists (the spec's texts).
      await limits.codeSendsPerIp.take(ip, codesRefused);
      const user = await users.findByEmail(email);
      if (mode === 'signup' && user) throw conflict(authText.userExists);
      if (mode === 'forgot' && !user) throw notFound(authText.userNotFound);

      // The 60 s between codes is one slot per e-mail and purpose, taken atomically by the database.
      const at = now();
      if (!(await codes.takeSendSlot(email, mode, iso(at), iso(addSeconds(at, -otpPolicy.resendCooldownSeconds))))) {
        const taken = await codes.sendSlotTakenAt(email, mode);
        const wait = taken ? Math.max(1, secondsUntil(addSeconds(new Date(taken), otpPolicy.resendCooldownSeconds), at)) : otpPolicy.resendCooldownSeconds;
        throw tooManyRequests(`Please wait ${wait} seconds before requesting a new code.`, wait);
      }

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
        // Nobody received this code: drop it and free the slot so the cooldown does not block a retry.
        await codes.delete(id);
        await codes.releaseSendSlot(email, mode, iso(at));
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
      // The code first (a check counted per address): only someone who received a sign-up code for this e-mail ever
      // learns that an account has it meanwhile, so sign-up tells a prober nothing.
      const code = await checkCode(input.email, 'signup', input.otp, client.ip, true);
      if (await users.findByEmail(input.email)) throw conflict(authText.userExists);
      const passwordHash = await passwordWork.run(client.ip, () => hashPassword(input.password));
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
      const passwordHash = await passwordWork.run(ip, () => hashPassword(input.newPassword));
      await db.transaction().execute(async (trx) => {
        if (!(await authRepository(trx).consume(code.id, iso(now())))) throw badRequest(authText.invalidOtp);
        await usersRepository(trx).setPassword(user.id, passwordHash);
        await sessionsRepository(trx).revokeAll(user.id, iso(now()));
      });
      await limits.signInPerAccount.clear(input.email);
      return { message: authText.passwordReset };
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
