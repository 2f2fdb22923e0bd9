import { useId, type ReactNode } from 'react';
import Avatar from '@mui/material/Avatar';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';

export type StatColor = 'primary' | 'secondary' | 'success' | 'warning' | 'info';

interface StatCardProps {
  label: string;
  value: number;
  icon: ReactNode;
  color: StatColor;
  loading: boolean;
}

export function StatCard({ label, value, icon, color, loading }: StatCardProps) {
  const labelId = useId();
  return (
    <Card variant="outlined" role="group" aria-labelledby={labelId} aria-busy={loading} sx={{ height: '100%' }}>
      <CardContent sx={{ display: 'flex', alignItems: 'center', gap: 2, '&:last-child': { pb: 2 } }}>
        <Avatar
          variant="rounded"
          aria-hidden
          sx={(theme) => ({
            width: 48,
            height: 48,
            bgcolor: alpha(theme.palette[color].main, 0.12),
            color: theme.palette[color].main,
          })}
        >
          {icon}
        </Avatar>
        <Stack sx={{ minWidth: 0 }}>
          <Typography id={labelId} variant="body2" color="text.secondary">
            {label}
          </Typography>
          <Typography variant="h5" component="p" sx={{ fontWeight: 700 }}>
            {loading ? <Skeleton width={40} /> : value.toLocaleString('en-US')}
          </Typography>
        </Stack>
      </CardContent>
    </Card>
  );
}
