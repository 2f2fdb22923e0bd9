import type { LoginInput, RegisterInput, ResetPasswordInput, SendOtpInput, VerifyOtpInput } from '../schemas/auth';
import { apiBaseUrl, request } from '../client/http';

export const login = (input: LoginInput) => request('post', '/api/auth/login', (s) => s.authResponseSchema, { json: input });
export const register = (input: RegisterInput) =>
  request('post', '/api/auth/register', (s) => s.authResponseSchema, { json: input });
export const getMe = () => request('get', '/api/auth/me', (s) => s.userResponseSchema);
export const sendOtp = (input: SendOtpInput) =>
  request('post', '/api/auth/send-otp', (s) => s.sendOtpResponseSchema, { json: input });
export const verifyOtp = (input: VerifyOtpInput) =>
  request('post', '/api/auth/verify-otp', (s) => s.messageResponseSchema, { json: input });
export const resetPassword = (input: ResetPasswordInput) =>
  request('post', '/api/auth/reset-password', (s) => s.messageResponseSchema, { json: input });
export const getAuthProviders = () => request('get', '/api/auth/providers', (s) => s.authProvidersResponseSchema);
/** The browser navigates here; the API redirects to Google and back to the shell with ?token= (or to /login?error=). */
export const googleSignInUrl = () => `${apiBaseUrl()}/api/auth/google`;
