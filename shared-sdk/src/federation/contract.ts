import type { ReactElement } from 'react';
import type { Role } from '../schemas/users';

/** The federated module names and their one exposed module ('./routes'). */
export const remoteNames = ['mf_public', 'mf_student', 'mf_educator', 'mf_admin'] as const;
export type RemoteName = (typeof remoteNames)[number];
export const EXPOSED_ROUTES_MODULE = './routes';

/** One route a remote contributes; the shell mounts it under its layout and guard. */
export interface AreaRoute {
  /** Absolute react-router pattern, e.g. '/course/:courseId'. */
  path: string;
  element: ReactElement;
}

/** What every remote's './routes' module exports as default. */
export interface RemoteAreaModule {
  routes: AreaRoute[];
}

/** The run-time descriptor the shell fetches: `remotes.json`. */
export type RemotesManifest = Record<RemoteName, string>;

/** Which roles may open an area; 'public' areas need no sign-in. */
export const areaRoles: Record<RemoteName, readonly Role[] | 'public'> = {
  mf_public: 'public',
  mf_student: ['student'],
  mf_educator: ['educator'],
  mf_admin: ['admin'],
};
