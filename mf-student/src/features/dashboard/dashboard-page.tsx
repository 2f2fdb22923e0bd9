import { useId } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AccountCircleOutlinedIcon from '@mui/icons-material/AccountCircleOutlined';
import AutoStoriesOutlinedIcon from '@mui/icons-material/AutoStoriesOutlined';
import CheckCircleOutlinedIcon from '@mui/icons-material/CheckCircleOutlined';
import ExploreOutlinedIcon from '@mui/icons-material/ExploreOutlined';
import MenuBookOutlinedIcon from '@mui/icons-material/MenuBookOutlined';
import TrendingUpIcon from '@mui/icons-material/TrendingUp';
import { paths, useCurrentUser } from '@lectern/shared-sdk';
import { CONTINUE_LEARNING_LIMIT, useDashboard } from './use-dashboard';
import { EmptyState } from './components/empty-state';
import { EnrollmentRow } from './components/enrollment-row';
import { PageHeader } from '@lectern/shared-sdk/ui/page-header';
import { QuickActions, type QuickAction } from '@lectern/shared-sdk/ui/quick-actions';
import { RowSkeleton } from './components/row-skeleton';
import { StatCard } from '@lectern/shared-sdk/ui/stat-card';

const quickActions: QuickAction[] = [
  {
    label: 'My Learning',
    description: 'All your courses and progress',
    to: paths.student.myLearning(),
    icon: <AutoStoriesOutlinedIcon />,
  },
  {
    label: 'Browse Courses',
    description: 'Find something new to learn',
    to: paths.courses(),
    icon: <ExploreOutlinedIcon />,
  },
  {
    label: 'Profile',
    description: 'Your details and settings',
    to: paths.student.profile(),
    icon: <AccountCircleOutlinedIcon />,
  },
];

export function DashboardPage() {
  const user = useCurrentUser();
  const { loading, totals, continueLearning } = useDashboard();
  const continueHeadingId = useId();

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 4 } }}>
      <Stack spacing={{ xs: 3, md: 4 }}>
        <PageHeader
          title={user ? `Welcome back, ${user.name}!` : 'Welcome back!'}
          subtitle="Pick up where you left off and keep learning."
        />

        <Grid container spacing={{ xs: 2, md: 3 }}>
          <Grid size={{ xs: 12, sm: 4 }}>
            <StatCard label="Total Courses" value={totals.total} icon={<MenuBookOutlinedIcon />} color="primary" loading={loading} />
          </Grid>
          <Grid size={{ xs: 12, sm: 4 }}>
            <StatCard label="Completed" value={totals.completed} icon={<CheckCircleOutlinedIcon />} color="success" loading={loading} />
          </Grid>
          <Grid size={{ xs: 12, sm: 4 }}>
            <StatCard label="In Progress" value={totals.inProgress} icon={<TrendingUpIcon />} color="warning" loading={loading} />
          </Grid>
        </Grid>

        <Grid container spacing={{ xs: 2, md: 3 }}>
          <Grid size={{ xs: 12, md: 8 }}>
            <Paper
              variant="outlined"
              component="section"
              aria-labelledby={continueHeadingId}
              aria-busy={loading}
              sx={{ p: { xs: 2, sm: 3 }, height: '100%' }}
            >
              <Typography id={continueHeadingId} variant="h6" component="h2">
                Continue Learning
              </Typography>
              {!loading && continueLearning.length === 0 ? (
                <EmptyState
                  icon={<MenuBookOutlinedIcon />}
                  title="No courses yet"
                  description="Enroll in a course and it will show up here."
                  actionLabel="Browse Courses"
                  actionTo={paths.courses()}
                />
              ) : (
                <Box component="ul" aria-hidden={loading || undefined} sx={{ listStyle: 'none', m: 0, p: 0 }}>
                  {loading
                    ? Array.from({ length: CONTINUE_LEARNING_LIMIT }, (_, index) => <RowSkeleton key={index} />)
                    : continueLearning.map((enrollment) => <EnrollmentRow key={enrollment.id} enrollment={enrollment} />)}
                </Box>
              )}
            </Paper>
          </Grid>
          <Grid size={{ xs: 12, md: 4 }}>
            <QuickActions actions={quickActions} />
          </Grid>
        </Grid>
      </Stack>
    </Container>
  );
}
