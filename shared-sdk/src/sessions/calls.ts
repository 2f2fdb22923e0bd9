import { defineCalls } from '../core/call';

export const sessionsCalls = defineCalls('sessions', {
  listSessions: { method: 'GET', path: '/api/users/profile/sessions' },
  signOutSession: { method: 'DELETE', path: '/api/users/profile/sessions/:id' },
  signOutOtherSessions: { method: 'DELETE', path: '/api/users/profile/sessions' },
});
