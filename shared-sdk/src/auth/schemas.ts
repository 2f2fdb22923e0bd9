import { lazySchema } from '../core/zod-config';
import { z } from 'zod';
import { emailSchema, newAccountShape, newPasswordSchema, otpSchema, messageResponseSchema } from '../core/schemas';
import { userSchema, userResponseSchema } from '../users/schemas';
import type { CallSchemas } from '../core/call';
import type { authCalls } from './calls';

export const otpModes = ['signup', 'forgot'] as const;
export const otpModeSchema = lazySchema(() => z.enum(otpModes, { error: "must be 'signup' or 'forgot'" }));
export type OtpMode = z.infer<typeof otpModeSchema>;

/**
 * A solved ALTCHA challenge (base64 of `{challenge, solution}`), sent only when the server asked for work: a sign-in of
 * an account under attack from a browser it does not know, or code requests past a network's free share.
 */
const altchaPayloadSchema = z.string().min(1, 'must be a solved proof of work').max(4096, 'must be at most 4096 characters');

export const loginInputSchema = lazySchema(() =>
  z.object({
    email: emailSchema,
    password: z.string({ error: 'is required' }).min(1, 'is required').max(128, 'must be at most 128 characters'),
    altcha: altchaPayloadSchema.optional(),
  }),
);
export type LoginInput = z.input<typeof loginInputSchema>;

/** A one-time code and the e-mail it was sent to, as sign-up, verify-otp and reset-password take them. */
const emailCodeShape = { email: emailSchema, otp: otpSchema };

export const registerInputSchema = lazySchema(() => z.object({ ...newAccountShape, otp: otpSchema }));
export type RegisterInput = z.input<typeof registerInputSchema>;

export const sendOtpInputSchema = lazySchema(() =>
  z.object({
    email: emailSchema,
    mode: otpModeSchema.default('signup'),
    altcha: altchaPayloadSchema.optional(),
  }),
);
export type SendOtpInput = z.input<typeof sendOtpInputSchema>;

/**
 * The spec's payload is `{email, otp}`: without `mode` the newest unused code of the e-mail counts, whatever it was
 * sent for; `mode` narrows it to the codes sent for that purpose.
 */
export const verifyOtpInputSchema = lazySchema(() =>
  z.object({
    ...emailCodeShape,
    mode: otpModeSchema.optional(),
  }),
);
export type VerifyOtpInput = z.input<typeof verifyOtpInputSchema>;

export const resetPasswordInputSchema = lazySchema(() =>
  z.object({
    ...emailCodeShape,
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
 * How a browser starts Google sign-in. `handoff=code`: come back to the app's callback page with a single-use code
 * to exchange by POST (our shell); without it, the spec's form: back to the app with the session token in the address.
 */
export const googleSignInStartQuerySchema = lazySchema(() => z.object({ handoff: z.literal('code', { error: "must be 'code'" }).optional() }));
export type GoogleSignInStartQuery = z.input<typeof googleSignInStartQuerySchema>;

/** The hand-off code from the callback page's address (43 base64url characters: 32 random bytes). */
export const googleHandoffExchangeInputSchema = lazySchema(() =>
  z.object({
    code: z.string({ error: 'is required' }).regex(/^[A-Za-z0-9_-]{43}$/, 'must be the sign-in code from the address'),
  }),
);
export type GoogleHandoffExchangeInput = z.input<typeof googleHandoffExchangeInputSchema>;

/** An ALTCHA proof-of-work challenge (altcha-lib's v2 format): the browser finds the counter whose key it names. */
export const altchaChallengeSchema = lazySchema(() =>
  z.object({
    // Loose: the signature covers every parameter, so none may be dropped on the way.
    parameters: z.looseObject({
      algorithm: z.string(),
      nonce: z.string(),
      salt: z.string(),
      cost: z.number(),
      keyLength: z.number(),
      keyPrefix: z.string(),
      keySignature: z.string().optional(),
      expiresAt: z.number().optional(),
    }),
    signature: z.string(),
  }),
);
export type AltchaChallenge = z.infer<typeof altchaChallengeSchema>;

/**
 * A refusal that may ask for work: `code: 'proof_of_work_required'` with a `challenge` to solve and send back as
 * `altcha`; other refusals of the same status carry only the message.
 */
export const refusalSchema = lazySchema(() =>
  z.object({ message: z.string(), code: z.string().optional(), challenge: altchaChallengeSchema.optional() }),
);
export type Refusal = z.infer<typeof refusalSchema>;

/** What a browser navigation (Google sign-in) answers: no body, a redirect. */
export const redirectResponseSchema = lazySchema(() => z.null().describe('Redirect; see the Location header'));

export { googleSignInErrors, isGoogleSignInError } from './google-sign-in';
export type { GoogleSignInError } from './google-sign-in';

/** The shapes of each call of auth/calls.ts: what the API validates and documents, and what the client parses. */
export const authSchemas = {
  login: { body: loginInputSchema, responses: { 200: authResponseSchema } },
  register: { body: registerInputSchema, responses: { 201: authResponseSchema } },
  getMe: { responses: { 200: userResponseSchema } },
  logout: { responses: { 200: messageResponseSchema } },
  sendOtp: { body: sendOtpInputSchema, responses: { 200: sendOtpResponseSchema } },
  verifyOtp: { body: verifyOtpInputSchema, responses: { 200: messageResponseSchema } },
  resetPassword: { body: resetPasswordInputSchema, responses: { 200: messageResponseSchema } },
  getAuthChallenge: { responses: { 200: altchaChallengeSchema } },
  getAuthProviders: { responses: { 200: authProvidersResponseSchema } },
  googleSignInUrl: { query: googleSignInStartQuerySchema, responses: { 302: redirectResponseSchema } },
  googleSignInCallback: { responses: { 302: redirectResponseSchema } },
  exchangeGoogleHandoff: { body: googleHandoffExchangeInputSchema, responses: { 200: authResponseSchema } },
} satisfies CallSchemas<typeof authCalls>;
