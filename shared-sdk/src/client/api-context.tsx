import { createContext, useContext, type ReactNode } from 'react';
import * as auth from '../endpoints/auth';
import * as courses from '../endpoints/courses';
import * as modules from '../endpoints/modules';
import * as videos from '../endpoints/videos';
import * as enrollments from '../endpoints/enrollments';
import * as cart from '../endpoints/cart';
import * as wishlist from '../endpoints/wishlist';
import * as certificates from '../endpoints/certificates';
import * as users from '../endpoints/users';
import * as stats from '../endpoints/stats';
import * as sessions from '../endpoints/sessions';
import * as insights from '../endpoints/insights';
import * as reviews from '../endpoints/reviews';

/** Every call the screens make, as one interface: pages take it from context so tests can hand in a fake. */
export const httpApi = { ...auth, ...courses, ...modules, ...videos, ...enrollments, ...cart, ...wishlist, ...certificates, ...users, ...stats, ...sessions, ...insights, ...reviews };
export type LecternApi = typeof httpApi;

const ApiContext = createContext<LecternApi>(httpApi);

export function ApiProvider({ api, children }: { api: LecternApi; children: ReactNode }) {
  return <ApiContext.Provider value={api}>{children}</ApiContext.Provider>;
}

export function useApi(): LecternApi {
  return useContext(ApiContext);
}
