import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { CourseThumbnail } from '@lectern/shared-sdk/ui/course-thumbnail';

interface SectionProps<T> {
  /** Id of the heading the section is labelled by. */
  id: string;
  title: string;
  empty: string;
  items: readonly T[];
  renderItem: (item: T) => ReactNode;
}

/** A titled card listing courses one per row, or saying why there are none. */
export function CourseListSection<T>({ id, title, empty, items, renderItem }: SectionProps<T>) {
  return (
    <Paper variant="outlined" component="section" aria-labelledby={id} sx={{ p: { xs: 2, md: 3 } }}>
      <Typography id={id} variant="h6" component="h2" sx={{ mb: 2 }}>
        {title}
      </Typography>
      {items.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 3, textAlign: 'center' }}>
          {empty}
        </Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {items.map(renderItem)}
        </Box>
      )}
    </Paper>
  );
}

/** One row of a course list: the thumbnail beside its details (stacked on phones), actions at the end. */
export function CourseListItem({
  image,
  thumbnailWidth,
  children,
  actions,
}: {
  image: string | null;
  thumbnailWidth: number;
  children: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <Box
      component="li"
      sx={{
        display: 'flex',
        flexDirection: { xs: 'column', sm: 'row' },
        gap: 2,
        py: 2,
        '&:not(:last-of-type)': { borderBottom: 1, borderColor: 'divider' },
      }}
    >
      <Box sx={{ width: { xs: '100%', sm: thumbnailWidth }, flexShrink: 0 }}>
        <CourseThumbnail src={image} />
      </Box>
      <Box sx={{ flex: 1, minWidth: 0 }}>{children}</Box>
      {actions ? <Box sx={{ alignSelf: { sm: 'center' } }}>{actions}</Box> : null}
    </Box>
  );
}
