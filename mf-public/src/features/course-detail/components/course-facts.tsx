import type { ReactElement } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

interface CourseFact {
  label: string;
  value: string;
  icon: ReactElement;
}

/** Label and value pairs (students, rating, duration …) as a definition list. */
export function CourseFacts({ facts }: { facts: CourseFact[] }) {
  return (
    <Box
      component="dl"
      sx={{ m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(5, minmax(0, 1fr))' } }}
    >
      {facts.map((fact) => (
        // A definition list item holds its dt and dd only: the icon sits in the dt, placed beside both by the item.
        <Box key={fact.label} sx={{ position: 'relative', pl: 4.5, minWidth: 0 }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            <Box
              component="span"
              aria-hidden
              sx={{ color: 'primary.main', display: 'flex', position: 'absolute', left: 0, top: '50%', transform: 'translateY(-50%)' }}
            >
              {fact.icon}
            </Box>
            {fact.label}
          </Typography>
          <Typography component="dd" sx={{ m: 0, fontWeight: 700 }}>
            {fact.value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
