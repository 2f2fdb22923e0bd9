import { paths, sessionStore, useApi, useNavigate } from '@lectern/shared-sdk';

/**
 * Log out: the session ends on the server too (so a copied token is worthless), both stored items go at once, without
 * waiting for the server, and the visitor lands on the home page (spec: layout).
 */
export function useSignOut(): () => void {
  const api = useApi();
  const navigate = useNavigate();
  return () => {
    const { token } = sessionStore.getState();
    if (token) void api.logout(token).catch(() => undefined);
    sessionStore.getState().signOut();
    navigate(paths.home());
  };
}
