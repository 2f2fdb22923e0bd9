import { call } from '../core/http';
import { statsCalls } from './calls';

export const getStats = () => call(statsCalls.getStats);
export const getApiVersion = () => call(statsCalls.getApiVersion);
