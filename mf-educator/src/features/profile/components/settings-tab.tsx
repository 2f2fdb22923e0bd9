import { useEffect, useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { errorMessage, notify, sessionStore, useApi, type User } from '@lectern/shared-sdk';
import { ChangePasswordForm } from '@lectern/shared-sdk/ui/change-password-form';
import { SignedInDevices } from '@lectern/shared-sdk/ui/signed-in-devices';

function PersonalInformation({
  user,
  editing,
  onEditingChange,
  onSaved,
}: {
  user: User;
  editing: boolean;
  onEditingChange: (editing: boolean) => void;
  onSaved: (user: User) => void;
}) {
  const api = useApi();
  const [name, setName] = useState(user.name);
  const [profileImage, setProfileImage] = useState(user.profileImage ?? '');
  const [nameError, setNameError] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!editing) {
      setName(user.name);
      setProfileImage(user.profileImage ?? '');
      setNameError(undefined);
    }
  }, [editing, user]);

  async function save(event: FormEvent) {
    event.preventDefault();
    if (!name.trim()) {
      setNameError('Name is required.');
      return;
    }
    setSaving(true);
    try {
      const response = await api.updateProfile({ name: name.trim(), profileImage: profileImage.trim() });
      sessionStore.getState().setUser(response.user);
      onSaved(response.user);
      notify.success('Profile updated!');
      onEditingChange(false);
    } catch (error) {
      notify.error('Failed to update profile', errorMessage(error, 'Please try again.'));
    } finally {
      setSaving(false);
    }
  }

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h6" component="h2" gutterBottom>
        Personal Information
      </Typography>
      {editing ? (
        <Stack component="form" noValidate spacing={2} onSubmit={save} aria-label="Personal Information">
          <TextField label="Full Name" required value={name} onChange={(event) => setName(event.target.value)} error={Boolean(nameError)} helperText={nameError} />
          <TextField
            label="Email"
            value={user.email}
            disabled
            helperText="The e-mail address cannot be changed."
            // A disabled field's helper text is greyed below 4.5:1 contrast; this one is information, not a control.
            slotProps={{ formHelperText: { sx: { '&.Mui-disabled': { color: 'text.secondary' } } } }}
          />
          <TextField label="Profile Image URL" type="url" value={profileImage} onChange={(event) => setProfileImage(event.target.value)} />
          <Stack direction="row" spacing={2} sx={{ justifyContent: 'flex-end' }}>
            <Button onClick={() => onEditingChange(false)} disabled={saving}>
              Cancel
            </Button>
            <Button type="submit" variant="contained" disabled={saving}>
              Save Changes
            </Button>
          </Stack>
        </Stack>
      ) : (
        <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 3, rowGap: 1 }}>
          <Typography component="dt" color="text.secondary">
            Full Name
          </Typography>
          <Typography component="dd" sx={{ m: 0 }}>
            {user.name}
          </Typography>
          <Typography component="dt" color="text.secondary">
            Email
          </Typography>
          <Typography component="dd" sx={{ m: 0 }}>
            {user.email}
          </Typography>
          <Typography component="dt" color="text.secondary">
            Role
          </Typography>
          <Typography component="dd" sx={{ m: 0 }}>
            Educator
          </Typography>
        </Box>
      )}
    </Paper>
  );
}

function ChangePassword({ onChanged }: { onChanged: () => void }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h6" component="h2" gutterBottom>
        Change Password
      </Typography>
      <ChangePasswordForm onChanged={onChanged} />
    </Paper>
  );
}

/** Personal information, the password and the signed-in devices. */
export function SettingsTab({
  user,
  editing,
  onEditingChange,
  onSaved,
}: {
  user: User;
  editing: boolean;
  onEditingChange: (editing: boolean) => void;
  onSaved: (user: User) => void;
}) {
  const [passwordChanges, setPasswordChanges] = useState(0);
  return (
    <Stack spacing={3}>
      <PersonalInformation user={user} editing={editing} onEditingChange={onEditingChange} onSaved={onSaved} />
      <ChangePassword onChanged={() => setPasswordChanges((count) => count + 1)} />
      {/* A password change signs the other devices out: list them anew. */}
      <SignedInDevices key={passwordChanges} />
    </Stack>
  );
}
