import { createContext, useContext, type ReactNode } from 'react';
import * as auth from '../auth/api';
import * as courses from '../courses/api';
import * as modules from '../modules/api';
import * as videos from '../videos/api';
import * as enrollments from '../enrollments/api';
import * as cart from '../cart/api';
import * as wishlist from '../wishlist/api';
import * as certificates from '../certificates/api';
import * as users from '../users/api';
import * as stats from '../stats/api';
import * as sessions from '../sessions/api';
import * as insights from '../insights/api';
import * as reviews from '../reviews/api';

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
