import type { ReactNode } from 'react';
import type { EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { theme } from './theme';

interface AppProvidersProps {
  /** One per page (one per request on the server): remotes style through the shared @emotion/react, so their rules land here too. */
  emotionCache: EmotionCache;
  /** The page's one data layer, shared with every remote (a federation singleton). */
  queryClient: QueryClient;
  children: ReactNode;
}

/** Theme, baseline styles, the emotion cache and the query client: owned by the shell, never by a remote. */
export function AppProviders({ emotionCache, queryClient, children }: AppProvidersProps) {
  return (
    <CacheProvider value={emotionCache}>
      <QueryClientProvider client={queryClient}>
        <ThemeProvider theme={theme}>
          <CssBaseline />
          {children}
        </ThemeProvider>
      </QueryClientProvider>
    </CacheProvider>
  );
}
