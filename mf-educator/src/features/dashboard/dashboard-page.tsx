import AddCircleOutlinedIcon from '@mui/icons-material/AddCircleOutlined';
import GroupsOutlinedIcon from '@mui/icons-material/GroupsOutlined';
import LibraryBooksOutlinedIcon from '@mui/icons-material/LibraryBooksOutlined';
import PeopleOutlinedIcon from '@mui/icons-material/PeopleOutlined';
import { paths, useCurrentUser } from '@lectern/shared-sdk';
import { RECENT_COURSES_LIMIT, useDashboard } from './use-dashboard';
import { CourseRow } from './components/course-row';
import { InactiveAccountAlert } from './components/inactive-account-alert';
import { InsightsSummary } from './components/insights-summary';
import { EmptyState } from '@lectern/shared-sdk/ui/empty-state';
import { ListSection } from '@lectern/shared-sdk/ui/list-section';
import { PageHeader } from '@lectern/shared-sdk/ui/page-header';
import { WithQuickActions, type QuickAction } from '@lectern/shared-sdk/ui/quick-actions';
import { StatGrid } from '@lectern/shared-sdk/ui/stat-card';
import { ThumbnailRowSkeleton } from '@lectern/shared-sdk/ui/thumbnail-row';
import { PageContainer } from '@lectern/shared-sdk/ui/page-container';

/** A new educator (no course yet) is welcomed and pointed at their first course; a returning one welcomed back. */
function educatorGreeting(name: string | undefined, newcomer: boolean): string {
  if (newcomer) return name ? `Welcome, ${name}! Create your first course to start teaching.` : 'Create your first course to start teaching.';
  return name ? `Welcome back, ${name}! Here is how your courses are doing.` : 'Here is how your courses are doing.';
}

export function DashboardPage() {
  const user = useCurrentUser();
  const { loading, totals, recentCourses } = useDashboard();
  // The API refuses authoring for inactive educators; the screen says so up front instead of failing later.
  const inactive = user?.role === 'educator' && !user.isApproved;

  const quickActions: QuickAction[] = [
    {
      label: 'Create Course',
      description: 'Start a new course',
      to: paths.educator.addCourse(),
      icon: <AddCircleOutlinedIcon />,
      disabled: inactive,
    },
    {
      label: 'My Courses',
      description: 'Manage modules and videos',
      to: paths.educator.courses(),
      icon: <LibraryBooksOutlinedIcon />,
    },
    {
      label: 'Students',
      description: 'See who is enrolled and their progress',
      to: paths.educator.students(),
      icon: <PeopleOutlinedIcon />,
    },
  ];

  return (
    <PageContainer>
      <PageHeader title="Educator Dashboard" subtitle={educatorGreeting(user?.name, !loading && totals.courses === 0)} />

      {inactive && <InactiveAccountAlert />}

      <StatGrid
        loading={loading}
        stats={[
          { label: 'My Courses', value: totals.courses, icon: <LibraryBooksOutlinedIcon />, color: 'primary' },
          { label: 'Total Students', value: totals.students, icon: <GroupsOutlinedIcon />, color: 'success' },
        ]}
      />

      <WithQuickActions actions={quickActions}>
        <ListSection
          title="Your Courses"
          loading={loading}
          isEmpty={recentCourses.length === 0}
          empty={
            <EmptyState
              icon={<LibraryBooksOutlinedIcon />}
              title="No courses yet"
              description="Create your first course, then add modules and videos."
              actionLabel="Create Course"
              actionTo={paths.educator.addCourse()}
              actionDisabled={inactive}
            />
          }
          skeleton={<ThumbnailRowSkeleton />}
          skeletonRows={RECENT_COURSES_LIMIT}
        >
          {recentCourses.map((course) => (
            <CourseRow key={course.id} course={course} />
          ))}
        </ListSection>
      </WithQuickActions>

      <InsightsSummary />
    </PageContainer>
  );
}
