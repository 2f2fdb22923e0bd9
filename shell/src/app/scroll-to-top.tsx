import { useEffect } from 'react';
import { useLocation } from '@lectern/shared-sdk';

/** A new page starts at its top; the browser only does this for full page loads. */
export function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
