import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ShoppingCart from '@mui/icons-material/ShoppingCart';
import { formatPrice, Link as RouterLink, paths, type CourseDetail, type EnrollmentStatus } from '@lectern/shared-sdk';
import type { CourseCardActions } from '../../course-card/course-card';
import { CourseImage } from '../../course-card/course-image';
import { visuallyHidden } from '../../../shared/visually-hidden';
import { WishlistHeart, type HeartState } from '../../course-card/wishlist-heart';

/** The course card's student actions; whether the student is enrolled or has it in the cart comes from `enrollment`. */
interface CoursePurchaseCardProps extends Omit<CourseCardActions, 'enrolled' | 'inCart'> {
  course: CourseDetail;
  enrollment: EnrollmentStatus;
  /** The wishlist heart beside the price; none where it is not shown. */
  heart: HeartState | null;
}

export function CoursePurchaseCard({ course, enrollment, busy, onEnroll, onAddToCart, heart }: CoursePurchaseCardProps) {
  return (
    <Card variant="outlined" sx={{ borderRadius: 3, position: { md: 'sticky' }, top: { md: 88 } }}>
      <CourseImage src={course.image} alt={course.title} eager />
      <CardContent sx={{ p: 3 }}>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 2 }}>
          <Typography component="p" variant="h4" sx={{ fontWeight: 800 }}>
            <Typography component="span" sx={visuallyHidden}>
              Price:{' '}
            </Typography>
            {formatPrice(course.price)}
          </Typography>
          {heart && <WishlistHeart heart={heart} courseTitle={course.title} />}
        </Stack>
        <Stack spacing={1.5}>
          {enrollment.enrolled ? (
            <Button
              component={RouterLink}
              to={paths.student.continueLearning(course.id, enrollment.lastWatched)}
              variant="contained"
              size="large"
              fullWidth
            >
              Continue Learning
            </Button>
          ) : (
            <>
              <Button variant="contained" size="large" fullWidth onClick={onEnroll} disabled={busy}>
                Enroll Now
              </Button>
              {course.price > 0 &&
                (enrollment.inCart ? (
                  <Button component={RouterLink} to={paths.student.cart()} variant="outlined" size="large" fullWidth startIcon={<ShoppingCart />}>
                    Go to Cart
                  </Button>
                ) : (
                  <Button variant="outlined" size="large" fullWidth onClick={onAddToCart} disabled={busy} startIcon={<ShoppingCart />}>
                    Add to Cart
                  </Button>
                ))}
            </>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}
