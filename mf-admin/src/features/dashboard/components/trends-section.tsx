import { useId } from 'react';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { formatMonthYear, Link as RouterLink, paths, type PlatformTrends, type PlatformWeek } from '@lectern/shared-sdk';
import { ChartCard, weekCategories, type ChartSeries } from '@lectern/shared-sdk/ui/chart-card';
import { WeeksToggle } from '@lectern/shared-sdk/ui/weeks-toggle';
import { useTrends } from '../use-dashboard';

/** How much of a title the bars' axis shows: a phone leaves the bars room; a wider card, the title. */
const AXIS_TITLE_LENGTH = { narrow: 14, wide: 36 };

/** The dashboard's Trends: the platform week by week, and the courses most enrolled in this month. */
export function TrendsSection() {
  const headingId = useId();
  const { weeks, setWeeks, loading, refreshing, platformWeeks, month, topCourses } = useTrends();
  const perWeek = (title: string, what: string, series: ChartSeries, emptyMessage: string, kind: 'bar' | 'line' = 'bar') => (
    <Grid size={{ xs: 12, md: 6 }}>
      <ChartCard
        title={title}
        description={`${kind === 'bar' ? 'Bars' : 'A line'}: ${what} in each of the last ${platformWeeks.length} weeks, oldest first.`}
        kind={kind}
        categoryHeader="Week"
        categories={weekCategories(platformWeeks)}
        series={[series]}
        emptyMessage={emptyMessage}
        loading={loading}
        headingLevel="h3"
      />
    </Grid>
  );
  const column = (key: keyof Omit<PlatformWeek, 'weekStart'>) => platformWeeks.map((week) => week[key]);

  return (
    <Box component="section" aria-labelledby={headingId}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 2 }}>
        <Box>
          <Typography id={headingId} variant="h5" component="h2">
            Trends
          </Typography>
          <Typography variant="body2" color="text.secondary">
            The platform week by week; a week starts on Monday.
          </Typography>
        </Box>
        <WeeksToggle weeks={weeks} onChange={setWeeks} />
      </Stack>
      {refreshing && <LinearProgress aria-label={`Loading the last ${weeks} weeks`} sx={{ mb: 2 }} />}
      <Grid container spacing={{ xs: 2, md: 3 }} aria-busy={refreshing}>
        {perWeek(
          'New students per week',
          'students who signed up',
          { label: 'New students', data: column('newStudents') },
          `No new students in the last ${platformWeeks.length} weeks.`,
        )}
        {perWeek(
          'Enrollments per week',
          'enrollments made',
          { label: 'Enrollments', data: column('enrollments') },
          `No enrollments in the last ${platformWeeks.length} weeks.`,
        )}
        {perWeek(
          'Revenue per week',
          'what orders brought',
          { label: 'Revenue', data: column('revenueCents'), format: 'cents' },
          `No sales in the last ${platformWeeks.length} weeks.`,
        )}
        {perWeek(
          'Courses pending review',
          'courses awaiting review at the end of the week (now, for this week)',
          { label: 'Pending courses', data: column('pendingCourses') },
          `No course waited for review in the last ${platformWeeks.length} weeks.`,
          'line',
        )}
        <Grid size={12}>
          <TopCourses month={month} courses={topCourses} loading={loading} />
        </Grid>
      </Grid>
    </Box>
  );
}

function TopCourses({ month, courses, loading }: { month: string; courses: PlatformTrends['topCourses']; loading: boolean }) {
  const wide = useMediaQuery(useTheme().breakpoints.up('md'), { noSsr: true });
  const room = wide ? AXIS_TITLE_LENGTH.wide : AXIS_TITLE_LENGTH.narrow;
  // Mid-month at noon: the same month in every time zone.
  const monthName = formatMonthYear(`${month}-15T12:00:00.000Z`);
  return (
    <ChartCard
      title={`Top courses in ${monthName}`}
      description={`Horizontal bars, one per course, most enrolled first: the enrolments each course had in ${monthName}.`}
      layout="horizontal"
      categoryHeader="Course"
      categories={courses.map((course) => ({
        label: course.title,
        axisLabel: course.title.length > room ? `${course.title.slice(0, room - 1)}…` : course.title,
        cell: (
          <>
            <Link component={RouterLink} to={paths.admin.course(course.id)}>
              {course.title}
            </Link>
            <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
              by {course.educatorName}
            </Typography>
          </>
        ),
      }))}
      series={[{ label: 'Enrollments', data: courses.map((course) => course.enrollments) }]}
      emptyMessage={`No enrollments in ${monthName} yet.`}
      loading={loading}
      headingLevel="h3"
    />
  );
}
