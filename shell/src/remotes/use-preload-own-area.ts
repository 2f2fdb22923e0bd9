import { useEffect } from 'react';
import { sessionStore, type Role } from '@lectern/shared-sdk';
import { useAreaRegistry } from './area-registry-context';
import { roleArea } from './role-area';

/** After sign-in (or a restored session) the user's own area is fetched ahead of the first click into it. */
export function usePreloadOwnArea(): void {
  const registry = useAreaRegistry();

  useEffect(() => {
    const preload = (role: Role | undefined) => {
      const area = role ? roleArea(role) : null;
      if (area) registry.preload(area);
    };
    preload(sessionStore.getState().user?.role);
    return sessionStore.subscribe((state, previous) => {
      if (state.user?.role !== previous.user?.role) preload(state.user?.role);
    });
  }, [registry]);
}
