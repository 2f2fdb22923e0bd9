import { useState, type FormEvent } from 'react';
import { ApiError, notify, paths, sessionStore, useApi, useNavigate } from '@lectern/shared-sdk';
import { useProofOfWork } from '../sign-in/proof-of-work';

/** Statuses whose server message tells the user more than 'check your credentials' (rate limit, deactivated account). */
const explainedStatuses = new Set([403, 429]);

export function useLogin() {
  const api = useApi();
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  // An account under attack asks a browser it does not know for work: solved here, then the same sign-in again.
  const withWork = useProofOfWork({ prepare: false });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy || !email.trim() || !password) return;
    setBusy(true);
    try {
      const { user, token } = await withWork((altcha) => api.login({ email: email.trim(), password, ...(altcha === undefined ? {} : { altcha }) }));
      sessionStore.getState().signIn(user, token);
      notify.success('Welcome back!', 'You have been successfully logged in.');
      navigate(paths.roleHome(user.role || 'student'), { replace: true });
    } catch (error) {
      const description =
        error instanceof ApiError && explainedStatuses.has(error.status) && error.message
          ? error.message
          : 'Please check your credentials and try again.';
      notify.error('Login failed', description);
      setBusy(false);
    }
  };

  return { email, setEmail, password, setPassword, busy, submit };
}
