import type { FormEvent } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { NewPasswordFields } from '../../sign-in/new-password-fields';
import type { NewPassword } from '../../sign-in/use-new-password';

interface ResetStepProps {
  password: NewPassword;
  busy: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
}

export function ResetStep({ password, busy, onSubmit }: ResetStepProps) {
  return (
    <Stack component="form" spacing={2.5} onSubmit={onSubmit}>
      <NewPasswordFields label="New Password" name="newPassword" password={password} />
      <Button type="submit" variant="contained" size="large" fullWidth disabled={busy}>
        {busy ? 'Resetting...' : 'Reset Password'}
      </Button>
    </Stack>
  );
}
