import type { ChangeEvent, FormEvent } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { NewPasswordFields } from '../../sign-in/new-password-fields';
import type { NewPassword } from '../../sign-in/use-new-password';

interface DetailsStepProps {
  name: string;
  onNameChange: (value: string) => void;
  password: NewPassword;
  busy: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
}

export function DetailsStep({ name, onNameChange, password, busy, onSubmit }: DetailsStepProps) {
  return (
    <Stack component="form" spacing={2.5} onSubmit={onSubmit}>
      <TextField
        label="Full Name"
        name="name"
        value={name}
        onChange={(event: ChangeEvent<HTMLInputElement>) => onNameChange(event.target.value)}
        autoComplete="name"
        required
        fullWidth
        autoFocus
      />
      <NewPasswordFields label="Password" name="password" password={password} />
      <Button type="submit" variant="contained" size="large" fullWidth disabled={busy}>
        {busy ? 'Creating Account...' : 'Create Account'}
      </Button>
    </Stack>
  );
}
