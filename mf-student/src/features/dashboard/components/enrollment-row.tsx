import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { completionPercent, isCompleted, paths, type Enrollment } from '@lectern/shared-sdk';
import { ThumbnailRow } from '@lectern/shared-sdk/ui/thumbnail-row';

export function EnrollmentRow({ enrollment }: { enrollment: Enrollment }) {
  const course = enrollment.courseId;
  const completed = isCompleted(enrollment);
  const progress = completionPercent(enrollment);
  const educator = course.educatorId.name || course.instructor || 'Educator';

  return (
    <ThumbnailRow
      image={course.image}
      title={course.title}
      actionLabel={completed ? 'View' : 'Continue'}
      actionTo={completed ? paths.student.learn(course.id) : paths.student.continueLearning(course.id, enrollment.lastWatched)}
      actionVariant={completed ? 'outlined' : 'contained'}
    >
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
    </ThumbnailRow>
  );
}
