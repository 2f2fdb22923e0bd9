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
 * once, without every control's colour transition. The provider knows the scheme from its first render (noSsr): the
 * head's script has already set it, and nothing rendered on the server reads it, so hydration matches; without it the
 * provider would change its context right after hydrating the frame, and React would render the page's part, still
 * hydrating, from scratch (its queries asked again).
 */
export function AppProviders({ emotionCache, queryClient, children }: AppProvidersProps) {
  return (
    <CacheProvider value={emotionCache}>
      <QueryClientProvider client={queryClient}>
        <ThemeProvider theme={theme} modeStorageKey={COLOR_SCHEME_STORAGE_KEY} disableTransitionOnChange noSsr>
          <CssBaseline enableColorScheme />
          {children}
        </ThemeProvider>
      </QueryClientProvider>
    </CacheProvider>
  );
}
