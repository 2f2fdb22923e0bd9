import { useNavigate } from 'react-router-dom';
import { paths, sessionStore } from '@lectern/shared-sdk';

/** Log out: both stored items go and the visitor lands on the home page (spec: layout). */
export function useSignOut(): () => void {
  const navigate = useNavigate();
  return () => {
    sessionStore.getState().signOut();
    navigate(paths.home());
  };
}
