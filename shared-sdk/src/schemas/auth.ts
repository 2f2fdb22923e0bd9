import { lazySchema } from './zod-config';
import { z } from 'zod';
import { emailSchema, nameSchema, newPasswordSchema, otpSchema } from './common';
import { userSchema } from './users';

export const otpModes = ['signup', 'forgot'] as const;
export const otpModeSchema = lazySchema(() => z.enum(otpModes, { error: "must be 'signup' or 'forgot'" }));
export type OtpMode = z.infer<typeof otpModeSchema>;

export const loginInputSchema = lazySchema(() =>
  z.object({
    email: emailSchema,
    password: z.string({ error: 'is required' }).min(1, 'is required').max(128, 'must be at most 128 characters'),
  }),
);
export type LoginInput = z.input<typeof loginInputSchema>;

export const registerInputSchema = lazySchema(() =>
  z.object({
    name: nameSchema,
    email: emailSchema,
    password: newPasswordSchema,
    otp: otpSchema,
  }),
);
export type RegisterInput = z.input<typeof registerInputSchema>;

export const sendOtpInputSchema = lazySchema(() =>
  z.object({
    email: emailSchema,
    mode: otpModeSchema.default('signup'),
  }),
);
export type SendOtpInput = z.input<typeof sendOtpInputSchema>;

/**
 * The spec's payload is `{email, otp}`: without `mode` the newest unused code of the e-mail counts, whatever it was
 * sent for; `mode` narrows it to the codes sent for that purpose.
 */
export const verifyOtpInputSchema = lazySchema(() =>
  z.object({
    email: emailSchema,
    otp: otpSchema,
    mode: otpModeSchema.optional(),
  }),
);
export type VerifyOtpInput = z.input<typeof verifyOtpInputSchema>;

export const resetPasswordInputSchema = lazySchema(() =>
  z.object({
    email: emailSchema,
    otp: otpSchema,
    newPassword: newPasswordSchema,
    /** As on verify-otp: optional, narrows which code counts. */
    mode: otpModeSchema.optional(),
  }),
);
export type ResetPasswordInput = z.input<typeof resetPasswordInputSchema>;

export const authResponseSchema = lazySchema(() => z.object({ user: userSchema, token: z.string() }));
export type AuthResponse = z.infer<typeof authResponseSchema>;

/** send-otp answers when the next code may be requested, so the screen's countdown matches the server. */
export const sendOtpResponseSchema = lazySchema(() =>
  z.object({
    message: z.string(),
    resendAfterSeconds: z.number().int(),
  }),
);
export type SendOtpResponse = z.infer<typeof sendOtpResponseSchema>;

/** Which sign-in methods the server offers (Google needs a client id and secret). */
export const authProvidersResponseSchema = lazySchema(() => z.object({ google: z.boolean() }));
export type AuthProvidersResponse = z.infer<typeof authProvidersResponseSchema>;

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

export const isGoogleSignInError = (code: string | null): code is GoogleSignInError =>
  code !== null && Object.hasOwn(googleSignInErrors, code);
