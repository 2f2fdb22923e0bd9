import type { FormEvent } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { NewPasswordFields } from '../../../shared/new-password-fields';

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
      <NewPasswordFields
        label="New Password"
        name="newPassword"
        value={props.newPassword}
        onChange={props.onNewPasswordChange}
        confirmValue={props.confirmPassword}
        onConfirmChange={props.onConfirmPasswordChange}
      />
      <Button type="submit" variant="contained" size="large" fullWidth disabled={props.busy}>
        {props.busy ? 'Resetting...' : 'Reset Password'}
      </Button>
    </Stack>
  );
}
