import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';

/**
 * A learner's progress in a course as a bar with its percentage beside it, for tables and lists ('Progress of Ada
 * Lovelace in React in Depth' is what a screen reader hears, then the value). A finished course's bar is green.
 */
export function ProgressBar({ value, label = 'Progress' }: { value: number; label?: string }) {
  const clamped = Math.max(0, Math.min(100, Math.round(value)));
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 120 }}>
      <LinearProgress
        variant="determinate"
        value={clamped}
        color={clamped === 100 ? 'success' : 'primary'}
        aria-label={label}
        sx={{ flex: 1, height: 8, borderRadius: 4 }}
      />
      <Typography variant="body2" sx={{ minWidth: 40, textAlign: 'right' }}>
        {clamped}%
      </Typography>
    </Box>
  );
}
