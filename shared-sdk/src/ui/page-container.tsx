import type { ReactNode } from 'react';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';

/**
 * The frame of every area's page: a centred column as wide as the page needs (lg for lists and dashboards, md for
 * one thing, sm for a short form), the same padding on every page, and the page's sections one under the other with
 * the same gaps. Put a page's loading and not-found states in the same frame, so nothing jumps when they change
 * (not every page does yet: several still return a bare PageLoading).
 */
export function PageContainer({ width = 'lg', children }: { width?: 'sm' | 'md' | 'lg'; children: ReactNode }) {
  return (
    <Container maxWidth={width} sx={{ py: { xs: 3, md: 4 } }}>
      <Stack spacing={{ xs: 3, md: 4 }}>{children}</Stack>
    </Container>
  );
}
