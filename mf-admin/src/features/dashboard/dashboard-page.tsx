import { SendBackDialog } from '../courses/send-back-dialog';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import GroupsOutlinedIcon from '@mui/icons-material/GroupsOutlined';
import HowToRegOutlinedIcon from '@mui/icons-material/HowToRegOutlined';
import LibraryBooksOutlinedIcon from '@mui/icons-material/LibraryBooksOutlined';
import PendingActionsOutlinedIcon from '@mui/icons-material/PendingActionsOutlined';
import SchoolOutlinedIcon from '@mui/icons-material/SchoolOutlined';
import SupervisorAccountOutlinedIcon from '@mui/icons-material/SupervisorAccountOutlined';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import { useState } from 'react';
import { paths, useCurrentUser, type Course } from '@lectern/shared-sdk';
import { PENDING_COURSES_LIMIT, useDashboard } from './use-dashboard';
import { ListSection } from '@lectern/shared-sdk/ui/list-section';
import { PageHeader } from '@lectern/shared-sdk/ui/page-header';
import { PendingCourseRow } from './components/pending-course-row';
import { PendingRowSkeleton } from './components/pending-row-skeleton';
import { TrendsSection } from './components/trends-section';
import { ConfirmDialog, useConfirm } from '@lectern/shared-sdk/ui/confirm-dialog';
import { WithQuickActions, type QuickAction } from '@lectern/shared-sdk/ui/quick-actions';
import { StatGrid } from '@lectern/shared-sdk/ui/stat-card';
import { PageContainer } from '@lectern/shared-sdk/ui/page-container';

const quickActions: QuickAction[] = [
  {
    label: 'Manage Students',
    description: 'Accounts and enrollments',
    to: paths.admin.students(),
    icon: <GroupsOutlinedIcon />,
  },
  {
    label: 'Manage Educators',
    description: 'Add, activate or deactivate educators',
    to: paths.admin.educators(),
    icon: <SupervisorAccountOutlinedIcon />,
  },
  {
    label: 'Manage Courses',
    description: 'Review, approve and remove courses',
    to: paths.admin.courses(),
    icon: <LibraryBooksOutlinedIcon />,
  },
];

export function DashboardPage() {
  const user = useCurrentUser();
  const { statsLoading, totals, pendingLoading, pendingCourses, approve } = useDashboard();
  const approval = useConfirm(approve);
  const [sendingBack, setSendingBack] = useState<Course | null>(null);
  const toApprove = approval.subject;

  return (
    <PageContainer>
      <PageHeader
        title="Admin Dashboard"
        subtitle={user ? `Welcome back, ${user.name}! Here is what needs your attention.` : 'Here is what needs your attention.'}
      />

      <StatGrid
        loading={statsLoading}
        stats={[
          { label: 'Total Students', value: totals.students, icon: <SchoolOutlinedIcon />, color: 'primary' },
          { label: 'Total Educators', value: totals.educators, icon: <SupervisorAccountOutlinedIcon />, color: 'secondary' },
          { label: 'Total Courses', value: totals.courses, icon: <LibraryBooksOutlinedIcon />, color: 'info' },
          { label: 'Active Educators', value: totals.activeEducators, icon: <HowToRegOutlinedIcon />, color: 'success' },
        ]}
      />

      <WithQuickActions actions={quickActions}>
        <ListSection
          title="Pending Courses"
          icon={<PendingActionsOutlinedIcon color="warning" aria-hidden />}
          loading={pendingLoading}
          isEmpty={pendingCourses.length === 0}
          empty={
            <Box sx={{ textAlign: 'center', py: 5, color: 'text.secondary' }}>
              <TaskAltIcon aria-hidden sx={{ fontSize: 48, color: 'success.main' }} />
              <Typography sx={{ mt: 1 }}>No pending courses.</Typography>
            </Box>
          }
          skeleton={<PendingRowSkeleton />}
          skeletonRows={PENDING_COURSES_LIMIT}
        >
          {pendingCourses.map((course) => (
            <PendingCourseRow key={course.id} course={course} onApprove={approval.ask} onSendBack={setSendingBack} />
          ))}
        </ListSection>
      </WithQuickActions>

      <TrendsSection />

      <SendBackDialog course={sendingBack} onClose={() => setSendingBack(null)} />
      <ConfirmDialog
        {...approval.dialog}
        title="Approve Course?"
        description={
          toApprove
            ? `"${toApprove.title}" by ${toApprove.educatorId.name || toApprove.instructor || 'Educator'} will be published and students will be able to enroll.`
            : null
        }
        confirmLabel="Approve"
        color="success"
      />
    </PageContainer>
  );
}
