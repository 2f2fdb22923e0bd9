import Button from '@mui/material/Button';
import { Link as RouterLink, paths, type Course } from '@lectern/shared-sdk';
import { CourseRow } from '../../../shared/course-row';

interface WishlistItemProps {
  course: Course;
  inCart: boolean;
  busy: boolean;
  onEnroll: () => void;
  onAddToCart: () => void;
  onRemove: () => void;
}

export function WishlistItem({ course, inCart, busy, onEnroll, onAddToCart, onRemove }: WishlistItemProps) {
  return (
    <CourseRow
      course={course}
      actions={(titleId) => (
        <>
          <Button variant="contained" size="small" onClick={onEnroll} disabled={busy} aria-describedby={titleId}>
            Enroll
          </Button>
          {course.price > 0 &&
            (inCart ? (
              <Button component={RouterLink} to={paths.student.cart()} size="small" variant="outlined" aria-describedby={titleId}>
                Go to Cart
              </Button>
            ) : (
              <Button size="small" variant="outlined" onClick={onAddToCart} disabled={busy} aria-describedby={titleId}>
                Add to Cart
              </Button>
            ))}
          <Button size="small" color="error" onClick={onRemove} disabled={busy} aria-label={`Remove ${course.title} from your wishlist`}>
            Remove
          </Button>
        </>
      )}
    />
  );
}
