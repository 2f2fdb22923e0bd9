import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import PeopleOutlinedIcon from '@mui/icons-material/PeopleOutlined';
import { formatPrice, formatStudentCount, paths, type Course } from '@lectern/shared-sdk';
import { ThumbnailRow } from '@lectern/shared-sdk/ui/thumbnail-row';
import { studentCount } from '../../../shared/course-figures';

export function CourseRow({ course }: { course: Course }) {
  const count = studentCount(course);
  const students = count === 1 ? '1 student' : `${formatStudentCount(count)} students`;
  return (
    <ThumbnailRow image={course.image} title={course.title} actionLabel="Manage" actionTo={paths.educator.course(course.id)} actionVariant="outlined">
      <Stack direction="row" spacing={1.5} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mt: 0.5 }}>
        <Chip
          size="small"
          variant="outlined"
          // Grey, not orange: MUI's warning colour is below 4.5:1 contrast on white (axe color-contrast).
          color={course.isApproved ? 'success' : 'default'}
          label={course.isApproved ? 'Approved' : 'Pending Review'}
        />
        <Typography variant="body2" color="text.secondary" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
          <PeopleOutlinedIcon fontSize="small" aria-hidden />
          {students}
        </Typography>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {formatPrice(course.price)}
        </Typography>
      </Stack>
    </ThumbnailRow>
  );
}
