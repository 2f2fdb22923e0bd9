import type { ChangeEvent, FormEvent } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { GoogleButton } from '../../../shared/google-button';
import { OrDivider } from '../../../shared/or-divider';

export interface EmailStepProps {
  email: string;
  onEmailChange: (value: string) => void;
  busy: boolean;
  resendIn: number;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
}

export function EmailStep({ email, onEmailChange, busy, resendIn, onSubmit }: EmailStepProps) {
  return (
    <Stack component="form" spacing={2.5} onSubmit={onSubmit}>
      <TextField
        label="Email"
        name="email"
        type="email"
        value={email}
        onChange={(event: ChangeEvent<HTMLInputElement>) => onEmailChange(event.target.value)}
        autoComplete="email"
        helperText="Use your Gmail address."
        required
        fullWidth
        autoFocus
      />
      <Button type="submit" variant="contained" size="large" fullWidth disabled={busy || resendIn > 0}>
        {resendIn > 0 ? `Resend in ${resendIn}s` : busy ? 'Sending...' : 'Send OTP'}
      </Button>
      <OrDivider />
      <GoogleButton />
    </Stack>
  );
}
