import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import EditIcon from '@mui/icons-material/Edit';
import { formatDate, type User } from '@lectern/shared-sdk';
import { PageLoading } from '@lectern/shared-sdk/ui/page-loading';
import { UserAvatar } from '../../shared/user-avatar';
import { DetailsList } from '@lectern/shared-sdk/ui/details-list';
import { ProfileDetailsForm } from '@lectern/shared-sdk/ui/profile-details-form';
import { SignedInDevices } from '@lectern/shared-sdk/ui/signed-in-devices';
import { ChangePasswordForm } from '@lectern/shared-sdk/ui/change-password-form';
import { NotificationSettingsCard } from '@lectern/shared-sdk/ui/notification-settings-card';
import { DeleteAccountSection } from '@lectern/shared-sdk/ui/delete-account';
import { PageContainer } from '@lectern/shared-sdk/ui/page-container';
import { AboutPanel } from './about-panel';
import { useProfile } from './use-profile';

type ProfileTab = 'personal' | 'password' | 'about';
const roleLabels: Record<User['role'], string> = { admin: 'Administrator', educator: 'Educator', student: 'Student' };

export function ProfilePage() {
  const { loading, user } = useProfile();
  const [tab, setTab] = useState<ProfileTab>('personal');
  const [editing, setEditing] = useState(false);

  if (loading) {
    return (
      <PageContainer width="md">
        <PageLoading label="Loading profile" />
      </PageContainer>
    );
  }
  if (!user) return null;

  return (
    <PageContainer width="md">
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
          <Tab value="about" label="About Lectern" id="profile-tab-about" aria-controls="profile-panel-about" />
        </Tabs>
        <Box role="tabpanel" id={`profile-panel-${tab}`} aria-labelledby={`profile-tab-${tab}`} sx={{ p: { xs: 2, md: 3 } }}>
          {tab === 'personal' && (editing ? <ProfileDetailsForm user={user} onClose={() => setEditing(false)} /> : <PersonalInfoView user={user} />)}
          {tab === 'password' && (
            <Stack spacing={3}>
              <ChangePasswordForm />
              <SignedInDevices />
              <DeleteAccountSection user={user} />
            </Stack>
          )}
          {tab === 'about' && <AboutPanel />}
        </Box>
      </Paper>
      <NotificationSettingsCard role={user.role} />
    </PageContainer>
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
  return <DetailsList rows={rows} />;
}
