import { useEffect, useState, type FormEvent } from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import {
  errorMessage,
  formatDollars,
  formatMonthYear,
  initials,
  notify,
  sessionStore,
  useApi,
  type Course,
  type User,
} from '@lectern/shared-sdk';
import { CourseThumbnail } from '@lectern/shared-sdk/ui/course-thumbnail';
import { ChangePasswordForm } from '@lectern/shared-sdk/ui/change-password-form';
import { SignedInDevices } from '@lectern/shared-sdk/ui/signed-in-devices';
import { MetricCard } from '../../components/metric-card';
import { PageLoading } from '@lectern/shared-sdk/ui/page-loading';
import { studentCount, summariseCourses } from '../dashboard/use-dashboard';

/** Spec section 9: Recent Courses shows 3. */
export const RECENT_COURSES = 3;

type TabName = 'overview' | 'courses' | 'settings';

function PublishedChip({ approved }: { approved: boolean }) {
  // Outlined grey, not orange: MUI's warning colour is below 4.5:1 contrast on white (axe color-contrast).
  return approved ? <Chip size="small" color="success" label="Published" /> : <Chip size="small" variant="outlined" label="Pending" />;
}

export function ProfilePage() {
  const api = useApi();
  const [user, setUser] = useState<User | null>(null);
  const [courses, setCourses] = useState<Course[]>([]);
  const [failed, setFailed] = useState(false);
  const [tab, setTab] = useState<TabName>('overview');
  const [passwordChanges, setPasswordChanges] = useState(0);
  const [editing, setEditing] = useState(false);

  useEffect(() => {
    let active = true;
    Promise.all([api.getProfile(), api.listMyCourses()]).then(
      ([profile, mine]) => {
        if (!active) return;
        setUser(profile.user);
        setCourses(mine);
      },
      (error: unknown) => {
        if (!active) return;
        setFailed(true);
        notify.error('Failed to fetch profile or courses.', errorMessage(error, 'Please try again.'));
      },
    );
    return () => {
      active = false;
    };
  }, [api]);

  if (failed) {
    return (
      <Container maxWidth="sm" sx={{ py: 6 }}>
        <Typography variant="h5" component="h1">
          Failed to fetch profile or courses.
        </Typography>
      </Container>
    );
  }
  if (!user) return <PageLoading label="Loading profile" />;

  const totals = summariseCourses(courses);

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 4 } }}>
      <Stack spacing={3}>
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
          {tab === 'overview' && <Overview courses={courses} />}
          {tab === 'courses' && <CoursesGrid courses={courses} />}
          {tab === 'settings' && (
            <Stack spacing={3}>
              <PersonalInformation user={user} editing={editing} onEditingChange={setEditing} onSaved={setUser} />
              <ChangePassword onChanged={() => setPasswordChanges((count) => count + 1)} />
              {/* A password change signs the other devices out: list them anew. */}
              <SignedInDevices key={passwordChanges} />
            </Stack>
          )}
        </Box>
      </Stack>
    </Container>
  );
}

function Overview({ courses }: { courses: Course[] }) {
  const totals = summariseCourses(courses);
  const recent = courses.slice(0, RECENT_COURSES);
  return (
    <Stack spacing={3}>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <MetricCard label="Courses Created" value={totals.courses} loading={false} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <MetricCard label="Students Taught" value={totals.students} loading={false} />
        </Grid>
      </Grid>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="h6" component="h2" gutterBottom>
          Recent Courses
        </Typography>
        {recent.length === 0 ? (
          <Typography color="text.secondary">No courses yet</Typography>
        ) : (
          <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', m: 0, p: 0 }} aria-label="Recent Courses">
            {recent.map((course) => (
              <Stack key={course.id} component="li" direction="row" spacing={2} sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
                <Typography>{course.title}</Typography>
                <PublishedChip approved={course.isApproved} />
              </Stack>
            ))}
          </Stack>
        )}
      </Paper>
    </Stack>
  );
}

function CoursesGrid({ courses }: { courses: Course[] }) {
  if (courses.length === 0) return <Typography color="text.secondary">No courses yet</Typography>;
  return (
    <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }} aria-label="My Courses">
      {courses.map((course) => (
        <Grid key={course.id} component="li" size={{ xs: 12, sm: 6, md: 4 }}>
          <Card variant="outlined" sx={{ height: '100%' }}>
            <CourseThumbnail src={course.image} />
            <CardContent>
              <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
                {course.title}
              </Typography>
              <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mt: 1 }}>
                <Typography variant="body2">{studentCount(course)} students</Typography>
                <PublishedChip approved={course.isApproved} />
              </Stack>
              <Typography variant="body2" sx={{ fontWeight: 600, mt: 1 }}>
                {formatDollars(course.price)}
              </Typography>
            </CardContent>
          </Card>
        </Grid>
      ))}
    </Grid>
  );
}

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
