import { useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ApiError, destinationAfterSignIn, homeOrNext, notify, sessionStore, useApi, useChange, useNavigate } from '@lectern/shared-sdk';
import { useProofOfWork } from '../sign-in/proof-of-work';

/** Statuses whose server message tells the user more than 'check your credentials' (rate limit, deactivated account). */
const explainedStatuses = new Set([403, 429]);

/** `next`: the page to open once signed in (the sign-in page's `?next=`); the person's home when their role may not. */
export function useLogin(next: string | null = null) {
  const navigate = useNavigate();
  const api = useApi();
  const queryClient = useQueryClient();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  // An account under attack asks a browser it does not know for work: solved here, then the same sign-in again.
  const withWork = useProofOfWork({ prepare: false });
  const signingIn = useChange({
    call: (api, input: { email: string; password: string }) =>
      withWork((altcha) => api.login({ ...input, ...(altcha === undefined ? {} : { altcha }) })),
  });
  // Stays busy after success, while the page navigates away.
  const busy = signingIn.isPending || signingIn.isSuccess;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy || !email.trim() || !password) return;
    try {
      const { user, token } = await signingIn.mutateAsync({ email: email.trim(), password });
      sessionStore.getState().signIn(user, token);
      notify.success('Welcome back!', 'You have been successfully logged in.');
      navigate(await destinationAfterSignIn({ api, queryClient }, user, homeOrNext(user.role, next)), { replace: true });
    } catch (error) {
      const description =
        error instanceof ApiError && explainedStatuses.has(error.status) && error.message
          ? error.message
          : 'Please check your credentials and try again.';
      notify.error('Login failed', description);
    }
  };

  return { email, setEmail, password, setPassword, busy, submit };
}
