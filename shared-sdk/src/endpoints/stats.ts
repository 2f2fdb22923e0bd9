import { call } from '../client/http';
import { statsCalls } from '../contract/stats';

export const getStats = () => call(statsCalls.getStats);
export const getApiVersion = () => call(statsCalls.getApiVersion);
