import { call } from '../core/http';
import { authCalls } from '../auth/calls';

/** Ends the session of `token` (by default this device's) on the server; the caller forgets the token either way. */
export const logout = (token?: string) => call(authCalls.logout, token ? { token } : {});
