import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { ApiError, notify, useApi } from '@lectern/shared-sdk';

const empty = { oldPassword: '', newPassword: '', confirmPassword: '' };

/** `onChanged` runs after a successful change (the other devices were signed out). */
export function ChangePasswordForm({ onChanged }: { onChanged?: () => void } = {}) {
  const api = useApi();
  const [values, setValues] = useState(empty);
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const change = (field: keyof typeof empty) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    setProblem(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!values.oldPassword || !values.newPassword || !values.confirmPassword) {
      setProblem('All password fields are required.');
      return;
    }
    if (values.newPassword !== values.confirmPassword) {
      setProblem('New passwords do not match.');
      return;
    }
    setSaving(true);
    try {
      await api.changePassword({ oldPassword: values.oldPassword, newPassword: values.newPassword });
      notify.success('Password updated successfully!');
      onChanged?.();
      setValues(empty);
    } catch (error) {
      if (error instanceof ApiError && error.isNetworkError) notify.error('Network error', 'Could not connect to the server.');
      else notify.error('Failed to update password', error instanceof ApiError && error.message ? error.message : 'An error occurred.');
    } finally {
      setSaving(false);
    }
  };

  return (
    <Stack component="form" noValidate spacing={2.5} onSubmit={(event: FormEvent) => void submit(event)} aria-label="Change Password">
      {problem ? <Alert severity="error">{problem}</Alert> : null}
      <TextField label="Current Password" type="password" autoComplete="current-password" value={values.oldPassword} onChange={change('oldPassword')} required />
      <TextField
        label="New Password"
        type="password"
        autoComplete="new-password"
        value={values.newPassword}
        onChange={change('newPassword')}
        required
        helperText="At least 8 characters."
      />
      <TextField label="Confirm New Password" type="password" autoComplete="new-password" value={values.confirmPassword} onChange={change('confirmPassword')} required />
      <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
        <Button type="submit" variant="contained" loading={saving}>
          Update Password
        </Button>
      </Stack>
    </Stack>
  );
}
