import {
  authProvidersResponseSchema,
  authResponseSchema,
  sendOtpResponseSchema,
  type LoginInput,
  type RegisterInput,
  type ResetPasswordInput,
  type SendOtpInput,
  type VerifyOtpInput,
} from '../schemas/auth';
import { messageResponseSchema } from '../schemas/common';
import { userResponseSchema } from '../schemas/users';
import { apiBaseUrl, request } from '../client/http';

export const login = (input: LoginInput) => request('post', '/api/auth/login', authResponseSchema, { json: input });
export const register = (input: RegisterInput) =>
  request('post', '/api/auth/register', authResponseSchema, { json: input });
export const getMe = () => request('get', '/api/auth/me', userResponseSchema);
export const sendOtp = (input: SendOtpInput) =>
  request('post', '/api/auth/send-otp', sendOtpResponseSchema, { json: input });
export const verifyOtp = (input: VerifyOtpInput) =>
  request('post', '/api/auth/verify-otp', messageResponseSchema, { json: input });
export const resetPassword = (input: ResetPasswordInput) =>
  request('post', '/api/auth/reset-password', messageResponseSchema, { json: input });
export const getAuthProviders = () => request('get', '/api/auth/providers', authProvidersResponseSchema);
/** The browser navigates here; the API redirects to Google and back to the shell with ?token= (or to /login?error=). */
export const googleSignInUrl = () => `${apiBaseUrl()}/api/auth/google`;
