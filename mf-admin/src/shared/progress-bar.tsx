import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';

/** A labelled progress bar: screen readers hear "Progress 40%". */
export function ProgressBar({ value, label = 'Progress' }: { value: number; label?: string }) {
  const clamped = Math.max(0, Math.min(100, Math.round(value)));
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 120 }}>
      <LinearProgress variant="determinate" value={clamped} aria-label={label} sx={{ flex: 1, height: 8, borderRadius: 4 }} />
      <Typography variant="body2" sx={{ minWidth: 40, textAlign: 'right' }}>
        {clamped}%
      </Typography>
    </Box>
  );
}
