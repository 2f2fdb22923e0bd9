import type { ChangeEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  googleSignInErrors,
  isGoogleSignInError,
  keptNextPage,
  Link as RouterLink,
  NEXT_PARAM,
  paths,
  safeNextPath,
  useSearchParams,
} from '@lectern/shared-sdk';
import { AuthGate } from '../sign-in/auth-gate';
import { AuthLayout } from '../sign-in/auth-layout';
import { GoogleButton } from '../sign-in/google-button';
import { OrDivider } from '../sign-in/or-divider';
import { PasswordField } from '../sign-in/password-field';
import { useLogin } from './use-login';

/**
 * The page to open once signed in: `?next=` when it is a path of this site; after a Google sign-in that came back
 * here with `?error=`, the one kept as it started.
 */
function useNextPage(): string | null {
  const [params] = useSearchParams();
  return safeNextPath(params.get(NEXT_PARAM)) ?? (params.has('error') ? keptNextPage() : null);
}

export function LoginPage() {
  const next = useNextPage();
  return (
    <AuthGate redirectSignedIn next={next}>
      <LoginForm next={next} />
    </AuthGate>
  );
}

function LoginForm({ next }: { next: string | null }) {
  const login = useLogin(next);
  // A Google sign-in that ended without a session comes back here as ?error=<code>.
  const errorCode = useSearchParams()[0].get('error');
  return (
    <AuthLayout
      title="Welcome back"
      subtitle="Sign in to continue learning."
      footer={
        <>
          New to Lectern?{' '}
          <Link component={RouterLink} to={paths.signup()} sx={{ fontWeight: 600 }}>
            Sign up as a student
          </Link>
        </>
      }
    >
      <Stack component="form" spacing={2.5} onSubmit={(event) => void login.submit(event)}>
        {isGoogleSignInError(errorCode) && <Alert severity="error">{googleSignInErrors[errorCode]}</Alert>}
        <TextField
          label="Email"
          name="email"
          type="email"
          value={login.email}
          onChange={(event: ChangeEvent<HTMLInputElement>) => login.setEmail(event.target.value)}
          autoComplete="email"
          required
          fullWidth
          autoFocus
        />
        <Box>
          <PasswordField label="Password" name="password" value={login.password} onChange={login.setPassword} autoComplete="current-password" />
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 1 }}>
            <Link component={RouterLink} to={paths.forgotPassword()} variant="body2">
              Forgot Password?
            </Link>
          </Box>
        </Box>
        <Button type="submit" variant="contained" size="large" fullWidth disabled={login.busy}>
          {login.busy ? 'Signing In...' : 'Sign In'}
        </Button>
        <OrDivider />
        <GoogleButton next={next} />
      </Stack>
    </AuthLayout>
  );
}
