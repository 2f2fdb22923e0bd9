import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { completionPercent, enrollmentStatus, Link as RouterLink, paths, type Enrollment } from '@lectern/shared-sdk';
import { CourseThumbnail } from '@lectern/shared-sdk/ui/course-thumbnail';

export function MyCoursesTab({ enrollments }: { enrollments: Enrollment[] }) {
  if (enrollments.length === 0) {
    return (
      <Typography color="text.secondary">
        No courses yet.{' '}
        <Button component={RouterLink} to={paths.courses()}>
          Browse Courses
        </Button>
      </Typography>
    );
  }
  return (
    <Grid container spacing={2}>
      {enrollments.map((enrollment) => {
        const status = enrollmentStatus(enrollment);
        const course = enrollment.courseId;
        return (
          <Grid key={enrollment.id} size={{ xs: 12, sm: 6, md: 4 }}>
            <Card variant="outlined" component="article" aria-label={course.title} sx={{ height: '100%', borderRadius: 2 }}>
              <CourseThumbnail src={course.image} />
              <CardContent>
                <Chip size="small" label={status.label} color={status.color} variant="outlined" />
                <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700, mt: 1 }}>
                  {course.title}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {completionPercent(enrollment)}% complete
                </Typography>
                <Button
                  component={RouterLink}
                  to={paths.student.learn(course.id)}
                  size="small"
                  sx={{ mt: 1, ml: -1 }}
                  aria-label={`Open ${course.title}`}
                >
                  Open course
                </Button>
              </CardContent>
            </Card>
          </Grid>
        );
      })}
    </Grid>
  );
}
