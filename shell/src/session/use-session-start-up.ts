import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { sessionStore, useApi, useLocation, useNavigate, type User } from '@lectern/shared-sdk';
import { serverUser } from './render-session';
import { startSession } from './start-session';

/** A Google sign-in that would replace a different signed-in person, waiting for their answer. */
export interface AccountSwitchQuestion {
  current: User;
  next: User;
  answer: (continueAsNext: boolean) => void;
}

/** Restores the session once per page load (StrictMode's double effect included); the question to show, if any. */
export function useSessionStartUp(): AccountSwitchQuestion | null {
  const api = useApi();
  const queryClient = useQueryClient();
  const location = useLocation();
  const navigate = useNavigate();
  const started = useRef(false);
  const [question, setQuestion] = useState<AccountSwitchQuestion | null>(null);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void startSession({
      api,
      store: sessionStore,
      queryClient,
      location: { pathname: location.pathname, search: location.search, hash: location.hash },
      replace: (to) => {
        void navigate(to, { replace: true });
      },
      serverUser: serverUser(),
      confirmSwitch: (current, next) =>
        new Promise<boolean>((resolve) =>
          setQuestion({
            current,
            next,
            answer: (continueAsNext) => {
              setQuestion(null);
              resolve(continueAsNext);
            },
          }),
        ),
    });
  }, [api, queryClient, location, navigate]);

  return question;
}
