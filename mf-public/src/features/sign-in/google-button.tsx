import { useEffect, useId, useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Google from '@mui/icons-material/Google';
import { googleSignInErrors, useApi, type AuthProvidersResponse, type LecternApi } from '@lectern/shared-sdk';
import { redirectTo } from './redirect';

/** The server's answer, asked once per client: moving between /login and /signup asks no second time. */
const answers = new WeakMap<LecternApi, Promise<AuthProvidersResponse>>();

function authProviders(api: LecternApi): Promise<AuthProvidersResponse> {
  let answer = answers.get(api);
  if (!answer) {
    answer = api.getAuthProviders();
    // A failed question may be asked again by the next page.
    answer.catch(() => answers.delete(api));
    answers.set(api, answer);
  }
  return answer;
}

/** Whether the server offers Google sign-in: null until it has said (or when asking failed). */
function useGoogleOffered(): boolean | null {
  const api = useApi();
  const [offered, setOffered] = useState<boolean | null>(null);
  useEffect(() => {
    let current = true;
    authProviders(api)
      .then(({ google }) => {
        if (current) setOffered(google);
      })
      // Unknown: keep the button; the API explains on the sign-in page if Google cannot be used.
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [api]);
  return offered;
}

export function GoogleButton() {
  const api = useApi();
  const offered = useGoogleOffered();
  const noteId = useId();
  const unavailable = offered === false;
  return (
    <Stack spacing={1}>
      <Button
        variant="outlined"
        color="inherit"
        size="large"
        fullWidth
        startIcon={<Google />}
        disabled={unavailable}
        aria-describedby={unavailable ? noteId : undefined}
        onClick={() => redirectTo(api.googleSignInUrl())}
      >
        Continue with Google
      </Button>
      {unavailable && (
        <Typography id={noteId} variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>
          {googleSignInErrors.google_not_configured}
        </Typography>
      )}
    </Stack>
  );
}
