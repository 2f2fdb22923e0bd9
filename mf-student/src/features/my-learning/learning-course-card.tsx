import { useId } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import StarIcon from '@mui/icons-material/Star';
import {
  completionPercent,
  enrollmentStatus,
  formatRating,
  isCompleted,
  isStarted,
  Link as RouterLink,
  paths,
  type Enrollment,
} from '@lectern/shared-sdk';
import { CourseThumbnail } from '@lectern/shared-sdk/ui/course-thumbnail';
import { LabelledProgress } from '../../shared/labelled-progress';

export function LearningCourseCard({ enrollment }: { enrollment: Enrollment }) {
  const titleId = useId();
  const course = enrollment.courseId;
  const completed = isCompleted(enrollment);
  const progress = completionPercent(enrollment);
  const status = enrollmentStatus(enrollment);
  const action = completed ? 'Review Course' : isStarted(enrollment) ? 'Continue Learning' : 'Start Course';

  return (
    <Card
      component="article"
      aria-labelledby={titleId}
      variant="outlined"
      sx={{ height: '100%', display: 'flex', flexDirection: 'column', borderRadius: 3 }}
    >
      <CourseThumbnail src={course.image} />
      <CardContent sx={{ flexGrow: 1, display: 'flex', flexDirection: 'column', gap: 1 }}>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Chip size="small" label={status.label} color={status.color} variant="outlined" />
          <Chip size="small" label={course.category} variant="outlined" />
        </Box>
        <Typography id={titleId} variant="h6" component="h3" sx={{ fontWeight: 700, lineHeight: 1.3 }}>
          {course.title}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          by {course.educatorId.name || course.instructor || 'Educator'}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
          <StarIcon fontSize="small" sx={{ color: 'warning.light' }} aria-hidden />
          Rating {formatRating(course.rating)}
        </Typography>
        <Box sx={{ mt: 'auto', pt: 1 }}>
          <LabelledProgress label="Progress" progress={progress} completed={completed} ariaLabel={`${course.title} progress`} />
        </Box>
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2 }}>
        <Button
          component={RouterLink}
          to={completed ? paths.student.learn(course.id) : paths.student.continueLearning(course.id, enrollment.lastWatched)}
          variant={completed ? 'outlined' : 'contained'}
          fullWidth
          aria-label={`${action}: ${course.title}`}
        >
          {action}
        </Button>
      </CardActions>
    </Card>
  );
}
