import type { ReactNode } from 'react';
import { Link as RouterLink } from '@lectern/shared-sdk';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import { CourseThumbnail } from './course-thumbnail';

/** Thumbnail, text and action side by side; on phones the action moves to its own line. */
const rowSx: SxProps<Theme> = {
  display: 'grid',
  gridTemplateColumns: { xs: '96px minmax(0, 1fr)', sm: '112px minmax(0, 1fr) auto' },
  gridTemplateAreas: { xs: '"thumb body" "action action"', sm: '"thumb body action"' },
  columnGap: 2,
  rowGap: 1.5,
  alignItems: 'center',
  py: 2,
  '&:not(:last-of-type)': { borderBottom: 1, borderColor: 'divider' },
};

const actionSx: SxProps<Theme> = { gridArea: 'action', minWidth: 120, justifySelf: { xs: 'end', sm: 'auto' } };

interface ThumbnailRowProps {
  image: string | null;
  title: string;
  /** The lines under the title. */
  children: ReactNode;
  /** The button's text; its accessible name is this followed by the title. */
  actionLabel: string;
  actionTo: string;
  actionVariant: 'contained' | 'outlined';
}

/** One list item: a course thumbnail, its title with the caller's details, and one link button. */
export function ThumbnailRow({ image, title, children, actionLabel, actionTo, actionVariant }: ThumbnailRowProps) {
  return (
    <Box component="li" sx={rowSx}>
      <Box sx={{ gridArea: 'thumb' }}>
        <CourseThumbnail src={image} />
      </Box>
      <Box sx={{ gridArea: 'body', minWidth: 0 }}>
        <Typography variant="subtitle1" component="h3" noWrap title={title} sx={{ fontWeight: 600 }}>
          {title}
        </Typography>
        {children}
      </Box>
      <Button component={RouterLink} to={actionTo} variant={actionVariant} aria-label={`${actionLabel} ${title}`} sx={actionSx}>
        {actionLabel}
      </Button>
    </Box>
  );
}

/** Same footprint as a loaded row, so the list does not jump when data arrives. */
export function ThumbnailRowSkeleton() {
  return (
    <Box component="li" sx={rowSx}>
      <Skeleton variant="rounded" sx={{ gridArea: 'thumb', width: '100%', height: 'auto', aspectRatio: '16 / 9' }} />
      <Box sx={{ gridArea: 'body' }}>
        <Skeleton width="60%" />
        <Skeleton width="35%" />
        <Skeleton width="90%" height={12} />
      </Box>
      <Skeleton variant="rounded" height={36} sx={actionSx} />
    </Box>
  );
}
