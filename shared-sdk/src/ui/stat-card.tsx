import { useId, type ReactNode } from 'react';
import Avatar from '@mui/material/Avatar';
import Card from '@mui/material/Card';
import Grid from '@mui/material/Grid';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatCount } from '../core/money';

export type StatColor = 'primary' | 'secondary' | 'success' | 'warning' | 'info';

export interface StatCardProps {
  label: string;
  /** A count (written with thousands separators) or a figure already in words ('75%'). */
  value: number | string;
  /** A tinted square with the icon, left of the figure; none for a plain card. */
  icon?: ReactNode;
  color?: StatColor;
  /** A line under the figure ('60% completion rate'). */
  note?: string;
  loading?: boolean;
}

/** One platform or teaching figure, with its label as the group's name (screen readers hear 'Total Students, 42'). */
export function StatCard({ label, value, icon, color = 'primary', note, loading = false }: StatCardProps) {
  const labelId = useId();
  return (
    <Card variant="outlined" role="group" aria-labelledby={labelId} aria-busy={loading} sx={{ height: '100%' }}>
      <CardContent sx={{ display: 'flex', alignItems: 'center', gap: 2, '&:last-child': { pb: 2 } }}>
        {icon ? (
          <Avatar
            variant="rounded"
            aria-hidden
            sx={(theme) => ({
              width: 48,
              height: 48,
              // The scheme's variables (a theme without them, in a component test, has its plain palette).
              bgcolor: theme.alpha((theme.vars ?? theme).palette[color].main, 0.12),
              color: (theme.vars ?? theme).palette[color].main,
            })}
          >
            {icon}
          </Avatar>
        ) : null}
        <Stack sx={{ minWidth: 0 }}>
          <Typography id={labelId} variant="body2" color="text.secondary">
            {label}
          </Typography>
          <Typography variant="h5" component="p" sx={{ fontWeight: 700 }}>
            {loading ? <Skeleton width={40} /> : typeof value === 'number' ? formatCount(value) : value}
          </Typography>
          {note && !loading ? (
            <Typography variant="caption" color="text.secondary">
              {note}
            </Typography>
          ) : null}
        </Stack>
      </CardContent>
    </Card>
  );
}

/**
 * A page's row of figures: equal columns, one under the other on a phone; four or more two by two on a tablet and in
 * one row on a wide screen.
 */
export function StatGrid({ stats, loading = false }: { stats: Omit<StatCardProps, 'loading'>[]; loading?: boolean }) {
  const inRow = Math.max(1, Math.floor(12 / Math.max(1, stats.length)));
  const size = { xs: 12, sm: stats.length >= 4 ? 6 : inRow, lg: inRow };
  return (
    <Grid container spacing={{ xs: 2, md: 3 }}>
      {stats.map((stat) => (
        <Grid key={stat.label} size={size}>
          <StatCard {...stat} loading={loading} />
        </Grid>
      ))}
    </Grid>
  );
}
