import { useCallback, useState } from 'react';

/** How far below (or above) the screen an element counts as near it: far enough to be drawn before it scrolls in. */
const NEAR_VIEW_MARGIN = '200px';

/**
 * Whether the element the returned ref is attached to is on screen or within 200 px of it, and stays true once it has
 * been: for work that only matters to what can be seen (drawing a chart, loading its library). False on the server and
 * in the render that hydrates; in a browser without IntersectionObserver, true as soon as the element is attached.
 */
export function useNearView<T extends Element>(): [ref: (element: T | null) => void, near: boolean] {
  const [near, setNear] = useState(false);
  const ref = useCallback(
    (element: T | null) => {
      if (!element || near) return undefined;
      if (typeof IntersectionObserver === 'undefined') {
        setNear(true);
        return undefined;
      }
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) {
            observer.disconnect();
            setNear(true);
          }
        },
        { rootMargin: NEAR_VIEW_MARGIN },
      );
      observer.observe(element);
      // React 19 calls a ref callback's cleanup when the element goes or the callback changes.
      return () => observer.disconnect();
    },
    [near],
  );
  return [ref, near];
}
