import { defineCalls } from './call';

export const authCalls = defineCalls({
  login: { method: 'POST', path: '/api/auth/login', body: 'loginInputSchema', responses: { 200: 'authResponseSchema' } },
  register: { method: 'POST', path: '/api/auth/register', body: 'registerInputSchema', responses: { 201: 'authResponseSchema' } },
  getMe: { method: 'GET', path: '/api/auth/me', responses: { 200: 'userResponseSchema' } },
  logout: { method: 'POST', path: '/api/auth/logout', responses: { 200: 'messageResponseSchema' } },
  sendOtp: { method: 'POST', path: '/api/auth/send-otp', body: 'sendOtpInputSchema', responses: { 200: 'sendOtpResponseSchema' } },
  verifyOtp: { method: 'POST', path: '/api/auth/verify-otp', body: 'verifyOtpInputSchema', responses: { 200: 'messageResponseSchema' } },
  resetPassword: { method: 'POST', path: '/api/auth/reset-password', body: 'resetPasswordInputSchema', responses: { 200: 'messageResponseSchema' } },
  getAuthChallenge: { method: 'GET', path: '/api/auth/challenge', responses: { 200: 'altchaChallengeSchema' } },
  getAuthProviders: { method: 'GET', path: '/api/auth/providers', responses: { 200: 'authProvidersResponseSchema' } },
  // Browser navigations, not fetches: the page goes to the start, Google sends the browser back to the callback.
  googleSignInUrl: { method: 'GET', path: '/api/auth/google', query: 'googleSignInStartQuerySchema', responses: { 302: 'redirectResponseSchema' } },
  googleSignInCallback: { method: 'GET', path: '/api/auth/google/callback', responses: { 302: 'redirectResponseSchema' } },
  // The app's callback page trades the single-use code it was sent back with (and the browser's sign-in cookie) for the session.
  exchangeGoogleHandoff: {
    method: 'POST',
    path: '/api/auth/google/exchange',
    body: 'googleHandoffExchangeInputSchema',
    responses: { 200: 'authResponseSchema' },
  },
});
