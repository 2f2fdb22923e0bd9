import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type Course } from '@lectern/shared-sdk';
import { StatGrid } from '@lectern/shared-sdk/ui/stat-card';
import { StatusChip } from '@lectern/shared-sdk/ui/status-chip';
import type { EducatorTotals } from '../../../shared/course-figures';

/** Spec section 9: Recent Courses shows 3. */
const RECENT_COURSES = 3;

export function OverviewTab({ courses, totals }: { courses: Course[]; totals: EducatorTotals }) {
  const recent = courses.slice(0, RECENT_COURSES);
  return (
    <Stack spacing={3}>
      <StatGrid
        stats={[
          { label: 'Courses Created', value: totals.courses },
          { label: 'Students Taught', value: totals.students },
        ]}
      />
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="h6" component="h2" gutterBottom>
          Recent Courses
        </Typography>
        {recent.length === 0 ? (
          <Typography color="text.secondary">No courses yet</Typography>
        ) : (
          <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', m: 0, p: 0 }} aria-label="Recent Courses">
            {recent.map((course) => (
              <Stack key={course.id} component="li" direction="row" spacing={2} sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
                <Typography>{course.title}</Typography>
                <StatusChip active={course.isApproved} activeLabel="Published" inactiveLabel="Pending" />
              </Stack>
            ))}
          </Stack>
        )}
      </Paper>
    </Stack>
  );
}
