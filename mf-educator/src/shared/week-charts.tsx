import type { CourseWeek } from '@lectern/shared-sdk';
import { ChartCard, weekCategories } from '@lectern/shared-sdk/ui/chart-card';

interface WeekChartProps {
  weeks: readonly CourseWeek[];
  loading?: boolean;
  headingLevel?: 'h2' | 'h3';
}

/** Enrolments made in each week of the span (a course's, or all the educator's courses together). */
export function EnrolmentsPerWeek({ weeks, loading = false, headingLevel = 'h2' }: WeekChartProps) {
  return (
    <ChartCard
      title="Enrollments per week"
      description={`Bars: how many learners enrolled in each of the last ${weeks.length} weeks, oldest first.`}
      categoryHeader="Week"
      categories={weekCategories(weeks)}
      series={[{ label: 'Enrollments', data: weeks.map((week) => week.enrollments) }]}
      emptyMessage={`No enrollments in the last ${weeks.length} weeks.`}
      loading={loading}
      headingLevel={headingLevel}
    />
  );
}

/** What sales brought in each week of the span, and how many sales. */
export function RevenuePerWeek({ weeks, loading = false, headingLevel = 'h2' }: WeekChartProps) {
  return (
    <ChartCard
      title="Revenue per week"
      description={`Bars: what the course's sales brought in each of the last ${weeks.length} weeks, oldest first.`}
      categoryHeader="Week"
      categories={weekCategories(weeks)}
      series={[
        { label: 'Revenue', data: weeks.map((week) => week.revenueCents), format: 'cents' },
        { label: 'Sales', data: weeks.map((week) => week.sales), tableOnly: true },
      ]}
      emptyMessage={`No sales in the last ${weeks.length} weeks.`}
      loading={loading}
      headingLevel={headingLevel}
    />
  );
}
