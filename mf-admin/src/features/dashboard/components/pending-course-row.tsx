import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatPrice, Link as RouterLink, paths, type Course } from '@lectern/shared-sdk';
import { pendingRowSx } from './pending-row-layout';

interface PendingCourseRowProps {
  course: Course;
  onApprove: (course: Course) => void;
  onSendBack: (course: Course) => void;
}

export function PendingCourseRow({ course, onApprove, onSendBack }: PendingCourseRowProps) {
  const educator = course.educatorId.name || course.instructor || 'Educator';
  return (
    <Box component="li" sx={{ ...pendingRowSx, '&:not(:last-of-type)': { borderBottom: 1, borderColor: 'divider' } }}>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="subtitle1" component="h3" noWrap title={course.title} sx={{ fontWeight: 600 }}>
          {course.title}
        </Typography>
        <Typography variant="body2" color="text.secondary" noWrap>
          by {educator} · {course.category}
        </Typography>
        <Typography variant="body2" sx={{ fontWeight: 600, mt: 0.5 }}>
          {formatPrice(course.price)}
        </Typography>
      </Box>
      <Stack direction="row" spacing={1} sx={{ flexShrink: 0, justifyContent: 'flex-end', flexWrap: 'wrap', rowGap: 1 }}>
        <Button component={RouterLink} to={paths.admin.course(course.id)} variant="outlined" aria-label={`View ${course.title}`}>
          View
        </Button>
        <Button variant="outlined" onClick={() => onSendBack(course)} aria-label={`Send back ${course.title}`}>
          Send back
        </Button>
        <Button variant="contained" color="success" onClick={() => onApprove(course)} aria-label={`Approve ${course.title}`}>
          Approve
        </Button>
      </Stack>
    </Box>
  );
}
