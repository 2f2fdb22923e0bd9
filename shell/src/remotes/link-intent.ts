import type { QueryClient } from '@tanstack/react-query';
import { areaRoles, findArea, sessionStore } from '@lectern/shared-sdk';
import type { AreaRegistry } from './area-registry';

/** The page a same-site link leads to (its path), or null for another site, a download or a new tab. */
function destinationOf(target: EventTarget | null): string | null {
  const link = target instanceof Element ? target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin) return null;
  if (link.target && link.target !== '_self') return null;
  if (link.hasAttribute('download')) return null;
  return link.pathname;
}

/**
 * Fetches the code and the data of the page a link leads to as soon as the person shows the intent to follow it (a
 * pointer over it, a finger on it, focus on it), as Next.js's Link does: by the click, the page is usually ready and
 * renders within a frame. Each page is asked for once per page load; a page of an area the person may not open is not
 * fetched at all (the guard would not let them in).
 */
export function followLinkIntent(registry: AreaRegistry, queryClient: QueryClient): () => void {
  const asked = new Set<string>();
  const onIntent = (event: Event) => {
    const pathname = destinationOf(event.target);
    if (!pathname || pathname === window.location.pathname || asked.has(pathname)) return;
    const area = findArea(pathname);
    if (!area) return;
    const allowed = areaRoles[area];
    const role = sessionStore.getState().user?.role;
    if (allowed !== 'public' && (!role || !allowed.includes(role))) return;
    asked.add(pathname);
    registry.prefetch(area, pathname, queryClient);
  };
  document.addEventListener('pointerover', onIntent, { passive: true });
  document.addEventListener('touchstart', onIntent, { passive: true });
  document.addEventListener('focusin', onIntent);
  return () => {
    document.removeEventListener('pointerover', onIntent);
    document.removeEventListener('touchstart', onIntent);
    document.removeEventListener('focusin', onIntent);
  };
}
