import type { Kysely } from 'kysely';
import type { OtpMode, SendOtpResponse } from '@lectern/shared-sdk/auth/schemas';
import type { Env } from '../../config/env';
import type { Database, OtpCodeRow } from '../../db/schema';
import { addSeconds, type Clock } from '../../lib/clock';
import { badRequest, conflict, forbidden, notFound, serviceUnavailable, tooManyRequests } from '../../lib/http-errors';
import { AddressLimit, waitText, type Limit, type RateLimit } from '../../lib/rate-limits';
import type { Mailer } from '../../plugins/mail';
import { usersRepository } from '../users/users.repository';
import { authText, isSignupDomain, signupDomainMessage } from './auth-text';
import { authRepository } from './auth.repository';
import { createOtpHasher, generateOtp, otpPolicy } from './otp-codes';
import { otpMail } from './otp-mail';
import { proofOfWorkRequired, type ProofOfWork } from './proof-of-work';

const iso = (date: Date) => date.toISOString();
const secondsUntil = (moment: Date, from: Date) => Math.ceil((moment.getTime() - from.getTime()) / 1000);

const codesRefused = (wait: string) => `Too many codes requested from your network. Try again in ${wait}.`;
const codesNeedWork = (wait: string) =>
  `Too many codes requested from your network. Your browser must solve a proof of work to go on (the sign-up page does it for you), or try again in ${wait}.`;
const wrongCodesRefused = (wait: string) => `Too many wrong codes from your network. Try again in ${wait}.`;

export interface EmailCodesDeps {
  db: Kysely<Database>;
  env: Pick<Env, 'jwtSecret' | 'signupEmailDomains' | 'publicAppUrl' | 'rateLimits'>;
  now: Clock;
  mailer: Mailer;
  rateLimit: (name: string, rule: RateLimit) => Limit;
  /** The proof of work a code request past its free share must carry (shared with sign-in). */
  work: ProofOfWork;
}

/**
 * One-time codes sent by e-mail (sign-up, a forgotten password): sending one, with its limits per address and e-mail,
 * and checking one a person typed.
 */
export function createEmailCodes({ db, env, now, mailer, rateLimit, work }: EmailCodesDeps) {
  const users = usersRepository(db);
  const codes = authRepository(db);
  const hasher = createOtpHasher(env.jwtSecret);
  const codeSendsPerIp = new AddressLimit(rateLimit, 'code-send-ip', env.rateLimits.codeSendsPerIp);
  const codeSendsPerIpWithWork = new AddressLimit(rateLimit, 'code-send-ip-work', env.rateLimits.codeSendsPerIpWithWork);
  const codeFailuresPerIp = new AddressLimit(rateLimit, 'code-verify-ip', env.rateLimits.codeFailuresPerIp);

  function assertSignupDomain(email: string) {
    if (!isSignupDomain(email, env.signupEmailDomains)) throw badRequest(signupDomainMessage(env.signupEmailDomains));
  }

  async function send(input: { email: string; mode: OtpMode; altcha?: string | undefined }, ip: string): Promise<SendOtpResponse> {
    const { email, mode } = input;
    // MAIL_TRANSPORT=none: refused before anything is counted or stored.
    if (!mailer.canSend) throw forbidden(authText.codesOff);
    if (mode === 'signup') assertSignupDomain(email);
    // Counted before the e-mail is looked up: the answers below tell whether an account exists (the spec's texts).
    // A few codes an hour are free; past them, each needs a proof of work, up to a hard cap far above a classroom.
    await codeSendsPerIpWithWork.take(ip, codesRefused);
    if (input.altcha !== undefined) {
      await work.verify(input.altcha);
    } else {
      const wait = await codeSendsPerIp.tryTake(ip);
      if (wait > 0) {
        await codeSendsPerIpWithWork.giveBack(ip);
        throw proofOfWorkRequired(codesNeedWork(waitText(wait)), wait, await work.challenge());
      }
    }
    const user = await users.findByEmail(email);
    if (mode === 'signup' && user) throw conflict(authText.userExists);
    if (mode === 'forgot' && !user) throw notFound(authText.userNotFound);

    // The 60 s between codes is one slot per e-mail and purpose, taken atomically by the database.
    const at = now();
    if (!(await codes.takeSendSlot(email, mode, iso(at), iso(addSeconds(at, -otpPolicy.resendCooldownSeconds))))) {
      const taken = await codes.sendSlotTakenAt(email, mode);
      const wait = taken
        ? Math.max(1, secondsUntil(addSeconds(new Date(taken), otpPolicy.resendCooldownSeconds), at))
        : otpPolicy.resendCooldownSeconds;
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
  }

  /**
   * The code that counts, when `code` is it and it may still be used: the newest of the e-mail and purpose, or,
   * when no purpose is named (the spec's verify and reset payloads carry none), the newest unconsumed one of any.
   */
  async function check(email: string, purpose: OtpMode | undefined, code: string, ip: string, mustBeVerified: boolean): Promise<OtpCodeRow> {
    // Taken before the check and given back for a right code: a burst of guesses cannot outrun the count.
    await codeFailuresPerIp.take(ip, wrongCodesRefused);
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
    await codeFailuresPerIp.giveBack(ip);
    await codes.markVerified(row.id, iso(at));
    return row;
  }

  return { send, check, assertSignupDomain };
}

export type EmailCodes = ReturnType<typeof createEmailCodes>;
