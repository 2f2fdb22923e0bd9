import { useId } from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatCount, formatRating, lastWeekStarts, Link as RouterLink, paths, type CourseSummaryInsight } from '@lectern/shared-sdk';
import { formatCents } from '@lectern/shared-sdk/ui/chart-card';
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

function CourseFigures({ courses, loading }: { courses: readonly CourseSummaryInsight[]; loading: boolean }) {
  const message = loading ? 'Loading your courses…' : courses.length === 0 ? 'Figures appear here once you have a course.' : null;
  return (
    <TableContainer component={Paper} variant="outlined" role="region" aria-label="Course figures" tabIndex={0} sx={{ overflowX: 'auto' }}>
      <Table size="small" sx={{ '& caption': { captionSide: 'top', typography: 'subtitle1', color: 'text.primary', fontWeight: 500 } }}>
        <caption>Your courses</caption>
        <TableHead>
          <TableRow>
            <TableCell>Course</TableCell>
            <TableCell align="right">Enrolled</TableCell>
            <TableCell align="right">Completed</TableCell>
            <TableCell align="right">Rating</TableCell>
            <TableCell align="right">Revenue</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {courses.map((course) => (
            <TableRow key={course.id}>
              <TableCell component="th" scope="row" sx={{ minWidth: 160 }}>
                <Link component={RouterLink} to={paths.educator.insights(course.id)} aria-label={`Insights of ${course.title}`}>
                  {course.title}
                </Link>
              </TableCell>
              <TableCell align="right">{formatCount(course.enrolled)}</TableCell>
              <TableCell align="right">{formatCount(course.completed)}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {course.ratingCount > 0 ? `${formatRating(course.averageRating)} (${formatCount(course.ratingCount)})` : 'N/A'}
              </TableCell>
              <TableCell align="right">{formatCents(course.revenueCents)}</TableCell>
            </TableRow>
          ))}
          {message && (
            <TableRow>
              <TableCell colSpan={5} align="center" sx={{ py: 3, color: 'text.secondary' }}>
                {message}
              </TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
