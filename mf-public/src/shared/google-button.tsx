import { useEffect, useId, useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Google from '@mui/icons-material/Google';
import { googleSignInErrors, useApi } from '@lectern/shared-sdk';
import { redirectTo } from './redirect';

/** Whether the server offers Google sign-in: null until it has said (or when asking failed). */
function useGoogleOffered(): boolean | null {
  const api = useApi();
  const [offered, setOffered] = useState<boolean | null>(null);
  useEffect(() => {
    let current = true;
    api
      .getAuthProviders()
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
