import type { ReactNode } from 'react';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { theme } from './theme';

// One emotion cache for the whole page: remotes style through the shared @emotion/react, so their rules land here too.
const emotionCache = createCache({ key: 'lectern' });

/** Theme, baseline styles and the emotion cache: owned by the shell, never by a remote. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <CacheProvider value={emotionCache}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        {children}
      </ThemeProvider>
    </CacheProvider>
  );
}
