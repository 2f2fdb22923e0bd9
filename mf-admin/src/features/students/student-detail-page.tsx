import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import MenuBookOutlinedIcon from '@mui/icons-material/MenuBookOutlined';
import TrendingUpIcon from '@mui/icons-material/TrendingUp';
import WorkspacePremiumOutlinedIcon from '@mui/icons-material/WorkspacePremiumOutlined';
import {
  formatDate,
  isCompleted,
  parseId,
  paths,
  percent,
  useParams,
  type Enrollment,
  type StudentSummary,
} from '@lectern/shared-sdk';
import { StatGrid } from '@lectern/shared-sdk/ui/stat-card';
import { CourseListItem, CourseListSection } from '../../shared/course-list-section';
import { NotFoundState } from '../../shared/not-found-state';
import { PageLoading } from '@lectern/shared-sdk/ui/page-loading';
import { ProgressBar } from '@lectern/shared-sdk/ui/progress-bar';
import { StatusChip } from '@lectern/shared-sdk/ui/status-chip';
import { PageContainer } from '@lectern/shared-sdk/ui/page-container';
import { UserAvatar } from '../../shared/user-avatar';
import { useStudentDetail } from './use-students';

export function StudentDetailPage() {
  const { loading, student, enrollments } = useStudentDetail(parseId(useParams().studentId));

  return (
    <PageContainer>
      {loading ? (
        <PageLoading label="Loading student" />
      ) : student ? (
        <StudentDetailView student={student} enrollments={enrollments} />
      ) : (
        <NotFoundState message="Student not found" fallbackPath={paths.admin.students()} />
      )}
    </PageContainer>
  );
}

function StudentDetailView({ student, enrollments }: { student: StudentSummary; enrollments: Enrollment[] }) {
  const completed = enrollments.filter(isCompleted).length;
  const completionRate = percent(completed, enrollments.length);
  const averageProgress = enrollments.length ? Math.round(enrollments.reduce((sum, item) => sum + item.progress, 0) / enrollments.length) : 0;

  return (
    <Stack spacing={{ xs: 3, md: 4 }}>
      <Paper variant="outlined" component="header" sx={{ p: { xs: 2, md: 3 } }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ alignItems: { sm: 'center' } }}>
          <UserAvatar src={student.profileImage} />
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="h4" component="h1" sx={{ fontWeight: 700, fontSize: { xs: '1.75rem', md: '2.125rem' } }}>
              {student.name}
            </Typography>
            <Typography color="text.secondary">{student.email}</Typography>
            <Stack direction="row" spacing={2} sx={{ mt: 1, alignItems: 'center', flexWrap: 'wrap' }}>
              <Typography variant="body2" color="text.secondary">
                Joined {formatDate(student.joinedAt)}
              </Typography>
              <StatusChip active={student.isActive !== false} activeLabel="Active" inactiveLabel="Inactive" />
            </Stack>
          </Box>
        </Stack>
      </Paper>

      <StatGrid
        stats={[
          { label: 'Enrolled Courses', value: enrollments.length, icon: <MenuBookOutlinedIcon />, color: 'primary' },
          { label: `Completed (${completionRate}% completion rate)`, value: completed, icon: <WorkspacePremiumOutlinedIcon />, color: 'success' },
          { label: 'Avg. Progress (%)', value: averageProgress, icon: <TrendingUpIcon />, color: 'info' },
        ]}
      />

      <CourseListSection
        id="student-enrollments-heading"
        title="Course Enrollments"
        empty="No course enrollments yet"
        items={enrollments}
        renderItem={(enrollment) => <EnrollmentItem key={enrollment.id} enrollment={enrollment} />}
      />
    </Stack>
  );
}

function EnrollmentItem({ enrollment }: { enrollment: Enrollment }) {
  const course = enrollment.courseId;
  const done = isCompleted(enrollment);
  return (
    <CourseListItem image={course.image} thumbnailWidth={160}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          {course.title}
        </Typography>
        <Chip size="small" label={done ? 'Completed' : 'In Progress'} color={done ? 'success' : 'primary'} variant={done ? 'filled' : 'outlined'} />
      </Stack>
      <Typography variant="body2" color="text.secondary">
        by {course.educatorId.name || course.instructor || 'Educator'}
      </Typography>
      <Box sx={{ my: 1, maxWidth: 420 }}>
        <ProgressBar value={enrollment.progress} label={`Progress in ${course.title}`} />
      </Box>
      <Typography variant="body2" color="text.secondary">
        Enrolled {formatDate(enrollment.enrolledAt)}
      </Typography>
    </CourseListItem>
  );
}
