import { z } from 'zod';
import { emailSchema, nameSchema, newPasswordSchema, otpSchema } from './common';
import { userSchema } from './users';

export const otpModes = ['signup', 'forgot'] as const;
export const otpModeSchema = z.enum(otpModes, { error: "must be 'signup' or 'forgot'" });
export type OtpMode = z.infer<typeof otpModeSchema>;

export const loginInputSchema = z.object({
  email: emailSchema,
  password: z.string({ error: 'is required' }).min(1, 'is required').max(128, 'must be at most 128 characters'),
});
export type LoginInput = z.input<typeof loginInputSchema>;

export const registerInputSchema = z.object({
  name: nameSchema,
  email: emailSchema,
  password: newPasswordSchema,
  otp: otpSchema,
});
export type RegisterInput = z.input<typeof registerInputSchema>;

export const sendOtpInputSchema = z.object({
  email: emailSchema,
  mode: otpModeSchema.default('signup'),
});
export type SendOtpInput = z.input<typeof sendOtpInputSchema>;

export const verifyOtpInputSchema = z.object({
  email: emailSchema,
  otp: otpSchema,
  mode: otpModeSchema.default('signup'),
});
export type VerifyOtpInput = z.input<typeof verifyOtpInputSchema>;

export const resetPasswordInputSchema = z.object({
  email: emailSchema,
  otp: otpSchema,
  newPassword: newPasswordSchema,
});
export type ResetPasswordInput = z.input<typeof resetPasswordInputSchema>;

export const authResponseSchema = z.object({ user: userSchema, token: z.string() });
export type AuthResponse = z.infer<typeof authResponseSchema>;

/** send-otp answers when the next code may be requested, so the screen's countdown matches the server. */
export const sendOtpResponseSchema = z.object({
  message: z.string(),
  resendAfterSeconds: z.number().int(),
});
export type SendOtpResponse = z.infer<typeof sendOtpResponseSchema>;
