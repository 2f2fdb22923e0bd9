import type { FormEvent } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { MIN_PASSWORD_LENGTH, PASSWORD_HELPER_TEXT } from '../../../shared/email-rules';
import { PasswordField } from '../../../shared/password-field';

export interface ResetStepProps {
  newPassword: string;
  onNewPasswordChange: (value: string) => void;
  confirmPassword: string;
  onConfirmPasswordChange: (value: string) => void;
  busy: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
}

export function ResetStep(props: ResetStepProps) {
  return (
    <Stack component="form" spacing={2.5} onSubmit={props.onSubmit}>
      <PasswordField
        label="New Password"
        name="newPassword"
        value={props.newPassword}
        onChange={props.onNewPasswordChange}
        autoComplete="new-password"
        helperText={PASSWORD_HELPER_TEXT}
        minLength={MIN_PASSWORD_LENGTH}
      />
      <PasswordField
        label="Confirm Password"
        name="confirmPassword"
        value={props.confirmPassword}
        onChange={props.onConfirmPasswordChange}
        autoComplete="new-password"
      />
      <Button type="submit" variant="contained" size="large" fullWidth disabled={props.busy}>
        {props.busy ? 'Resetting...' : 'Reset Password'}
      </Button>
    </Stack>
  );
}
