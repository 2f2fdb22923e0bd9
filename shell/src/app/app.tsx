import { useEffect } from 'react';
import type { EmotionCache } from '@emotion/cache';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { BrowserRouter, StaticRouter } from '@lectern/shared-sdk';
import type { AreaRegistry } from '../remotes/area-registry';
import { AreaRegistryProvider } from '../remotes/area-registry-context';
import { AppProviders } from './app-providers';
import { AppShell } from './app-shell';
import { ScrollToTop } from './scroll-to-top';
import { replayTaps } from './tap-replay';

export interface AppProps {
  registry: AreaRegistry;
  emotionCache: EmotionCache;
  queryClient: QueryClient;
  /** On the server: the address being rendered (the browser reads its own). */
  location?: string;
}

/**
 * Marks the document once React runs it (hydrated, or rendered in the browser): `<html data-interactive>`. Until
 * then a server-rendered page reads and links but its controls do not answer; the e2e suite waits for the mark
 * before it uses one. The taps held until now are replayed once the session is known (see tap-replay.ts).
 */
function MarkInteractive() {
  const queryClient = useQueryClient();
  useEffect(() => {
    document.documentElement.dataset.interactive = '';
    return replayTaps(queryClient);
  }, [queryClient]);
  return null;
}

/** The whole page, the same tree in the browser and in a server render, so the browser hydrates the server's HTML. */
export function App({ registry, emotionCache, queryClient, location }: AppProps) {
  const routed = (
    <>
      <ScrollToTop />
      <MarkInteractive />
      <AppShell />
    </>
  );
  return (
    <AppProviders emotionCache={emotionCache} queryClient={queryClient}>
      <AreaRegistryProvider registry={registry}>
        {location === undefined ? (
          // Navigations render in the same batch as session changes: with transitions, a sign-out on a guarded page
          // would render the guard (user gone, old path) before the move to '/' and land on /login.
          <BrowserRouter useTransitions={false}>{routed}</BrowserRouter>
        ) : (
          <StaticRouter location={location}>{routed}</StaticRouter>
        )}
      </AreaRegistryProvider>
    </AppProviders>
  );
}
