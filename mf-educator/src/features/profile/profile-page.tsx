import { useState } from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { formatMonthYear, initials } from '@lectern/shared-sdk';
import { PageLoading } from '@lectern/shared-sdk/ui/page-loading';
import { PageContainer } from '@lectern/shared-sdk/ui/page-container';
import { useEducatorTotals } from '../../shared/course-figures';
import { CoursesTab } from './components/courses-tab';
import { OverviewTab } from './components/overview-tab';
import { SettingsTab } from './components/settings-tab';
import { useProfile } from './use-profile';

type TabName = 'overview' | 'courses' | 'settings';

export function ProfilePage() {
  const profile = useProfile();
  const [tab, setTab] = useState<TabName>('overview');
  const [editing, setEditing] = useState(false);
  const { totals } = useEducatorTotals(profile.status === 'ready' ? profile.courses : []);

  if (profile.status === 'failed') {
    return (
      <Container maxWidth="sm" sx={{ py: 6 }}>
        <Typography variant="h5" component="h1">
          Failed to fetch profile or courses.
        </Typography>
      </Container>
    );
  }
  if (profile.status === 'loading') return <PageLoading label="Loading profile" />;

  const { user, courses } = profile;

  return (
    <PageContainer>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ alignItems: { sm: 'center' } }}>
          <Avatar src={user.profileImage ?? undefined} alt={user.name} sx={{ width: 88, height: 88, fontSize: 32, bgcolor: 'primary.main' }}>
            {initials(user.name)}
          </Avatar>
          <Box sx={{ flexGrow: 1 }}>
            <Typography variant="h4" component="h1">
              {user.name}
            </Typography>
            <Typography color="text.secondary">Educator</Typography>
            <Typography variant="body2" color="text.secondary">
              Joined {formatMonthYear(user.joinedAt)}
            </Typography>
            <Stack direction="row" spacing={3} sx={{ mt: 1 }}>
              <Typography variant="body2">
                <strong>{totals.courses}</strong> courses created
              </Typography>
              <Typography variant="body2">
                <strong>{totals.students}</strong> students taught
              </Typography>
            </Stack>
          </Box>
          <Button
            variant="outlined"
            startIcon={<EditOutlinedIcon />}
            onClick={() => {
              setEditing((current) => !current);
              setTab('settings');
            }}
          >
            Edit Profile
          </Button>
        </Stack>
      </Paper>

      <Tabs value={tab} onChange={(_, value: TabName) => setTab(value)} aria-label="Profile sections">
        <Tab value="overview" label="Overview" id="profile-tab-overview" aria-controls="profile-panel" />
        <Tab value="courses" label="My Courses" id="profile-tab-courses" aria-controls="profile-panel" />
        <Tab value="settings" label="Settings" id="profile-tab-settings" aria-controls="profile-panel" />
      </Tabs>
      <Box role="tabpanel" id="profile-panel" aria-labelledby={`profile-tab-${tab}`}>
        {tab === 'overview' && <OverviewTab courses={courses} totals={totals} />}
        {tab === 'courses' && <CoursesTab courses={courses} />}
        {tab === 'settings' && <SettingsTab user={user} editing={editing} onEditingChange={setEditing} />}
      </Box>
    </PageContainer>
  );
}
