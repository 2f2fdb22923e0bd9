import type { GoogleHandoffExchangeInput, LoginInput } from './schemas';
import { apiBaseUrl, call } from '../core/http';
import { authCalls } from './calls';

/** With the API's cookies: a browser that signed in before presents its device cookie (see the README's rules). */
export const login = (input: LoginInput) => call(authCalls.login, { json: input, withCookies: true });
/**
 * The browser navigates here; the API redirects to Google and back to the app's callback page with a single-use code
 * (or to /login?error=). Our client always asks for the code: a session token never travels in an address it uses.
 */
export const googleSignInUrl = () => `${apiBaseUrl()}${authCalls.googleSignInUrl.path}?handoff=code`;
/** The callback page's code for the session; the browser's sign-in cookie goes along (it binds the code to this browser). */
export const exchangeGoogleHandoff = (input: GoogleHandoffExchangeInput) => call(authCalls.exchangeGoogleHandoff, { json: input, withCookies: true });
