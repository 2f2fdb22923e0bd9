import { request } from '../client/http';

export const getStats = () => request('get', '/api/stats', (s) => s.statsSchema);
export const getApiVersion = () => request('get', '/api/version', (s) => s.apiVersionSchema);
