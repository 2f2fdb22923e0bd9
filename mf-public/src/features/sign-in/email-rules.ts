/** Spec section 5: sign-up and recovery accept Gmail addresses only (the server enforces its own list too). */
const ALLOWED_EMAIL_SUFFIX = '@gmail.com';

export function isAllowedEmail(email: string): boolean {
  const value = email.trim().toLowerCase();
  return value.length > ALLOWED_EMAIL_SUFFIX.length && value.endsWith(ALLOWED_EMAIL_SUFFIX);
}

/** QUALITY.md: the server refuses shorter passwords, so the form says so up front. */
export const MIN_PASSWORD_LENGTH = 8;
export const PASSWORD_HELPER_TEXT = `At least ${MIN_PASSWORD_LENGTH} characters.`;

export const OTP_LENGTH = 6;
export const RESEND_SECONDS = 60;
