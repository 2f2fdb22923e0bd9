import { Children, Suspense, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import { COURSE_CARD_ROWS } from './course-card';

/**
 * 1, 2 or 3 columns; every card in a row stretches to the tallest, and their parts line up (COURSE_CARD_ROWS). Each card sits in a Suspense boundary of its own:
 * on a server-rendered page React hydrates such boundaries one by one after the rest, yielding between them, so a
 * page of cards is several short tasks instead of one long one (Total Blocking Time on a phone).
 */
export function CourseGrid({ children, label }: { children: ReactNode; label?: string }) {
  return (
    <Box
      component="ul"
      aria-label={label}
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'grid',
        columnGap: 3,
        rowGap: 0,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))' },
        // Each item takes a card's rows and hands them down (subgrid), so the parts of cards side by side share their
        // heights; the space under a row of cards is the item's own padding (a row gap would open between the parts).
        '& > li': { display: 'grid', gridRow: `span ${COURSE_CARD_ROWS}`, gridTemplateRows: 'subgrid', rowGap: 0, minWidth: 0, pb: 3 },
        '& > li > *': { gridRow: `span ${COURSE_CARD_ROWS}` },
      }}
    >
      {Children.map(children, (child) => (
        <Suspense fallback={null}>{child}</Suspense>
      ))}
    </Box>
  );
}

/** Placeholders with the cards' shape, so the grid does not jump when the list arrives. */
export function CourseGridSkeleton({ count }: { count: number }) {
  return (
    <CourseGrid>
      {Array.from({ length: count }, (_, index) => (
        <li key={index} aria-hidden>
          <Card variant="outlined" sx={{ borderRadius: 3 }}>
            <Skeleton variant="rectangular" sx={{ aspectRatio: '16 / 9', height: 'auto' }} />
            <CardContent>
              <Skeleton variant="text" sx={{ fontSize: '1.5rem' }} />
              <Skeleton variant="text" width="40%" />
              <Skeleton variant="text" />
              <Skeleton variant="text" />
              <Skeleton variant="text" width="60%" />
              <Skeleton variant="rounded" width={96} height={36} sx={{ mt: 2 }} />
            </CardContent>
          </Card>
        </li>
      ))}
    </CourseGrid>
  );
}
