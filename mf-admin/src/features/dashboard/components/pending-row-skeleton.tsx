import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { pendingRowSx } from './pending-row-layout';

/** Same footprint as a loaded row, so the list does not jump when data arrives. */
export function PendingRowSkeleton() {
  return (
    <Box component="li" sx={pendingRowSx}>
      <Box sx={{ flex: 1 }}>
        <Skeleton width="55%" />
        <Skeleton width="35%" />
        <Skeleton width="15%" />
      </Box>
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        <Skeleton variant="rounded" width={72} height={36} />
        <Skeleton variant="rounded" width={96} height={36} />
      </Stack>
    </Box>
  );
}
