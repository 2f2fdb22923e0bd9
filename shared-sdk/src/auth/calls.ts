import { defineCalls } from '../core/call';

export const authCalls = defineCalls('auth', {
  login: { method: 'POST', path: '/api/auth/login' },
  register: { method: 'POST', path: '/api/auth/register' },
  getMe: { method: 'GET', path: '/api/auth/me' },
  logout: { method: 'POST', path: '/api/auth/logout' },
  sendOtp: { method: 'POST', path: '/api/auth/send-otp' },
  verifyOtp: { method: 'POST', path: '/api/auth/verify-otp' },
  resetPassword: { method: 'POST', path: '/api/auth/reset-password' },
  getAuthChallenge: { method: 'GET', path: '/api/auth/challenge' },
  getAuthProviders: { method: 'GET', path: '/api/auth/providers' },
  // Browser navigations, not fetches: the page goes to the start, Google sends the browser back to the callback.
  googleSignInUrl: { method: 'GET', path: '/api/auth/google' },
  googleSignInCallback: { method: 'GET', path: '/api/auth/google/callback' },
  // The app's callback page trades the single-use code it was sent back with (and the browser's sign-in cookie) for the session.
  exchangeGoogleHandoff: { method: 'POST', path: '/api/auth/google/exchange' },
});
