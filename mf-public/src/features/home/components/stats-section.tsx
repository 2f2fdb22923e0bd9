import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { formatStudentCount } from '@lectern/shared-sdk';
import type { HomeStats } from '../use-home';

export function StatsSection({ stats }: { stats: HomeStats | null }) {
  const items = [
    { label: 'Students', value: stats ? formatStudentCount(stats.students) : null },
    { label: 'Courses', value: stats ? `${stats.courses}+` : null },
    { label: 'Success Rate', value: stats ? `${stats.successRate}%` : null },
  ];
  return (
    <Container component="section" aria-label="Statistics" maxWidth="md" sx={{ mt: { xs: -4, md: -6 }, position: 'relative' }}>
      <Paper
        elevation={3}
        component="dl"
        sx={{ m: 0, borderRadius: 3, display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', py: { xs: 2.5, md: 4 }, px: 1 }}
      >
        {items.map((item) => (
          <Box key={item.label} sx={{ textAlign: 'center', display: 'flex', flexDirection: 'column-reverse' }}>
            <Typography component="dt" color="text.secondary" sx={{ fontSize: { xs: '0.8rem', md: '1rem' } }}>
              {item.label}
            </Typography>
            <Typography component="dd" sx={{ m: 0, fontWeight: 800, fontSize: { xs: '1.5rem', md: '2.25rem' }, color: 'primary.main' }}>
              {item.value ?? <Skeleton width={64} sx={{ mx: 'auto' }} aria-hidden />}
            </Typography>
          </Box>
        ))}
      </Paper>
    </Container>
  );
}
