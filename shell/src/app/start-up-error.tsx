import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import createCache from '@emotion/cache';
import { createQueryClient } from '@lectern/shared-sdk';
import { AppProviders } from './app-providers';

/** The deploy's configuration could not be read: nothing else can work, so say so plainly. */
export function StartUpError() {
  return (
    <AppProviders emotionCache={createCache({ key: 'lectern' })} queryClient={createQueryClient()}>
      <Box component="main" sx={{ maxWidth: 520, mx: 'auto', py: 10, px: 2, textAlign: 'center' }}>
        <Typography variant="h4" component="h1" sx={{ mb: 1 }}>
          Lectern could not start
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          Its configuration could not be loaded. Check your connection and try again.
        </Typography>
        <Button variant="contained" onClick={() => window.location.reload()}>
          Reload
        </Button>
      </Box>
    </AppProviders>
  );
}
