import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { isCompleted, paths, type Enrollment } from '@lectern/shared-sdk';
import { CourseThumbnail } from '@lectern/shared-sdk/ui/course-thumbnail';
import { actionSx, rowSx } from './row-layout';

export function EnrollmentRow({ enrollment }: { enrollment: Enrollment }) {
  const course = enrollment.courseId;
  const completed = isCompleted(enrollment);
  const progress = completed ? 100 : Math.min(100, Math.max(0, enrollment.progress));
  const action = completed ? 'View' : 'Continue';
  const educator = course.educatorId.name || course.instructor || 'Educator';

  return (
    <Box component="li" sx={rowSx}>
      <Box sx={{ gridArea: 'thumb' }}>
        <CourseThumbnail src={course.image} />
      </Box>
      <Box sx={{ gridArea: 'body', minWidth: 0 }}>
        <Typography variant="subtitle1" component="h3" noWrap title={course.title} sx={{ fontWeight: 600 }}>
          {course.title}
        </Typography>
        <Typography variant="body2" color="text.secondary" noWrap>
          by {educator}
        </Typography>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mt: 1 }}>
          <LinearProgress
            variant="determinate"
            value={progress}
            color={completed ? 'success' : 'primary'}
            aria-label={`${course.title} progress`}
            sx={{ flex: 1, height: 8, borderRadius: 4 }}
          />
          <Typography variant="body2" color="text.secondary" sx={{ minWidth: '3.2em', textAlign: 'right' }}>
            {progress}%
          </Typography>
        </Box>
      </Box>
      <Button
        component={RouterLink}
        to={paths.student.learn(course.id)}
        variant={completed ? 'outlined' : 'contained'}
        aria-label={`${action} ${course.title}`}
        sx={actionSx}
      >
        {action}
      </Button>
    </Box>
  );
}
