import type { ReactNode } from 'react';
import type { EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { COLOR_SCHEME_STORAGE_KEY } from './color-scheme';
import { theme } from './theme';

interface AppProvidersProps {
  /** One per page (one per request on the server): remotes style through the shared @emotion/react, so their rules land here too. */
  emotionCache: EmotionCache;
  /** The page's one data layer, shared with every remote (a federation singleton). */
  queryClient: QueryClient;
  children: ReactNode;
}

/**
 * Theme, baseline styles, the emotion cache and the query client: owned by the shell, never by a remote. The theme's
 * colour scheme follows the system unless the person chose one (see color-scheme.ts); a change of scheme applies at
 * once, without every control's colour transition.
 */
export function AppProviders({ emotionCache, queryClient, children }: AppProvidersProps) {
  return (
    <CacheProvider value={emotionCache}>
      <QueryClientProvider client={queryClient}>
        <ThemeProvider theme={theme} modeStorageKey={COLOR_SCHEME_STORAGE_KEY} disableTransitionOnChange>
          <CssBaseline enableColorScheme />
          {children}
        </ThemeProvider>
      </QueryClientProvider>
    </CacheProvider>
  );
}
