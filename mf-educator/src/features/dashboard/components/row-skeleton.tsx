import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { actionSx, rowSx } from './row-layout';

/** Same footprint as a loaded row, so the list does not jump when data arrives. */
export function RowSkeleton() {
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
