import type { Id } from '../core/schemas';
import { call } from '../core/http';
import { authCalls } from '../auth/calls';
import { sessionsCalls } from './calls';

export const listSessions = () => call(sessionsCalls.listSessions);
export const signOutSession = (id: Id) => call(sessionsCalls.signOutSession, { params: { id } });
export const signOutOtherSessions = () => call(sessionsCalls.signOutOtherSessions);
/** Ends the session of `token` (by default this device's) on the server; the caller forgets the token either way. */
export const logout = (token?: string) => call(authCalls.logout, token ? { token } : {});
