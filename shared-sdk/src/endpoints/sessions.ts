import type { Id } from '../schemas/common';
import { request } from '../client/http';

export const listSessions = () => request('get', '/api/users/profile/sessions', (s) => s.sessionListSchema);
export const signOutSession = (id: Id) => request('delete', `/api/users/profile/sessions/${id}`, (s) => s.messageResponseSchema);
export const signOutOtherSessions = () => request('delete', '/api/users/profile/sessions', (s) => s.signOutOthersResponseSchema);
/** Ends the session of `token` (by default this device's) on the server; the caller forgets the token either way. */
export const logout = (token?: string) => request('post', '/api/auth/logout', (s) => s.messageResponseSchema, token ? { token } : {});
