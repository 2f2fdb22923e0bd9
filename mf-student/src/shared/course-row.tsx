import { useId, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AccessTimeIcon from '@mui/icons-material/AccessTime';
import PeopleIcon from '@mui/icons-material/People';
import StarIcon from '@mui/icons-material/Star';
import { formatPrice, formatRating, formatStudentCount, type Course } from '@lectern/shared-sdk';
import { CourseThumbnail } from '@lectern/shared-sdk/ui/course-thumbnail';
import { visuallyHidden } from '@lectern/shared-sdk/ui/visually-hidden';

interface CourseRowProps {
  course: Course;
  /** The row's buttons, under the price; given the title's id for their accessible descriptions. */
  actions: (titleId: string) => ReactNode;
  /** Shown under the course's details (the cart: why a course can no longer be bought). */
  note?: ReactNode;
  /** The price is not counted (the cart: a course that can no longer be bought): shown struck through and dimmed. */
  priceLeftOut?: boolean;
  /** The price after a coupon (the cart): shown beside the old price, struck through. */
  discountedPrice?: number | null;
}

/** A course in a list of the student's (the cart, the wishlist): what it is on the left, its price and buttons on the right. */
export function CourseRow({ course, actions, note, priceLeftOut = false, discountedPrice = null }: CourseRowProps) {
  const titleId = useId();
  return (
    <Box
      component="li"
      aria-labelledby={titleId}
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: '160px minmax(0, 1fr) auto' },
        gap: 2,
        py: 2.5,
        '&:not(:last-of-type)': { borderBottom: 1, borderColor: 'divider' },
      }}
    >
      <CourseThumbnail src={course.image} />
      <Box sx={{ minWidth: 0 }}>
        <Typography id={titleId} variant="h6" component="h3" sx={{ fontWeight: 700, lineHeight: 1.3 }}>
          {course.title}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          by {course.instructor || course.educatorId.name || 'Educator'}
        </Typography>
        <Typography
          variant="body2"
          color="text.secondary"
          sx={{ mt: 0.5, display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}
        >
          {course.description}
        </Typography>
        <Stack direction="row" spacing={2} useFlexGap sx={{ mt: 1, rowGap: 0.5, flexWrap: 'wrap', color: 'text.secondary' }}>
          <Typography variant="body2" sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
            <PeopleIcon fontSize="small" aria-hidden /> {formatStudentCount(course.enrolledCount)} enrolled
          </Typography>
          <Typography variant="body2" sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
            <AccessTimeIcon fontSize="small" aria-hidden /> {course.duration}
          </Typography>
          <Typography variant="body2" sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
            <StarIcon fontSize="small" aria-hidden sx={{ color: 'warning.light' }} /> Rating {formatRating(course.rating)}
          </Typography>
        </Stack>
        {note}
      </Box>
      <Stack sx={{ alignItems: { xs: 'flex-start', sm: 'flex-end' }, justifyContent: 'space-between', gap: 1 }}>
        {discountedPrice === null ? (
          <Typography
            variant="h6"
            component="p"
            sx={priceLeftOut ? { fontWeight: 800, textDecoration: 'line-through', color: 'text.disabled' } : { fontWeight: 800 }}
          >
            {formatPrice(course.price)}
          </Typography>
        ) : (
          <DiscountedPrice price={course.price} discountedPrice={discountedPrice} />
        )}
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', justifyContent: { sm: 'flex-end' } }}>
          {actions(titleId)}
        </Stack>
      </Stack>
    </Box>
  );
}

/** The new price beside the old one struck through; a screen reader hears both in one sentence. */
function DiscountedPrice({ price, discountedPrice }: { price: number; discountedPrice: number }) {
  return (
    <Typography variant="h6" component="p" sx={{ fontWeight: 800, display: 'flex', alignItems: 'baseline', gap: 1 }}>
      <Box component="s" aria-hidden sx={{ fontSize: '0.875rem', fontWeight: 500, color: 'text.secondary' }}>
        {formatPrice(price)}
      </Box>
      <Box component="span" aria-hidden sx={{ color: 'success.dark' }}>
        {formatPrice(discountedPrice)}
      </Box>
      <Box component="span" sx={visuallyHidden}>{`${formatPrice(discountedPrice)} with the coupon, was ${formatPrice(price)}`}</Box>
    </Typography>
  );
}
