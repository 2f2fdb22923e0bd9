/** How long work put off until the browser is idle may wait at most. */
const IDLE_DEADLINE_MS = 3000;

/**
 * Runs `work` once the browser has nothing more urgent to do (after the page has hydrated and painted), or after
 * 3 s at the latest; a plain timer where there is no requestIdleCallback (Safari, jsdom). For what a page
 * does not need to be usable: opening the live notification stream, warming caches. Answers a cancel.
 */
export function whenIdle(work: () => void, deadlineMs = IDLE_DEADLINE_MS): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(() => work(), { timeout: deadlineMs });
    return () => cancelIdleCallback(handle);
  }
  const timer = setTimeout(work, 0);
  return () => clearTimeout(timer);
}
