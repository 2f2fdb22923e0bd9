import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatDate, type User } from '@lectern/shared-sdk';
import { ChangePasswordForm } from '@lectern/shared-sdk/ui/change-password-form';
import { SignedInDevices } from '@lectern/shared-sdk/ui/signed-in-devices';
import type { ProfileEdit } from '../use-profile';

interface SettingsTabProps {
  user: User;
  editing: boolean;
  onEditingChange: (editing: boolean) => void;
  onSave: (edit: ProfileEdit) => Promise<boolean>;
}

function ReadOnlyField({ label, value }: { label: string; value: string }) {
  return (
    <Box>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography sx={{ wordBreak: 'break-word' }}>{value}</Typography>
    </Box>
  );
}

function PersonalInformation({ user, editing, onEditingChange, onSave }: SettingsTabProps) {
  const [form, setForm] = useState<ProfileEdit>({ name: user.name, profileImage: user.profileImage ?? '' });
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const startEditing = () => {
    setForm({ name: user.name, profileImage: user.profileImage ?? '' });
    setProblem(null);
    onEditingChange(true);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.name.trim()) {
      setProblem('Name is required.');
      return;
    }
    setProblem(null);
    setSaving(true);
    const saved = await onSave(form);
    setSaving(false);
    if (saved) onEditingChange(false);
  };

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', mb: 2 }}>
        <Typography variant="h6" component="h2">
          Personal Information
        </Typography>
        {!editing && (
          <Button variant="outlined" onClick={startEditing}>
            Edit
          </Button>
        )}
      </Box>
      {editing ? (
        <Box component="form" onSubmit={submit} noValidate>
          <Stack spacing={2}>
            {problem && <Alert severity="error">{problem}</Alert>}
            <TextField
              label="Full Name"
              value={form.name}
              onChange={(event) => setForm({ ...form, name: event.target.value })}
              required
              slotProps={{ htmlInput: { maxLength: 100 } }}
            />
            <TextField
              label="Profile Image URL"
              type="url"
              value={form.profileImage}
              onChange={(event) => setForm({ ...form, profileImage: event.target.value })}
              helperText="An http(s) link to an image; leave empty for initials."
            />
            <ReadOnlyField label="Email" value={user.email} />
            <ReadOnlyField label="Joined" value={formatDate(user.joinedAt)} />
            <Stack direction="row" spacing={1.5}>
              <Button type="submit" variant="contained" disabled={saving}>
                {saving ? 'Saving...' : 'Save Changes'}
              </Button>
              <Button onClick={() => onEditingChange(false)} disabled={saving}>
                Cancel
              </Button>
            </Stack>
          </Stack>
        </Box>
      ) : (
        <Stack spacing={2}>
          <ReadOnlyField label="Full Name" value={user.name} />
          <ReadOnlyField label="Profile Image URL" value={user.profileImage || 'Not set'} />
          <ReadOnlyField label="Email" value={user.email} />
          <ReadOnlyField label="Joined" value={formatDate(user.joinedAt)} />
        </Stack>
      )}
    </Paper>
  );
}

function ChangePassword({ onChanged }: { onChanged: () => void }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
        Change Password
      </Typography>
      <ChangePasswordForm onChanged={onChanged} />
    </Paper>
  );
}

export function SettingsTab(props: SettingsTabProps) {
  const [passwordChanges, setPasswordChanges] = useState(0);
  return (
    <Stack spacing={3}>
      <PersonalInformation user={props.user} editing={props.editing} onEditingChange={props.onEditingChange} onSave={props.onSave} />
      <ChangePassword onChanged={() => setPasswordChanges((count) => count + 1)} />
      {/* A password change signs the other devices out: list them anew. */}
      <SignedInDevices key={passwordChanges} />
    </Stack>
  );
}
