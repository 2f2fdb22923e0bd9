import Button from '@mui/material/Button';
import Google from '@mui/icons-material/Google';
import { useApi } from '@lectern/shared-sdk';
import { redirectTo } from './redirect';

export function GoogleButton() {
  const api = useApi();
  return (
    <Button
      variant="outlined"
      color="inherit"
      size="large"
      fullWidth
      startIcon={<Google />}
      onClick={() => redirectTo(api.googleSignInUrl())}
    >
      Continue with Google
    </Button>
  );
}
