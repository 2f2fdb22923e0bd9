import { useId, type ReactNode } from 'react';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';

/** A stat card whose value is text ('75%') and may carry a note ('60% completion rate'). */
export function MetricCard({ label, value, note, loading }: { label: string; value: ReactNode; note?: string; loading: boolean }) {
  const labelId = useId();
  return (
    <Card variant="outlined" role="group" aria-labelledby={labelId} aria-busy={loading} sx={{ height: '100%' }}>
      <CardContent>
        <Typography id={labelId} variant="body2" color="text.secondary">
          {label}
        </Typography>
        <Typography variant="h4" component="p">
          {loading ? <Skeleton width={60} /> : value}
        </Typography>
        {note && !loading && (
          <Typography variant="caption" color="text.secondary">
            {note}
          </Typography>
        )}
      </CardContent>
    </Card>
  );
}
