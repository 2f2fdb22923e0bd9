import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import { Link as RouterLink, paths, type CartItem as CartCourse } from '@lectern/shared-sdk';
import { CourseRow } from '../../../shared/course-row';

interface CartItemProps {
  course: CartCourse;
  removing: boolean;
  onRemove: () => void;
}

/** A course in the cart; one that can no longer be bought says why and offers only Remove (a deleted one has no page to view). */
export function CartItem({ course, removing, onRemove }: CartItemProps) {
  const { unavailable } = course;
  return (
    <CourseRow
      course={course}
      priceLeftOut={Boolean(unavailable)}
      discountedPrice={course.discountedPrice}
      note={
        unavailable && (
          <Box sx={{ mt: 1 }}>
            <Alert severity="warning" variant="outlined" sx={{ py: 0 }}>
              {unavailable.message} Remove it to check out.
            </Alert>
          </Box>
        )
      }
      actions={() => (
        <>
          {unavailable?.reason !== 'deleted' && (
            <Button component={RouterLink} to={paths.courseDetail(course.id)} size="small" variant="outlined" aria-label={`View ${course.title}`}>
              View
            </Button>
          )}
          {unavailable ? (
            <Button
              onClick={onRemove}
              disabled={removing}
              size="small"
              variant="contained"
              color="error"
              aria-label={`Remove ${course.title} from cart`}
            >
              Remove
            </Button>
          ) : (
            <IconButton onClick={onRemove} disabled={removing} aria-label={`Remove ${course.title} from cart`} color="error">
              <DeleteOutlinedIcon />
            </IconButton>
          )}
        </>
      )}
    />
  );
}
