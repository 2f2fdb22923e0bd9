import { useEffect } from 'react';

/**
 * When the page's own part has hydrated. React hydrates a server-rendered page in pieces: the shell's frame commits
 * first, and each Suspense boundary inside it (an area's page is one) hydrates after, on its own. Until the page's
 * piece has, its controls and fields do not answer: a tap or a keystroke handed to them then would be lost. So the
 * shell waits for this before it calls the page interactive and hands it what the person did meanwhile.
 */
let hydrated = false;
const waiting = new Set<() => void>();

function markPageHydrated(): void {
  if (hydrated) return;
  hydrated = true;
  waiting.forEach((resolve) => resolve());
  waiting.clear();
}

/** Rendered inside a page's Suspense boundary (and by the shell's own pages): says so once the page has hydrated. */
export function PageHydrated(): null {
  useEffect(markPageHydrated, []);
  return null;
}

/** Resolves once a page has hydrated (at once if one has). */
export function whenPageHydrated(): Promise<void> {
  return hydrated ? Promise.resolve() : new Promise((resolve) => waiting.add(resolve));
}
