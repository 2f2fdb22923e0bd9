import { statsSchema } from '../schemas/stats';
import { request } from '../client/http';

export const getStats = () => request('get', '/api/stats', statsSchema);
