import type { ReactNode } from 'react';
import { Link as RouterLink } from '@lectern/shared-sdk';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';

interface EmptyStateProps {
  icon: ReactNode;
  title: string;
  description: string;
  actionLabel: string;
  actionTo: string;
  actionDisabled?: boolean;
  /** Its title's level: h3 inside a section with its own h2 (the default), h2 where it stands right under the page's h1. */
  headingLevel?: 'h2' | 'h3';
}

export function EmptyState({ icon, title, description, actionLabel, actionTo, actionDisabled = false, headingLevel = 'h3' }: EmptyStateProps) {
  return (
    <Box sx={{ textAlign: 'center', py: 5, px: 2 }}>
      <Box aria-hidden sx={{ color: 'text.disabled', '& svg': { fontSize: 48 } }}>
        {icon}
      </Box>
      <Typography variant="h6" component={headingLevel} sx={{ mt: 1 }}>
        {title}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, mb: 2.5 }}>
        {description}
      </Typography>
      <Button component={RouterLink} to={actionTo} variant="contained" disabled={actionDisabled}>
        {actionLabel}
      </Button>
    </Box>
  );
}
