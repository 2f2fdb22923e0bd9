import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';

interface LabelledProgressProps {
  /** Left of the percentage, above the bar. */
  label: ReactNode;
  progress: number;
  /** A finished course's bar is green. */
  completed: boolean;
  /** The bar's accessible name. */
  ariaLabel: string;
  /** The course page's bar is a little taller and its figure bolder than a card's. */
  emphasis?: boolean;
}

/** A course's progress: a label and the percentage on one line, the bar under them. */
export function LabelledProgress({ label, progress, completed, ariaLabel, emphasis = false }: LabelledProgressProps) {
  const height = emphasis ? 10 : 8;
  return (
    <Box>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, mb: 0.5 }}>
        {typeof label === 'string' ? (
          <Typography variant="body2" color="text.secondary">
            {label}
          </Typography>
        ) : (
          label
        )}
        <Typography variant="body2" sx={{ fontWeight: emphasis ? 700 : 600 }}>
          {progress}%
        </Typography>
      </Box>
      <LinearProgress
        variant="determinate"
        value={progress}
        color={completed ? 'success' : 'primary'}
        aria-label={ariaLabel}
        sx={{ height, borderRadius: height / 2 }}
      />
    </Box>
  );
}
