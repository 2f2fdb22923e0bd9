import { Fragment, useId, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

interface ListSectionProps {
  title: string;
  /** Shown before the title; decorative, so pass it with aria-hidden. */
  icon?: ReactNode;
  loading: boolean;
  /** Loaded and nothing to list: `empty` is shown instead of the list. */
  isEmpty: boolean;
  empty: ReactNode;
  /** One placeholder row, shown `skeletonRows` times while loading. */
  skeleton: ReactNode;
  skeletonRows: number;
  /** The list items. */
  children: ReactNode;
}

/** A titled panel holding a short list: placeholder rows while loading, then the rows or an empty state. */
export function ListSection({ title, icon, loading, isEmpty, empty, skeleton, skeletonRows, children }: ListSectionProps) {
  const headingId = useId();
  const heading = (
    <Typography id={headingId} variant="h6" component="h2">
      {title}
    </Typography>
  );
  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} aria-busy={loading} sx={{ p: { xs: 2, sm: 3 }, height: '100%' }}>
      {icon ? (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          {icon}
          {heading}
        </Stack>
      ) : (
        heading
      )}
      {!loading && isEmpty ? (
        empty
      ) : (
        <Box component="ul" aria-hidden={loading || undefined} sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {loading ? Array.from({ length: skeletonRows }, (_, index) => <Fragment key={index}>{skeleton}</Fragment>) : children}
        </Box>
      )}
    </Paper>
  );
}
