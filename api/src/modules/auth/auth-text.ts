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
