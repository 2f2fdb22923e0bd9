import { request } from '../client/http';

export const getStats = () => request('get', '/api/stats', (s) => s.statsSchema);
