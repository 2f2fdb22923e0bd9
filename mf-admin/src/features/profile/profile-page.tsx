import { useCallback, useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import EditIcon from '@mui/icons-material/Edit';
import { errorMessage, formatDate, notify, sessionStore, useApi, useCurrentUser, type User } from '@lectern/shared-sdk';
import { PageLoading } from '@lectern/shared-sdk/ui/page-loading';
import { UserAvatar } from '../../shared/user-avatar';
import { useLoad } from '../../shared/use-load';
import { SignedInDevices } from '@lectern/shared-sdk/ui/signed-in-devices';
import { ChangePasswordForm } from '@lectern/shared-sdk/ui/change-password-form';

type ProfileTab = 'personal' | 'password';
const roleLabels: Record<User['role'], string> = { admin: 'Administrator', educator: 'Educator', student: 'Student' };

export function ProfilePage() {
  const api = useApi();
  const sessionUser = useCurrentUser();
  // The signed-in user is shown if the profile call fails: the page stays usable.
  const load = useCallback(() => api.getProfile().then((body) => body.user, () => sessionStore.getState().user), [api]);
  const { state, update } = useLoad(load);
  const [tab, setTab] = useState<ProfileTab>('personal');
  const [passwordChanges, setPasswordChanges] = useState(0);
  const [editing, setEditing] = useState(false);
  const user = state.status === 'ready' ? (state.data ?? sessionUser) : null;

  if (state.status === 'loading') {
    return (
      <Container maxWidth="md" sx={{ py: { xs: 3, md: 4 } }}>
        <PageLoading label="Loading profile" />
      </Container>
    );
  }
  if (!user) return null;

  const saved = (next: User) => {
    update(() => next);
    if (sessionStore.getState().user?.id === next.id) sessionStore.getState().setUser(next);
    setEditing(false);
  };

  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 4 } }}>
      <Stack spacing={3}>
        <Paper variant="outlined" component="header" sx={{ p: { xs: 2, md: 3 } }}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ alignItems: { sm: 'center' } }}>
            <UserAvatar src={user.profileImage} size={80} />
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Typography variant="h4" component="h1" sx={{ fontWeight: 700, fontSize: { xs: '1.75rem', md: '2.125rem' } }}>
                {user.name}
              </Typography>
              <Chip label="Administrator" color="primary" size="small" sx={{ mt: 0.5 }} />
            </Box>
            <Button
              variant="outlined"
              startIcon={<EditIcon />}
              onClick={() => {
                setEditing(true);
                setTab('personal');
              }}
            >
              Edit Profile
            </Button>
          </Stack>
        </Paper>

        <Paper variant="outlined">
          <Tabs value={tab} onChange={(_event, next: ProfileTab) => setTab(next)} aria-label="Profile sections" variant="fullWidth">
            <Tab value="personal" label="Personal Information" id="profile-tab-personal" aria-controls="profile-panel-personal" />
            <Tab value="password" label="Change Password" id="profile-tab-password" aria-controls="profile-panel-password" />
          </Tabs>
          <Box
            role="tabpanel"
            id={`profile-panel-${tab}`}
            aria-labelledby={`profile-tab-${tab}`}
            sx={{ p: { xs: 2, md: 3 } }}
          >
            {tab === 'personal' ? (
              editing ? (
                <PersonalInfoForm user={user} onSaved={saved} onCancel={() => setEditing(false)} />
              ) : (
                <PersonalInfoView user={user} />
              )
            ) : (
              <Stack spacing={3}>
                <ChangePasswordForm onChanged={() => setPasswordChanges((count) => count + 1)} />
                {/* A password change signs the other devices out: list them anew. */}
                <SignedInDevices key={passwordChanges} />
              </Stack>
            )}
          </Box>
        </Paper>
      </Stack>
    </Container>
  );
}

function PersonalInfoView({ user }: { user: User }) {
  const rows: [string, string][] = [
    ['Full Name', user.name],
    ['Email', user.email],
    ['Role', roleLabels[user.role]],
    ['Profile Image URL', user.profileImage ?? 'Not set'],
    ['Date Joined', formatDate(user.joinedAt)],
  ];
  return (
    <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '180px 1fr' }, rowGap: 1.5, columnGap: 2 }}>
      {rows.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd" sx={{ m: 0, fontWeight: 500, overflowWrap: 'anywhere' }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

function PersonalInfoForm({ user, onSaved, onCancel }: { user: User; onSaved: (user: User) => void; onCancel: () => void }) {
  const api = useApi();
  const [name, setName] = useState(user.name);
  const [profileImage, setProfileImage] = useState(user.profileImage ?? '');
  const [nameError, setNameError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) {
      setNameError('Name is required.');
      return;
    }
    setSaving(true);
    try {
      const { user: updated } = await api.updateProfile({ name: name.trim(), profileImage: profileImage.trim() });
      notify.success('Profile updated!');
      onSaved(updated);
    } catch (error) {
      notify.error('Failed to update profile', errorMessage(error, 'Failed to update profile'));
      setSaving(false);
    }
  };

  return (
    <Stack component="form" noValidate spacing={2.5} onSubmit={(event: FormEvent) => void submit(event)} aria-label="Personal Information">
      <TextField
        label="Full Name"
        value={name}
        onChange={(event) => {
          setName(event.target.value);
          setNameError(null);
        }}
        required
        error={Boolean(nameError)}
        helperText={nameError}
      />
      <TextField label="Profile Image URL" type="url" value={profileImage} onChange={(event) => setProfileImage(event.target.value)} placeholder="https://..." />
      <TextField label="Email" value={user.email} disabled />
      <Stack direction="row" spacing={2} sx={{ justifyContent: 'flex-end' }}>
        <Button onClick={onCancel} disabled={saving}>
          Cancel
        </Button>
        <Button type="submit" variant="contained" loading={saving}>
          Save Changes
        </Button>
      </Stack>
    </Stack>
  );
}
