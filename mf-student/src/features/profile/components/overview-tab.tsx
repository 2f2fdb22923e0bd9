import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckCircleOutlinedIcon from '@mui/icons-material/CheckCircleOutlined';
import MenuBookOutlinedIcon from '@mui/icons-material/MenuBookOutlined';
import TrendingUpIcon from '@mui/icons-material/TrendingUp';
import { completionPercent, percent, type Enrollment } from '@lectern/shared-sdk';
import { StatGrid } from '@lectern/shared-sdk/ui/stat-card';

export function OverviewTab({ enrollments, completed }: { enrollments: Enrollment[]; completed: number }) {
  const total = enrollments.length;
  return (
    <Stack spacing={3}>
      <StatGrid
        stats={[
          { label: 'Total Courses', value: total, icon: <MenuBookOutlinedIcon />, color: 'primary' },
          { label: 'Active Courses', value: total - completed, icon: <TrendingUpIcon />, color: 'warning' },
          { label: 'Completed', value: completed, icon: <CheckCircleOutlinedIcon />, color: 'success' },
        ]}
      />
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: 2, flexWrap: 'wrap', mb: 2 }}>
          <Typography variant="h6" component="h2">
            Learning Progress
          </Typography>
          <Typography color="text.secondary">{percent(completed, total)}% completion rate</Typography>
        </Box>
        {total === 0 ? (
          <Typography color="text.secondary">No courses yet. Enroll in a course to see your progress here.</Typography>
        ) : (
          <Stack spacing={2}>
            {enrollments.map((enrollment) => {
              const progress = completionPercent(enrollment);
              return (
                <Box key={enrollment.id}>
                  <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
                    <Typography sx={{ fontWeight: 600 }}>{enrollment.courseId.title}</Typography>
                    <Typography color="text.secondary">{progress}%</Typography>
                  </Box>
                  <LinearProgress
                    variant="determinate"
                    value={progress}
                    color={progress === 100 ? 'success' : 'primary'}
                    aria-label={`${enrollment.courseId.title} progress`}
                    sx={{ height: 8, borderRadius: 4, mt: 0.5 }}
                  />
                </Box>
              );
            })}
          </Stack>
        )}
      </Paper>
    </Stack>
  );
}
