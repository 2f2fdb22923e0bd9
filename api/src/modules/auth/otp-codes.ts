import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import type { OtpMode } from '@lectern/shared-sdk/auth/schemas';

/** QUALITY.md, one-time codes. */
export const otpPolicy = {
  ttlSeconds: 10 * 60,
  resendCooldownSeconds: 60,
  maxAttemptsPerCode: 5,
  maxFailuresPerHour: 100,
} as const;

export const generateOtp = (): string => String(randomInt(0, 1_000_000)).padStart(6, '0');

export interface OtpHasher {
  hash(email: string, purpose: OtpMode, code: string): string;
  matches(storedHash: string, email: string, purpose: OtpMode, code: string): boolean;
}

/**
 * Codes are stored as an HMAC bound to the e-mail and purpose: a database leak reveals no code, and a code
 * sent for one address or purpose is worthless for another.
 */
export function createOtpHasher(appSecret: string): OtpHasher {
  const key = createHmac('sha256', appSecret).update('lectern:otp-codes').digest();
  const hash = (email: string, purpose: OtpMode, code: string) => createHmac('sha256', key).update(`${email}:${purpose}:${code}`).digest('hex');
  return {
    hash,
    matches(storedHash, email, purpose, code) {
      const expected = Buffer.from(storedHash, 'hex');
      const actual = Buffer.from(hash(email, purpose, code), 'hex');
      return expected.length === actual.length && timingSafeEqual(expected, actual);
    },
  };
}
