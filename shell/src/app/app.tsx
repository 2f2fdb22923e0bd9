import { useEffect } from 'react';
import type { EmotionCache } from '@emotion/cache';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { BrowserRouter, StaticRouter, whenPageHydrated } from '@lectern/shared-sdk';
import type { AreaRegistry } from '../remotes/area-registry';
import { AreaRegistryProvider } from '../remotes/area-registry-context';
import { AppProviders } from './app-providers';
import { AppShell } from './app-shell';
import { ScrollToTop } from './scroll-to-top';
import { replayTaps } from './tap-replay';

interface AppProps {
  registry: AreaRegistry;
  emotionCache: EmotionCache;
  queryClient: QueryClient;
  /** On the server: the address being rendered (the browser reads its own). */
  location?: string;
  /** In the browser: true when it hydrates the server's HTML (the page then says when its own part has hydrated). */
  hydrating?: boolean;
}

/** An area built before pages said when they hydrated never will: the page is called interactive after this anyway. */
const PAGE_HYDRATION_LIMIT_MS = 10_000;

/**
 * Runs `start` once the page answers (at once for a page rendered in the browser, which is whole at its first commit;
 * after its hydration, or the limit, for a server-rendered one). Answers the stop: it cancels a start still waiting,
 * or undoes the one that ran.
 */
function oncePageAnswers(hydrating: boolean, start: () => () => void): () => void {
  let stop: () => void = () => undefined;
  let cancelled = false;
  let limit: ReturnType<typeof setTimeout> | undefined;
  const pageReady = hydrating ? whenPageHydrated() : Promise.resolve();
  void Promise.race([pageReady, new Promise<void>((resolve) => (limit = setTimeout(resolve, PAGE_HYDRATION_LIMIT_MS)))]).then(() => {
    clearTimeout(limit);
    if (!cancelled) stop = start();
  });
  return () => {
    cancelled = true;
    clearTimeout(limit);
    stop();
  };
}

/**
 * Marks the document once its page answers (hydrated, or rendered in the browser): `<html data-interactive>`. React
 * hydrates the shell's frame first and the page's own part after it, so the mark waits for the page (PageHydrated).
 * Until then a server-rendered page reads and links but its controls do not answer; the e2e suite waits for the mark
 * before it uses one. What was typed and the taps held until now are then handed to the page (see tap-replay.ts).
 */
function MarkInteractive({ hydrating }: { hydrating: boolean }) {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      oncePageAnswers(hydrating, () => {
        document.documentElement.dataset.interactive = '';
        return replayTaps(queryClient);
      }),
    [queryClient, hydrating],
  );
  return null;
}

/** The whole page, the same tree in the browser and in a server render, so the browser hydrates the server's HTML. */
export function App({ registry, emotionCache, queryClient, location, hydrating = false }: AppProps) {
  const routed = (
    <>
      <ScrollToTop />
      <MarkInteractive hydrating={hydrating} />
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
