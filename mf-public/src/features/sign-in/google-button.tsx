import { useId } from 'react';
import { queryOptions } from '@tanstack/react-query';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Google from '@mui/icons-material/Google';
import { googleSignInErrors, keepNextPage, useApi, useRead, type LecternApi } from '@lectern/shared-sdk';
import { redirectTo } from './redirect';

/**
 * The server's answer, asked once per page: moving between /login and /signup asks no second time; a failed question
 * is asked again by the next page that shows the button.
 */
const authProvidersQuery = (api: LecternApi) =>
  queryOptions({ queryKey: ['auth', 'providers'] as const, queryFn: () => api.getAuthProviders(), staleTime: Infinity });

/** Whether the server offers Google sign-in: null until it has said (or when asking failed). */
function useGoogleOffered(): boolean | null {
  // Unknown: keep the button; the API explains on the sign-in page if Google cannot be used.
  return useRead(authProvidersQuery).data?.google ?? null;
}

/** `next`: the page to open once signed in, kept in this tab while the browser is at Google. */
export function GoogleButton({ next = null }: { next?: string | null }) {
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
        onClick={() => {
          keepNextPage(next);
          redirectTo(api.googleSignInUrl());
        }}
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
