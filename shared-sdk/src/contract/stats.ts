import { defineCalls } from './call';

export const statsCalls = defineCalls({
  getStats: { method: 'GET', path: '/api/stats', responses: { 200: 'statsSchema' } },
  getApiVersion: { method: 'GET', path: '/api/version', responses: { 200: 'apiVersionSchema' } },
});
