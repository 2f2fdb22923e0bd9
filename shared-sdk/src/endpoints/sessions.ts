import { messageResponseSchema, type Id } from '../schemas/common';
import { sessionListSchema, signOutOthersResponseSchema } from '../schemas/sessions';
import { request } from '../client/http';

export const listSessions = () => request('get', '/api/users/profile/sessions', sessionListSchema);
export const signOutSession = (id: Id) => request('delete', `/api/users/profile/sessions/${id}`, messageResponseSchema);
export const signOutOtherSessions = () => request('delete', '/api/users/profile/sessions', signOutOthersResponseSchema);
/** Ends the session of `token` (by default this device's) on the server; the caller forgets the token either way. */
export const logout = (token?: string) => request('post', '/api/auth/logout', messageResponseSchema, token ? { token } : {});
