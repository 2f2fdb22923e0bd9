import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import createCache from '@emotion/cache';
import { hydrate, type DehydratedState } from '@tanstack/react-query';
import { configureApi, createQueryClient, findArea, followSession, sessionStore, SSR_STATE_ELEMENT_ID, type SsrState } from '@lectern/shared-sdk';
import { App } from './app/app';
import { loadRuntimeConfig, parseApiBaseUrl, parseRemotesManifest } from './app/runtime-config';
import { queriesAsOf } from './app/ssr-queries';
import { StartUpError } from './app/start-up-error';
import { createAreaRegistry } from './remotes/area-registry';
import { createFederationLoader } from './remotes/federation-loader';
import { followLinkIntent } from './remotes/link-intent';
import { followRenderSession, setServerUser } from './session/render-session';
import { startTelemetry } from './telemetry/start-telemetry';

/** Same key as the server render's cache: the browser's cache takes over the server's style tags. */
const newEmotionCache = () => createCache({ key: 'lectern' });

/** The state a server-rendered page carries, or null for a page the browser renders from scratch. */
function readSsrState(): SsrState | null {
  const element = document.getElementById(SSR_STATE_ELEMENT_ID);
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as SsrState;
  } catch {
    return null;
  }
}

/** The page's one data layer: it forgets a person's data when someone else signs in or they sign out. */
function createPageQueryClient() {
  const queryClient = createQueryClient();
  followSession(queryClient);
  return queryClient;
}

/**
 * Hydrates a server-rendered page: its configuration and data came with the HTML, so nothing is fetched again.
 * As a transition, React hydrates in slices and yields to the browser between them (no long task on a slow phone).
 */
async function hydratePage(container: HTMLElement, ssr: SsrState): Promise<void> {
  configureApi({ baseUrl: parseApiBaseUrl(ssr) });
  // Rendered for a signed-in person: the store holds them before the first render, as it did on the server (their
  // token is the one this browser kept). The session start-up takes it from there.
  const rendered = ssr.session?.user ?? null;
  if (rendered) {
    sessionStore.getState().restore();
    sessionStore.setState({ user: rendered, loading: false });
  }
  setServerUser(rendered);
  followRenderSession(sessionStore, rendered);
  const queryClient = createPageQueryClient();
  hydrate(queryClient, queriesAsOf(ssr.queries as DehydratedState, Date.now()));
  const remotes = parseRemotesManifest(ssr.remotes);
  startTelemetry({ apiBaseUrl: parseApiBaseUrl(ssr), remotes });
  const registry = createAreaRegistry(createFederationLoader(remotes));
  followLinkIntent(registry, queryClient);
  // The page's code first (the area and its page chunk), so hydration runs in one pass: a part that suspended while
  // hydrating would be thrown away and rendered again the moment the session start-up changed anything above it
  // (losing what the visitor typed meanwhile, and painting the page twice). The server's HTML is on screen meanwhile.
  const { pathname } = window.location;
  const owner = findArea(pathname);
  if (owner) await registry.ready(owner, pathname).catch(() => undefined);
  startTransition(() => {
    hydrateRoot(
      container,
      <StrictMode>
        <App registry={registry} emotionCache={newEmotionCache()} queryClient={queryClient} hydrating />
      </StrictMode>,
      { onRecoverableError: (error) => console.error('[shell] hydration fell back to a client render:', error) },
    );
  });
}

async function renderPage(container: HTMLElement): Promise<void> {
  const root = createRoot(container);
  try {
    const config = await loadRuntimeConfig();
    configureApi({ baseUrl: config.apiBaseUrl });
    startTelemetry({ apiBaseUrl: config.apiBaseUrl, remotes: config.remotes });
    const registry = createAreaRegistry(createFederationLoader(config.remotes));
    followRenderSession(sessionStore, undefined);
    const queryClient = createPageQueryClient();
    followLinkIntent(registry, queryClient);
    root.render(
      <StrictMode>
        <App registry={registry} emotionCache={newEmotionCache()} queryClient={queryClient} />
      </StrictMode>,
    );
  } catch (error) {
    console.error('[shell] start-up failed', error);
    root.render(<StartUpError />);
  }
}

const container = document.getElementById('root');
if (container) {
  const ssr = readSsrState();
  if (ssr) void hydratePage(container, ssr);
  else void renderPage(container);
}
