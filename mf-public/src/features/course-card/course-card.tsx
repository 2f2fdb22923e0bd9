import { useId } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import People from '@mui/icons-material/People';
import Star from '@mui/icons-material/Star';
import { formatPrice, formatRating, Link as RouterLink, paths, type Course } from '@lectern/shared-sdk';
import { StatusChip } from '@lectern/shared-sdk/ui/status-chip';
import { CourseImage } from './course-image';
import { educatorName, studentCount } from './course-meta';
import { visuallyHidden } from '../../shared/visually-hidden';
import { WishlistHeart, type HeartState } from './wishlist-heart';

/** The student actions; absent on lists that show none (home). */
export interface CourseCardActions {
  enrolled: boolean;
  inCart: boolean;
  busy: boolean;
  onEnroll: () => void;
  onAddToCart: () => void;
}

interface CourseCardProps {
  course: Course;
  actions?: CourseCardActions;
  /** The wishlist heart, over the image; none where it is not shown. */
  heart?: HeartState | null;
  eagerImage?: boolean;
}

/** The rows a card takes in its grid (CourseGrid): image, text, figures, buttons. */
export const COURSE_CARD_ROWS = 4;

const clamp = (lines: number) => ({
  display: '-webkit-box',
  WebkitLineClamp: lines,
  WebkitBoxOrient: 'vertical' as const,
  overflow: 'hidden',
});

export function CourseCard({ course, actions, heart, eagerImage = false }: CourseCardProps) {
  const titleId = useId();
  const enrolled = studentCount(course);
  const rating = formatRating(course.rating);

  return (
    <Card
      component="article"
      aria-labelledby={titleId}
      variant="outlined"
      sx={{
        height: '100%',
        // Its four parts (image, text, figures, buttons) are rows of the grid's row (CourseGrid): the prices and the
        // buttons of cards side by side line up, whatever the length of their titles or how their buttons wrap.
        display: 'grid',
        gridRow: `span ${COURSE_CARD_ROWS}`,
        gridTemplateRows: 'subgrid',
        rowGap: 0,
        borderRadius: 3,
        transition: 'box-shadow 150ms ease, transform 150ms ease',
        '&:hover': { boxShadow: 4 },
        '@media (prefers-reduced-motion: no-preference)': { '&:hover': { transform: 'translateY(-2px)' } },
      }}
    >
      <Box sx={{ position: 'relative' }}>
        <CourseImage src={course.image} alt="" eager={eagerImage} />
        <Box sx={{ position: 'absolute', top: 12, left: 12, right: heart ? 64 : 12, display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          <Chip label={course.category} size="small" sx={{ bgcolor: 'background.paper', color: 'text.primary', fontWeight: 600 }} />
          {!course.isApproved && <StatusChip active={false} activeLabel="Approved" inactiveLabel="Pending" />}
        </Box>
        {heart && (
          <Box sx={{ position: 'absolute', top: 8, right: 8 }}>
            <WishlistHeart heart={heart} courseTitle={course.title} overImage />
          </Box>
        )}
      </Box>

      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1, pb: 0 }}>
        <Typography id={titleId} component="h3" variant="h6" sx={{ fontWeight: 700, lineHeight: 1.3, ...clamp(2) }}>
          {course.title}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          by {educatorName(course)}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={clamp(3)}>
          {course.description}
        </Typography>
      </CardContent>

      <Stack
        direction="row"
        sx={{ alignItems: 'center', justifyContent: 'space-between', px: 2, py: 1.5, gap: 1, flexWrap: 'wrap', alignSelf: 'end' }}
      >
        <Typography component="p" variant="h6" color="primary" sx={{ fontWeight: 700 }}>
          {formatPrice(course.price)}
        </Typography>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', color: 'text.secondary' }}>
          <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
            <People fontSize="small" aria-hidden />
            <Typography variant="body2">
              {enrolled}{' '}
              <Box component="span" sx={visuallyHidden}>
                enrolled
              </Box>
            </Typography>
          </Stack>
          <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
            <Star fontSize="small" aria-hidden sx={{ color: 'warning.light' }} />
            <Typography variant="body2">
              <Box component="span" sx={visuallyHidden}>
                Rating{' '}
              </Box>
              {rating}
            </Typography>
          </Stack>
        </Stack>
      </Stack>

      <CardActions sx={{ px: 2, pb: 2, pt: 0, gap: 1, flexWrap: 'wrap', alignItems: 'flex-start', '& > :not(style) ~ :not(style)': { ml: 0 } }}>
        <Button component={RouterLink} to={paths.courseDetail(course.id)} variant="outlined" aria-describedby={titleId}>
          Details
        </Button>
        {actions && <StudentActions course={course} actions={actions} titleId={titleId} />}
      </CardActions>
    </Card>
  );
}

function StudentActions({ course, actions, titleId }: { course: Course; actions: CourseCardActions; titleId: string }) {
  if (actions.enrolled) {
    return (
      <Button component={RouterLink} to={paths.student.learn(course.id)} variant="contained" aria-describedby={titleId}>
        Continue
      </Button>
    );
  }
  return (
    <>
      <Button variant="contained" onClick={actions.onEnroll} disabled={actions.busy} aria-describedby={titleId}>
        Enroll
      </Button>
      {course.price > 0 &&
        (actions.inCart ? (
          <Button component={RouterLink} to={paths.student.cart()} variant="text" aria-describedby={titleId}>
            Go to Cart
          </Button>
        ) : (
          <Button variant="text" onClick={actions.onAddToCart} disabled={actions.busy} aria-describedby={titleId}>
            Add to Cart
          </Button>
        ))}
    </>
  );
}
