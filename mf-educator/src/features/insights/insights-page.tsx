import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import GroupAddOutlinedIcon from '@mui/icons-material/GroupAddOutlined';
import PaidOutlinedIcon from '@mui/icons-material/PaidOutlined';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import { Link as RouterLink, paths, percent, useParams, type CourseInsights } from '@lectern/shared-sdk';
import { formatCents } from '@lectern/shared-sdk/ui/chart-card';
import { PageContainer } from '@lectern/shared-sdk/ui/page-container';
import { PageHeader } from '@lectern/shared-sdk/ui/page-header';
import { PageLoading } from '@lectern/shared-sdk/ui/page-loading';
import { StatGrid } from '@lectern/shared-sdk/ui/stat-card';
import { WeeksToggle } from '@lectern/shared-sdk/ui/weeks-toggle';
import { PageProblem } from '../../shared/page-status';
import { EnrolmentsPerWeek, RevenuePerWeek } from '../../shared/week-charts';
import { FunnelCard } from './components/funnel-card';
import { DropOffCard, WatchTimeCard } from './components/lesson-cards';
import { RatingsCard } from './components/ratings-card';
import { QuizInsights } from './components/quiz-card';
import { learners } from './insight-figures';
import { useInsights } from './use-insights';

export function InsightsPage() {
  const { state, weeks, setWeeks } = useInsights(useParams().courseId);

  if (state.status === 'not-found') return <PageProblem message="Error: Course not found" />;
  if (state.status === 'error') return <PageProblem message={`Error: ${state.message}`} />;
  if (state.status === 'loading') return <PageLoading label="Loading insights" />;
  const { insights, refreshing } = state;
  const { course } = insights;

  return (
    <PageContainer>
      <Box>
        <Button component={RouterLink} to={paths.educator.course(course.id)} startIcon={<ArrowBackIcon />} size="small" sx={{ mb: 1 }}>
          Back to Course
        </Button>
        <PageHeader
          title={`Insights: ${course.title}`}
          subtitle="How learners enrol, progress and rate this course, and what it earns."
          action={<WeeksToggle weeks={weeks} onChange={setWeeks} />}
        />
        {/* The last span's figures stay while the new span loads; the bar says they are about to change. */}
        {refreshing && <LinearProgress aria-label={`Loading the last ${weeks} weeks`} sx={{ mt: 2 }} />}
      </Box>
      <Totals insights={insights} />
      <Grid container spacing={{ xs: 2, md: 3 }} aria-busy={refreshing}>
        <Grid size={{ xs: 12, md: 6 }}>
          <EnrolmentsPerWeek weeks={insights.weeks} />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <RevenuePerWeek weeks={insights.weeks} />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <FunnelCard funnel={insights.funnel} />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <RatingsCard ratings={insights.ratings} />
        </Grid>
        <Grid size={12}>
          <DropOffCard lessons={insights.lessons} stoppedAfterDays={insights.stoppedAfterDays} />
        </Grid>
        <Grid size={12}>
          <WatchTimeCard lessons={insights.lessons} />
        </Grid>
      </Grid>
      <QuizInsights quizzes={insights.quizzes} />
    </PageContainer>
  );
}

function Totals({ insights: { totals, funnel } }: { insights: CourseInsights }) {
  return (
    <StatGrid
      stats={[
        { label: 'Enrollments', value: totals.enrollments, icon: <GroupAddOutlinedIcon />, color: 'primary' },
        {
          label: 'Revenue',
          value: formatCents(totals.revenueCents),
          note: totals.sales === 1 ? '1 sale' : `${totals.sales} sales`,
          icon: <PaidOutlinedIcon />,
          color: 'success',
        },
        {
          label: 'Completion Rate',
          value: `${percent(funnel.completed, funnel.enrolled)}%`,
          ...(funnel.enrolled > 0 ? { note: `${learners(funnel.completed)} of ${funnel.enrolled} completed` } : {}),
          icon: <TaskAltIcon />,
          color: 'info',
        },
      ]}
    />
  );
}
