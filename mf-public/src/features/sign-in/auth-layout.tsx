import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

interface AuthLayoutProps {
  title: string;
  subtitle: string;
  /** Shown above the card (a back link). */
  top?: ReactNode;
  /** Shown under the form inside the card (links to the other auth screens). */
  footer?: ReactNode;
  children: ReactNode;
}

export function AuthLayout({ title, subtitle, top, footer, children }: AuthLayoutProps) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', px: 2, py: { xs: 4, md: 8 } }}>
      <Box sx={{ width: '100%', maxWidth: 460 }}>
        {top && <Box sx={{ mb: 2 }}>{top}</Box>}
        <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, borderRadius: 3 }}>
          <Typography component="h1" variant="h4" sx={{ fontWeight: 700, mb: 1, fontSize: { xs: '1.6rem', sm: '1.85rem' } }}>
            {title}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 3 }}>
            {subtitle}
          </Typography>
          {children}
          {footer && (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 3, textAlign: 'center' }}>
              {footer}
            </Typography>
          )}
        </Paper>
      </Box>
    </Box>
  );
}
