import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
// Through the package root, the federation singleton (see signed-in-devices.tsx).
import { notify, notifyFailure, useChangePassword } from '@lectern/shared-sdk';
import { SignedInDevices } from './signed-in-devices';

const empty = { oldPassword: '', newPassword: '', confirmPassword: '' };
type Passwords = typeof empty;

const fields: { name: keyof Passwords; label: string; autoComplete: string; helperText?: string }[] = [
  { name: 'oldPassword', label: 'Current Password', autoComplete: 'current-password' },
  { name: 'newPassword', label: 'New Password', autoComplete: 'new-password', helperText: 'At least 8 characters.' },
  { name: 'confirmPassword', label: 'Confirm New Password', autoComplete: 'new-password' },
];

/**
 * What stops these passwords from being sent, in the spec's words, or null. The new password's rule is the API's
 * own schema (newPasswordSchema), so a profile never accepts what the server would refuse, nor refuses what it takes.
 * Were the schemas out of reach (offline), the server still decides.
 */
async function passwordFormProblem({ oldPassword, newPassword, confirmPassword }: Passwords): Promise<string | null> {
  if (!oldPassword || !newPassword || !confirmPassword) return 'All password fields are required.';
  if (newPassword !== confirmPassword) return 'New passwords do not match.';
  const schemas = await import('@lectern/shared-sdk/core/schemas').catch(() => null);
  const issue = schemas?.newPasswordSchema.safeParse(newPassword).error?.issues[0];
  return issue ? `New password ${issue.message}.` : null;
}

/**
 * The Change Password form of every profile (student, educator, admin): current, new and confirmed password.
 * Success clears the fields and says so; the server has signed the other devices out, and their list is read again.
 */
export function ChangePasswordForm() {
  const { mutateAsync } = useChangePassword();
  const [values, setValues] = useState(empty);
  const [problem, setProblem] = useState<string | null>(null);
  // From the check (which may load the API's schemas) to the server's answer.
  const [saving, setSaving] = useState(false);

  const change = (field: keyof Passwords) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    setProblem(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    try {
      const found = await passwordFormProblem(values);
      setProblem(found);
      if (found) return;
      await mutateAsync({ oldPassword: values.oldPassword, newPassword: values.newPassword });
      notify.success('Password updated successfully!');
      setValues(empty);
    } catch (error) {
      notifyFailure({ title: 'Failed to update password', offlineTitle: 'Network error', fallback: 'An error occurred.' }, error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Stack component="form" noValidate spacing={2} onSubmit={(event: FormEvent) => void submit(event)} aria-label="Change Password">
      {problem ? <Alert severity="error">{problem}</Alert> : null}
      {fields.map(({ name, label, autoComplete, helperText }) => (
        <TextField
          key={name}
          label={label}
          type="password"
          autoComplete={autoComplete}
          value={values[name]}
          onChange={change(name)}
          required
          helperText={helperText}
        />
      ))}
      <Box>
        <Button type="submit" variant="contained" loading={saving}>
          Update Password
        </Button>
      </Box>
    </Stack>
  );
}

/** A profile's password section: the Change Password card, then the signed-in devices. */
export function PasswordSettings() {
  return (
    <Stack spacing={3}>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
          Change Password
        </Typography>
        <ChangePasswordForm />
      </Paper>
      <SignedInDevices />
    </Stack>
  );
}
