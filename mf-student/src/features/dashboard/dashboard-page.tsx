import AccountCircleOutlinedIcon from '@mui/icons-material/AccountCircleOutlined';
import AutoStoriesOutlinedIcon from '@mui/icons-material/AutoStoriesOutlined';
import CheckCircleOutlinedIcon from '@mui/icons-material/CheckCircleOutlined';
import ExploreOutlinedIcon from '@mui/icons-material/ExploreOutlined';
import MenuBookOutlinedIcon from '@mui/icons-material/MenuBookOutlined';
import TrendingUpIcon from '@mui/icons-material/TrendingUp';
import { paths, useCurrentUser } from '@lectern/shared-sdk';
import { CONTINUE_LEARNING_LIMIT, useDashboard } from './use-dashboard';
import { EnrollmentRow } from './components/enrollment-row';
import { EmptyState } from '@lectern/shared-sdk/ui/empty-state';
import { ListSection } from '@lectern/shared-sdk/ui/list-section';
import { PageHeader } from '@lectern/shared-sdk/ui/page-header';
import { WithQuickActions, type QuickAction } from '@lectern/shared-sdk/ui/quick-actions';
import { StatGrid } from '@lectern/shared-sdk/ui/stat-card';
import { ThumbnailRowSkeleton } from '@lectern/shared-sdk/ui/thumbnail-row';
import { PageContainer } from '@lectern/shared-sdk/ui/page-container';

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
  // 'Welcome back' is for someone who has been learning here; a new account (no course yet) is welcomed. Until the
  // courses are known (a page the server did not fill) the plain greeting, which is never wrong.
  const returning = !loading && totals.total > 0;
  const greeting = returning ? 'Welcome back' : 'Welcome';

  return (
    <PageContainer>
      <PageHeader
        title={user ? `${greeting}, ${user.name}!` : `${greeting}!`}
        subtitle={returning ? 'Pick up where you left off and keep learning.' : 'Find your first course and start learning at your own pace.'}
      />

      <StatGrid
        loading={loading}
        stats={[
          { label: 'Total Courses', value: totals.total, icon: <MenuBookOutlinedIcon />, color: 'primary' },
          { label: 'Completed', value: totals.completed, icon: <CheckCircleOutlinedIcon />, color: 'success' },
          { label: 'In Progress', value: totals.inProgress, icon: <TrendingUpIcon />, color: 'warning' },
        ]}
      />

      <WithQuickActions actions={quickActions}>
        <ListSection
          title="Continue Learning"
          loading={loading}
          isEmpty={continueLearning.length === 0}
          empty={
            <EmptyState
              icon={<MenuBookOutlinedIcon />}
              title="No courses yet"
              description="Enroll in a course and it will show up here."
              actionLabel="Browse Courses"
              actionTo={paths.courses()}
            />
          }
          skeleton={<ThumbnailRowSkeleton />}
          skeletonRows={CONTINUE_LEARNING_LIMIT}
        >
          {continueLearning.map((enrollment) => (
            <EnrollmentRow key={enrollment.id} enrollment={enrollment} />
          ))}
        </ListSection>
      </WithQuickActions>
    </PageContainer>
  );
}
