import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatDollars, type Course } from '@lectern/shared-sdk';
import { CourseThumbnail } from '@lectern/shared-sdk/ui/course-thumbnail';
import { StatusChip } from '@lectern/shared-sdk/ui/status-chip';
import { visuallyHidden } from '@lectern/shared-sdk/ui/visually-hidden';
import { studentCount } from '../../../shared/course-figures';

export function CoursesTab({ courses }: { courses: Course[] }) {
  if (courses.length === 0) return <Typography color="text.secondary">No courses yet</Typography>;
  return (
    <>
      {/* The cards' titles are h3 under the page's h1: the tab's own heading keeps the outline in order. */}
      <Typography component="h2" sx={visuallyHidden}>
        My Courses
      </Typography>
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
                  <StatusChip active={course.isApproved} activeLabel="Published" inactiveLabel="Pending" />
                </Stack>
                <Typography variant="body2" sx={{ fontWeight: 600, mt: 1 }}>
                  {formatDollars(course.price)}
                </Typography>
              </CardContent>
            </Card>
          </Grid>
        ))}
      </Grid>
    </>
  );
}
