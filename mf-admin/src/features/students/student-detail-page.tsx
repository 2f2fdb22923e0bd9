import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import MenuBookOutlinedIcon from '@mui/icons-material/MenuBookOutlined';
import TrendingUpIcon from '@mui/icons-material/TrendingUp';
import WorkspacePremiumOutlinedIcon from '@mui/icons-material/WorkspacePremiumOutlined';
import { completionPercent, formatDate, isCompleted, parseId, paths, percent, useParams, type Enrollment } from '@lectern/shared-sdk';
import { StatGrid } from '@lectern/shared-sdk/ui/stat-card';
import { CourseListItem, CourseListSection } from '../../shared/course-list-section';
import { RecordFallback } from '../../shared/record-fallback';
import { ProgressBar } from '@lectern/shared-sdk/ui/progress-bar';
import { PageContainer } from '@lectern/shared-sdk/ui/page-container';
import { PersonHeader } from '../../shared/person-header';
import { useStudentDetail } from './use-students';

export function StudentDetailPage() {
  const { loading, student, enrollments } = useStudentDetail(parseId(useParams().studentId));
  if (loading || !student) {
    return <RecordFallback loading={loading} loadingLabel="Loading student" notFound="Student not found" fallbackPath={paths.admin.students()} />;
  }
  const completed = enrollments.filter(isCompleted).length;
  const completionRate = percent(completed, enrollments.length);
  const averageProgress = enrollments.length
    ? Math.round(enrollments.reduce((sum, item) => sum + completionPercent(item), 0) / enrollments.length)
    : 0;

  return (
    <PageContainer>
      <PersonHeader person={student} active={student.isActive !== false} />

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
    </PageContainer>
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
        <ProgressBar value={completionPercent(enrollment)} label={`Progress in ${course.title}`} />
      </Box>
      <Typography variant="body2" color="text.secondary">
        Enrolled {formatDate(enrollment.enrolledAt)}
      </Typography>
    </CourseListItem>
  );
}
