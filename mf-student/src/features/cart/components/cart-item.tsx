import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import { Link as RouterLink, paths, type Course } from '@lectern/shared-sdk';
import { CourseRow } from '../../../shared/course-row';

interface CartItemProps {
  course: Course;
  removing: boolean;
  onRemove: () => void;
}

export function CartItem({ course, removing, onRemove }: CartItemProps) {
  return (
    <CourseRow
      course={course}
      actions={() => (
        <>
          <Button component={RouterLink} to={paths.courseDetail(course.id)} size="small" variant="outlined" aria-label={`View ${course.title}`}>
            View
          </Button>
          <IconButton onClick={onRemove} disabled={removing} aria-label={`Remove ${course.title} from cart`} color="error">
            <DeleteOutlinedIcon />
          </IconButton>
        </>
      )}
    />
  );
}
