/**
 * Why a Google sign-in ended without a session. The API sends the browser back to /login?error=<code>; the page
 * shows the matching text. A code (not a text) travels in the address so nobody can put words on our page.
 */
export const googleSignInErrors = {
  google_not_configured: 'Google sign-in is not configured on this server.',
  google_failed: 'Google sign-in did not complete. Please try again.',
  google_cancelled: 'Google sign-in was cancelled.',
  google_unavailable: 'Google sign-in is unavailable right now. Try again in a moment.',
  google_email_unverified: 'Google has not verified this e-mail address. Sign in with your password instead.',
  google_account_mismatch: 'This e-mail address is linked to a different Google account.',
  email_domain_not_allowed: 'This e-mail address cannot be used to sign up here.',
  account_deactivated: 'Your account has been deactivated. Please contact support.',
  too_many_attempts: 'Too many sign-in attempts. Try again in a few minutes.',
} as const;
export type GoogleSignInError = keyof typeof googleSignInErrors;

export const isGoogleSignInError = (code: string | null): code is GoogleSignInError => code !== null && Object.hasOwn(googleSignInErrors, code);
