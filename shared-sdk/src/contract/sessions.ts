import { defineCalls } from './call';

export const sessionsCalls = defineCalls({
  listSessions: { method: 'GET', path: '/api/users/profile/sessions', responses: { 200: 'sessionListSchema' } },
  signOutSession: { method: 'DELETE', path: '/api/users/profile/sessions/:id', params: 'idParamsSchema', responses: { 200: 'messageResponseSchema' } },
  signOutOtherSessions: { method: 'DELETE', path: '/api/users/profile/sessions', responses: { 200: 'signOutOthersResponseSchema' } },
});
