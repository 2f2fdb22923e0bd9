import { useEffect, useRef } from 'react';
import { useLocation } from '@lectern/shared-sdk';

/**
 * A new page starts at its top; the browser only does this for full page loads. Not on the first render: a
 * server-rendered page may have been scrolled (and tapped) before it hydrated, and jumping to the top then moves
 * what the person was about to tap out from under their finger.
 */
export function ScrollToTop() {
  const { pathname } = useLocation();
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
