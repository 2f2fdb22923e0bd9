import { renderToString } from 'react-dom/server';
import createCache from '@emotion/cache';
import createEmotionServer from '@emotion/server/create-instance';
import { dehydrate } from '@tanstack/react-query';
import { createQueryClient, routes, type PageHead, type RemotesManifest, type ServerAreaModule, type SsrState } from '@lectern/shared-sdk';
import { App } from '../app/app';
import { timelessQueries } from '../app/ssr-queries';
import { findArea } from '../remotes/area-ownership';
import { createServerAreaRegistry } from '../remotes/area-registry';

export interface RenderedPage {
  status: number;
  head: PageHead;
  /** The markup of #root. */
  html: string;
  /** emotion's style tags of exactly the rules this page uses (critical CSS). */
  styles: string;
  state: SsrState;
}

export interface RenderOptions {
  /** Path and query of the request. */
  url: string;
  /** The shell's public origin (canonical and Open Graph addresses). */
  origin: string;
  apiBaseUrl: string;
  remotes: RemotesManifest;
  /** The public area's server bundle, loaded on demand; null when it cannot be had. */
  loadPublicArea: () => Promise<ServerAreaModule | null>;
  /** How long the page's data may take before the render gives up and leaves the page to the browser. */
  dataTimeoutMs?: number;
}

function notFoundHead(origin: string, path: string): PageHead {
  const title = 'Page Not Found · Lectern';
  const description = 'The page you are looking for does not exist. Browse the Lectern course catalogue instead.';
  return {
    title,
    description,
    canonical: `${origin}${path}`,
    openGraph: { site_name: 'Lectern', type: 'website', title, description, url: `${origin}${path}` },
    twitter: { card: 'summary', title, description },
  };
}

const timeout = (ms: number) => new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), ms).unref());

/**
 * Renders a page of the public area (with its data, head and status from the area's server bundle) or the shell's
 * not-found page, inside the shell's layout. Null for a page the browser renders: a guarded area, a page its area
 * does not render on the server, or a public page whose bundle or data cannot be had in time.
 */
export async function renderPage({ url, origin, apiBaseUrl, remotes, loadPublicArea, dataTimeoutMs = 3000 }: RenderOptions): Promise<RenderedPage | null> {
  const address = new URL(url, origin);
  const owner = findArea(address.pathname);
  if (owner !== null && owner !== 'mf_public') return null;
  // Google sign-in's callback page exchanges its code in the browser: nothing to render here.
  if (address.pathname === routes.googleSignInCallback) return null;

  const queryClient = createQueryClient({ retry: false });
  let publicArea: ServerAreaModule | null = null;
  let prepared: { status: number; head: PageHead } | null;
  if (owner === 'mf_public') {
    publicArea = await loadPublicArea();
    if (!publicArea) return null;
    const area = publicArea;
    const page = await Promise.race([area.prepare({ pathname: address.pathname, search: address.searchParams, origin, queryClient }), timeout(dataTimeoutMs)]);
    if (page === 'timeout' || page === null) return null;
    prepared = page;
  } else {
    prepared = { status: 404, head: notFoundHead(origin, address.pathname) };
  }

  const emotionCache = createCache({ key: 'lectern' });
  const emotionServer = createEmotionServer(emotionCache);
  const registry = createServerAreaRegistry(publicArea ? { mf_public: publicArea } : {});
  const html = renderToString(<App registry={registry} emotionCache={emotionCache} queryClient={queryClient} location={`${address.pathname}${address.search}`} />);
  const styles = emotionServer.constructStyleTagsFromChunks(emotionServer.extractCriticalToChunks(html));
  return { ...prepared, html, styles, state: { apiBaseUrl, remotes, queries: timelessQueries(dehydrate(queryClient)) } };
}
