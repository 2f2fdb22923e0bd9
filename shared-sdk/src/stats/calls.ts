import { defineCalls } from '../core/call';

export const statsCalls = defineCalls('stats', {
  getStats: { method: 'GET', path: '/api/stats' },
  getApiVersion: { method: 'GET', path: '/api/version' },
});
