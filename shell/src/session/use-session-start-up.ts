import { useEffect, useRef } from 'react';
import { sessionStore, useApi, useLocation, useNavigate } from '@lectern/shared-sdk';
import { startSession } from './start-session';

/** Restores the session once per page load (StrictMode's double effect included). */
export function useSessionStartUp(): void {
  const api = useApi();
  const location = useLocation();
  const navigate = useNavigate();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void startSession({
      api,
      store: sessionStore,
      search: location.search,
      replaceSearch: (search) => navigate({ pathname: location.pathname, search, hash: location.hash }, { replace: true }),
    });
  }, [api, location, navigate]);
}
