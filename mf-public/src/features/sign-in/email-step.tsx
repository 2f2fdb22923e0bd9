import type { ChangeEvent, ReactNode } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { EmailCodeFlow } from './use-email-code';

/** Step one of sign-up and of password recovery: the address the code goes to. */
interface EmailStepProps {
  flow: EmailCodeFlow;
  helperText?: string;
  /** The button text while the resend cooldown runs. */
  waitLabel: (seconds: number) => string;
  /** Shown under the button (sign-up offers Google there). */
  children?: ReactNode;
}

export function EmailStep({ flow, helperText, waitLabel, children }: EmailStepProps) {
  const { email, setEmail, busy, resendIn, submitEmail } = flow;
  return (
    <Stack component="form" spacing={2.5} onSubmit={submitEmail}>
      <TextField
        label="Email"
        name="email"
        type="email"
        value={email}
        onChange={(event: ChangeEvent<HTMLInputElement>) => setEmail(event.target.value)}
        autoComplete="email"
        helperText={helperText}
        required
        fullWidth
        autoFocus
      />
      <Button type="submit" variant="contained" size="large" fullWidth disabled={busy || resendIn > 0}>
        {resendIn > 0 ? waitLabel(resendIn) : busy ? 'Sending...' : 'Send code'}
      </Button>
      {children}
    </Stack>
  );
}
