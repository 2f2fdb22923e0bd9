import { useCallback, useSyncExternalStore } from 'react';
import { findArea, useLocation, type PageLayout } from '@lectern/shared-sdk';
import { useAreaRegistry } from '../remotes/area-registry-context';

/**
 * The frame the page at the current address asks for (its route's `layout` in the area's page table). Known before the
 * render on the server and before hydration in the browser (both have the area loaded by then), so both draw the
 * same frame; a page opened in the browser from scratch is framed as standard until its area has loaded.
 */
export function usePageLayout(): PageLayout {
  const registry = useAreaRegistry();
  const { pathname } = useLocation();
  const read = useCallback((): PageLayout => {
    const owner = findArea(pathname);
    return owner ? registry.layout(owner, pathname) : 'standard';
  }, [registry, pathname]);
  return useSyncExternalStore(registry.subscribe, read, read);
}
