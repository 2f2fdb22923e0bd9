import type { ChangeEvent, FormEvent } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { NewPasswordFields } from '../../../shared/new-password-fields';

export interface DetailsStepProps {
  name: string;
  onNameChange: (value: string) => void;
  password: string;
  onPasswordChange: (value: string) => void;
  confirmPassword: string;
  onConfirmPasswordChange: (value: string) => void;
  busy: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
}

export function DetailsStep(props: DetailsStepProps) {
  return (
    <Stack component="form" spacing={2.5} onSubmit={props.onSubmit}>
      <TextField
        label="Full Name"
        name="name"
        value={props.name}
        onChange={(event: ChangeEvent<HTMLInputElement>) => props.onNameChange(event.target.value)}
        autoComplete="name"
        required
        fullWidth
        autoFocus
      />
      <NewPasswordFields
        label="Password"
        name="password"
        value={props.password}
        onChange={props.onPasswordChange}
        confirmValue={props.confirmPassword}
        onConfirmChange={props.onConfirmPasswordChange}
      />
      <Button type="submit" variant="contained" size="large" fullWidth disabled={props.busy}>
        {props.busy ? 'Creating Account...' : 'Create Account'}
      </Button>
    </Stack>
  );
}
