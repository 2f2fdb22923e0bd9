import { useId } from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatCount, formatRating, lastWeekStarts, Link as RouterLink, paths, type CourseSummaryInsight } from '@lectern/shared-sdk';
import { formatCents } from '@lectern/shared-sdk/ui/chart-card';
import { ResponsiveTable, type TableColumn } from '@lectern/shared-sdk/ui/responsive-table';
import { EnrolmentsPerWeek } from '../../../shared/week-charts';
import { SUMMARY_WEEKS, useInsightsSummary } from '../use-dashboard';

/** The dashboard's Insights section: enrolments per week across the educator's courses, and each course's figures. */
export function InsightsSummary() {
  const headingId = useId();
  const { loading, failed, insights } = useInsightsSummary();
  // Zeros while loading, so the chart's placeholder has the span's shape.
  const weeks =
    insights?.weeks ?? lastWeekStarts(new Date(), SUMMARY_WEEKS).map((weekStart) => ({ weekStart, enrollments: 0, revenueCents: 0, sales: 0 }));
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} variant="h5" component="h2">
        Insights
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        Your courses over the last {SUMMARY_WEEKS} weeks. A course&apos;s own insights show its funnel, lessons and ratings.
      </Typography>
      {failed ? (
        <Typography color="text.secondary">Your insights could not be loaded. Please try again later.</Typography>
      ) : (
        <Stack spacing={{ xs: 2, md: 3 }}>
          <EnrolmentsPerWeek weeks={weeks} loading={loading} headingLevel="h3" />
          <CourseFigures courses={insights?.courses ?? []} loading={loading} />
        </Stack>
      )}
    </Box>
  );
}

const figureColumns: TableColumn<CourseSummaryInsight>[] = [
  {
    header: 'Course',
    rowHeader: true,
    cell: (course) => (
      <Link component={RouterLink} to={paths.educator.insights(course.id)} aria-label={`Insights of ${course.title}`}>
        {course.title}
      </Link>
    ),
  },
  { header: 'Enrolled', align: 'right', cell: (course) => formatCount(course.enrolled) },
  { header: 'Completed', align: 'right', cell: (course) => formatCount(course.completed) },
  {
    header: 'Rating',
    align: 'right',
    cell: (course) => (course.ratingCount > 0 ? `${formatRating(course.averageRating)} (${formatCount(course.ratingCount)})` : 'N/A'),
    sx: { whiteSpace: 'nowrap' },
  },
  { header: 'Revenue', align: 'right', cell: (course) => formatCents(course.revenueCents) },
];

function CourseFigures({ courses, loading }: { courses: readonly CourseSummaryInsight[]; loading: boolean }) {
  return (
    <ResponsiveTable
      label="Your courses"
      caption="Your courses"
      size="small"
      tableFrom={560}
      columns={figureColumns}
      rows={courses}
      loading={loading}
      loadingMessage="Loading your courses…"
      emptyMessage="Figures appear here once you have a course."
    />
  );
}
