import type { CreateEducatorInput } from './schemas';
import type { Id } from '../core/schemas';
import { call } from '../core/http';
import { usersCalls } from './calls';

export const setEducatorApproval = (id: Id, isApproved: boolean) => call(usersCalls.setEducatorApproval, { params: { id }, json: { isApproved } });
export const createEducator = (input: CreateEducatorInput) => call(usersCalls.createEducator, { json: { ...input, role: 'educator' } });
