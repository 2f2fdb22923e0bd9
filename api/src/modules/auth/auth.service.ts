import type { Kysely } from 'kysely';
import type { AuthResponse, OtpMode } from '@lectern/shared-sdk/auth/schemas';
import type { MessageResponse } from '@lectern/shared-sdk/core/schemas';
import type { Env } from '../../config/env';
import type { Database, UserRow } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { badRequest, conflict, forbidden, HttpError, unauthorized } from '../../lib/http-errors';
import { AddressLimit, waitText, type Limit, type Limiting, type RateLimit } from '../../lib/rate-limits';
import type { WorkQueue } from '../../lib/work-queue';
import type { Mailer } from '../../plugins/mail';
import { authMessages } from '../../plugins/auth';
import { usersRepository } from '../users/users.repository';
import { toUser } from '../users/users.mapper';
import { sessionsRepository } from '../sessions/sessions.repository';
import { authText } from './auth-text';
import { authRepository } from './auth.repository';
import { createEmailCodes } from './email-codes';
import { hashPassword, verifyPassword } from './passwords';
import { createDeviceCookies, type DeviceCookie } from './device-cookies';
import { createProofOfWork, proofOfWorkRequired } from './proof-of-work';
import type { SessionService } from '../sessions/session-service';

const iso = (date: Date) => date.toISOString();

/** What every way of signing in works with (e-mail and password here, Google in google-sign-in.ts). */
export interface SignInDeps {
  db: Kysely<Database>;
  now: Clock;
  sessions: SessionService;
  /** A rate limit under a name, in the deployment's store (memory, PostgreSQL or Redis). */
  rateLimit: (name: string, rule: RateLimit) => Limit;
}

export interface AuthServiceDeps extends SignInDeps {
  env: Pick<Env, 'jwtSecret' | 'signupEmailDomains' | 'publicAppUrl' | 'rateLimits' | 'altchaMaxNumber'>;
  mailer: Mailer;
  /** Where argon2 runs: bounded and fair between addresses. */
  passwordWork: WorkQueue;
  /**
   * The owners' lane: where a sign-in from a browser that signed in to the account before (its device cookie) checks
   * its password, a queue of its own that strangers cannot fill however many they are.
   */
  ownersWork: WorkQueue;
}

/** Who is asking: the address limits count (an IPv6 address by its /64), and the device a new session is named after. */
export interface Client {
  ip: string;
  userAgent: string | undefined;
  /** The request's cookies: a browser that signed in before presents its device cookie. */
  cookies?: Readonly<Record<string, string | undefined>>;
}

/** A sign-in's answer and the device cookie the browser keeps for the next one. */
export interface SignInResult {
  session: AuthResponse;
  device: DeviceCookie;
}

/** A rate-limit point a request holds until it knows whether it failed. */
interface Charge {
  limit: Limiting;
  key: string;
  /** On success: forget the key's every failure (a right password ends a run of wrong ones from that pair). */
  clearOnSuccess?: boolean;
}

async function giveBack(charges: Charge[], success = false): Promise<void> {
  await Promise.all(charges.map(({ limit, key, clearOnSuccess }) => (success && clearOnSuccess ? limit.clear(key) : limit.giveBack(key))));
}

/** A sign-in of a known account in a rush (`ip`, `account`): the password queue's places each may hold. */
const passwordWorkKeys = (ip: string, email: string) => [`ip ${ip}`, `account ${email.toLowerCase()}`];

const signInRefused = (wait: string) => `Too many failed sign-in attempts. Try again in ${wait}.`;
const signInNeedsWork = (wait: string) =>
  `Too many failed sign-in attempts. Your browser must solve a proof of work to go on (the sign-in page does it for you), or try again in ${wait}.`;
/** Seconds a challenge may be solved and sent. */
const challengeTtlSeconds = 10 * 60;

export function createAuthService({ db, env, now, mailer, sessions, rateLimit, passwordWork, ownersWork }: AuthServiceDeps) {
  const users = usersRepository(db);
  // rate-limiter-flexible's login protection: failures per (account, address) lock that pair only; failures per
  // account over every address and per address over every account stop guessing spread out either way.
  const limits = {
    signInPerAccountAndIp: rateLimit('signin-account-ip', env.rateLimits.signInPerAccountAndIp),
    signInPerAccount: rateLimit('signin-account', env.rateLimits.signInPerAccount),
    signInPerIp: new AddressLimit(rateLimit, 'signin-ip', env.rateLimits.signInPerIp),
    signInPerAccountWithWork: rateLimit('signin-account-work', env.rateLimits.signInPerAccountWithWork),
    signInPerDevice: rateLimit('signin-device', env.rateLimits.signInPerDevice),
  };

  const devices = createDeviceCookies(env.jwtSecret);
  const work = createProofOfWork({
    secret: env.jwtSecret,
    maxNumber: env.altchaMaxNumber,
    ttlSeconds: challengeTtlSeconds,
    spent: rateLimit('altcha-spent', { limit: 1, windowSeconds: challengeTtlSeconds }),
  });

  const emailCodes = createEmailCodes({ db, env, now, mailer, rateLimit, work });

  async function session(user: UserRow, client: Client): Promise<AuthResponse> {
    return { user: toUser(user), token: await sessions.open(user, client.userAgent) };
  }

  /**
   * The account's points (from this address, from every address); past either, a proof of work instead, and then the
   * hard cap's point. Each point taken joins `charges`.
   */
  async function chargeAccount(email: string, pair: string, altcha: string | undefined, charges: Charge[]): Promise<void> {
    const pairWait = await limits.signInPerAccountAndIp.tryTake(pair);
    if (pairWait === 0) charges.push({ limit: limits.signInPerAccountAndIp, key: pair, clearOnSuccess: true });
    const accountWait = await limits.signInPerAccount.tryTake(email);
    if (accountWait === 0) charges.push({ limit: limits.signInPerAccount, key: email });
    if (pairWait === 0 && accountWait === 0) return;
    const wait = Math.max(pairWait, accountWait);
    if (altcha === undefined) throw proofOfWorkRequired(signInNeedsWork(waitText(wait)), wait, await work.challenge());
    await work.verify(altcha);
    await limits.signInPerAccountWithWork.take(email, signInRefused);
    charges.push({ limit: limits.signInPerAccountWithWork, key: email });
  }

  return {
    /** A fresh proof-of-work challenge (GET /api/auth/challenge). */
    challenge: () => work.challenge(),

    /**
     * Every attempt takes its points first and a right password gives them back, so only failures count and a burst
     * gets no more password checks than the limits allow. A browser that signed in to the account before (its device
     * cookie) is judged by its own failures; any other is judged by the account's (from its address, and from every
     * address), and past them must send a proof of work, up to a hard cap far higher: guessing spread over many
     * addresses costs work, and never locks the owner out of a browser they have used before.
     */
    async login(input: { email: string; password: string; altcha?: string | undefined }, client: Client): Promise<SignInResult> {
      const { ip } = client;
      const email = input.email;
      const pair = `${email} ${ip}`;
      // A place in the password queue first: a burst past its address's or account's share is refused (429) before
      // it takes any point or costs a query. A browser carrying a valid device cookie (checked without a query) is
      // asked which account it is for; the owner's own browser waits in the owners' lane, which a flood of strangers,
      // from however many addresses, never reaches.
      const known = devices.accountsOf(client.cookies ?? {});
      const owner = known.length > 0 ? await users.findByEmail(email) : undefined;
      const place =
        owner && known.includes(owner.id)
          ? ownersWork.reserve([`device ${devices.read(owner.id, client.cookies ?? {})}`])
          : passwordWork.reserve(passwordWorkKeys(ip, email));
      const charges: Charge[] = [];
      let user: UserRow | undefined;
      let presented: string | null = null;
      try {
        await limits.signInPerIp.take(ip, signInRefused);
        charges.push({ limit: limits.signInPerIp, key: ip });
        user = owner ?? (await users.findByEmail(email));
        presented = user ? devices.read(user.id, client.cookies ?? {}) : null;
        // A device that failed too often is itself locked: it is then one browser among others.
        const device = presented !== null && (await limits.signInPerDevice.tryTake(presented)) === 0 ? presented : null;
        if (device !== null) charges.push({ limit: limits.signInPerDevice, key: device, clearOnSuccess: true });
        else await chargeAccount(email, pair, input.altcha, charges);
        const hash = user?.password_hash ?? null;
        const passwordMatches = await place.run(() => verifyPassword(hash, input.password));
        if (!user || !passwordMatches) throw unauthorized(authText.invalidCredentials);
      } catch (error) {
        // Refused before the password was checked (work asked for, the queue full): not a failed attempt.
        if (!(error instanceof HttpError && error.statusCode === 401)) await giveBack(charges);
        throw error;
      } finally {
        place.release();
      }
      await giveBack(charges, true);
      if (user.role === 'student' && user.is_active === 0) throw forbidden(authMessages.studentDeactivated);
      return { session: await session(user, client), device: devices.issue(user.id, presented) };
    },

    sendCode: (input: { email: string; mode: OtpMode; altcha?: string | undefined }, ip: string) => emailCodes.send(input, ip),

    async verifyCode(input: { email: string; otp: string; mode?: OtpMode | undefined }, ip: string): Promise<MessageResponse> {
      await emailCodes.check(input.email, input.mode, input.otp, ip, false);
      return { message: authText.otpVerified };
    },

    async register(input: { name: string; email: string; password: string; otp: string }, client: Client): Promise<AuthResponse> {
      emailCodes.assertSignupDomain(input.email);
      // The code first (a check counted per address): only someone who received a sign-up code for this e-mail ever
      // learns that an account has it meanwhile, so sign-up tells a prober nothing.
      const code = await emailCodes.check(input.email, 'signup', input.otp, client.ip, true);
      if (await users.findByEmail(input.email)) throw conflict(authText.userExists);
      const passwordHash = await passwordWork.run(passwordWorkKeys(client.ip, input.email), () => hashPassword(input.password));
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
      const code = await emailCodes.check(input.email, input.mode, input.otp, ip, false);
      const passwordHash = await passwordWork.run(passwordWorkKeys(ip, input.email), () => hashPassword(input.newPassword));
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
