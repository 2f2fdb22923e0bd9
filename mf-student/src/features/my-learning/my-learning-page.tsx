import { useId, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, paths, type Enrollment } from '@lectern/shared-sdk';
import { PageHeader } from '@lectern/shared-sdk/ui/page-header';
import { PageLoading } from '@lectern/shared-sdk/ui/page-loading';
import { PageContainer } from '@lectern/shared-sdk/ui/page-container';
import { LearningCourseCard } from './learning-course-card';
import { useMyLearning } from './use-my-learning';

function CourseSection({ title, enrollments, empty }: { title: string; enrollments: Enrollment[]; empty: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <Typography id={headingId} variant="h5" component="h2" sx={{ fontWeight: 700, mb: 2 }}>
        {title} ({enrollments.length})
      </Typography>
      {enrollments.length === 0 ? (
        <Typography color="text.secondary">{empty}</Typography>
      ) : (
        <Grid container spacing={3}>
          {enrollments.map((enrollment) => (
            <Grid key={enrollment.id} size={{ xs: 12, sm: 6, md: 4 }}>
              <LearningCourseCard enrollment={enrollment} />
            </Grid>
          ))}
        </Grid>
      )}
    </section>
  );
}

export function MyLearningPage() {
  const { loading, current, completed } = useMyLearning();

  return (
    <PageContainer>
      <PageHeader title="My Learning" subtitle="Your courses and how far you have come." />
      {loading ? (
        <PageLoading label="Loading your courses" />
      ) : current.length + completed.length === 0 ? (
        <Paper variant="outlined" sx={{ p: 5, textAlign: 'center' }}>
          <Typography variant="h6" component="h2">
            No courses yet
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 1, mb: 3 }}>
            Enroll in a course and it will show up here.
          </Typography>
          <Button component={RouterLink} to={paths.courses()} variant="contained">
            Browse Courses
          </Button>
        </Paper>
      ) : (
        <>
          <CourseSection title="Current Courses" enrollments={current} empty="No courses in progress." />
          <CourseSection title="Completed Courses" enrollments={completed} empty="No completed courses yet. Keep going!" />
        </>
      )}
    </PageContainer>
  );
}
