import { renderToString } from 'react-dom/server';
import createCache from '@emotion/cache';
import createEmotionServer from '@emotion/server/create-instance';
import { dehydrate, type QueryClient } from '@tanstack/react-query';
import {
  areaRoles,
  cartQuery,
  createQueryClient,
  findArea,
  httpApi,
  paths,
  returnPathOf,
  routes,
  sessionStore,
  unansweredQuestionCountQuery,
  unreadNotificationCountQuery,
  wishlistQuery,
  type PageHead,
  type RemoteName,
  type RemotesManifest,
  type ServerAreaModule,
  type SsrState,
  type User,
} from '@lectern/shared-sdk';
import { App } from '../app/app';
import { timelessQueries } from '../app/ssr-queries';
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
  /** An area's server bundle, loaded on demand from the area's origin; null when it cannot be had. */
  loadArea: (remote: RemoteName) => Promise<ServerAreaModule | null>;
  /** The person asking (their render session, checked with the API), or null for a visitor. */
  user: User | null;
  /** How long the page's data may take before the render gives up and leaves the page to the browser. */
  dataTimeoutMs?: number;
}

/** What the server answers for a page: the rendered page, a redirect (a guarded page), or null (the browser renders it). */
export type RenderOutcome = { kind: 'page'; page: RenderedPage } | { kind: 'redirect'; location: string } | null;

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

/**
 * The shell's own chrome shows data too: the bell's unread figure, a student's wishlist and cart counts, and beside an
 * educator's Questions entry how many wait for an answer (layout/). Read with the page's data, they come with the page,
 * so the browser asks for nothing while it hydrates (its first call would load every call's schemas, a long task on a
 * phone, before the page is usable).
 */
function prefetchChrome(queryClient: QueryClient, user: User | null): Promise<unknown> {
  if (!user) return Promise.resolve();
  return Promise.all([
    queryClient.prefetchQuery(unreadNotificationCountQuery(httpApi)),
    user.role === 'educator' ? queryClient.prefetchQuery(unansweredQuestionCountQuery(httpApi)) : null,
    user.role === 'student' ? queryClient.prefetchQuery(wishlistQuery(httpApi)) : null,
    user.role === 'student' ? queryClient.prefetchQuery(cartQuery(httpApi)) : null,
  ]);
}

const timeout = (ms: number) => new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), ms).unref());

/**
 * The tree as it renders for `user`: the session store holds them for the length of this one synchronous render (no
 * other request's render can run in between) and is put back as it was after it, so the store on the server never
 * holds a person outside a render. The browser sets the same person before it hydrates (see bootstrap.tsx).
 */
function renderFor(user: User | null, render: () => string): string {
  if (!user) return render();
  const before = sessionStore.getState();
  sessionStore.setState({ user, token: null, loading: false });
  try {
    return render();
  } finally {
    sessionStore.setState({ user: before.user, token: before.token, loading: before.loading });
  }
}

/**
 * Renders a page with its data, head and status from its area's server bundle (or the shell's not-found page), inside
 * the shell's layout, for the person asking. A guarded area's page for someone its roles do not admit is a redirect:
 * a visitor to /login with the page as its `next` (a browser that kept its session comes straight back), another role
 * to their own home, as the browser's guard would send them. Null for a page the
 * browser renders: one its area does not render on the server, or whose bundle or data cannot be had in time.
 */
export async function renderPage({ url, origin, apiBaseUrl, remotes, loadArea, user, dataTimeoutMs = 3000 }: RenderOptions): Promise<RenderOutcome> {
  const address = new URL(url, origin);
  const owner = findArea(address.pathname);
  // Google sign-in's callback page exchanges its code in the browser: nothing to render here.
  if (address.pathname === routes.googleSignInCallback) return null;
  if (owner !== null) {
    const allowed = areaRoles[owner];
    if (allowed !== 'public' && !user) return { kind: 'redirect', location: paths.login(returnPathOf(address)) };
    if (allowed !== 'public' && user && !allowed.includes(user.role)) return { kind: 'redirect', location: paths.roleHome(user.role) };
  }

  const queryClient = createQueryClient({ retry: false });
  let area: ServerAreaModule | null = null;
  let prepared: { status: number; head: PageHead } | null;
  if (owner !== null) {
    area = await loadArea(owner);
    if (!area) return null;
    const request = { pathname: address.pathname, search: address.searchParams, origin, queryClient, user };
    const page = await Promise.race([
      Promise.all([area.prepare(request), prefetchChrome(queryClient, user)]).then(([prepared]) => prepared),
      timeout(dataTimeoutMs),
    ]);
    if (page === 'timeout' || page === null) return null;
    prepared = page;
  } else {
    prepared = { status: 404, head: notFoundHead(origin, address.pathname) };
  }

  const emotionCache = createCache({ key: 'lectern' });
  const emotionServer = createEmotionServer(emotionCache);
  const registry = createServerAreaRegistry(owner && area ? { [owner]: area } : {});
  const html = renderFor(user, () =>
    renderToString(
      <App registry={registry} emotionCache={emotionCache} queryClient={queryClient} location={`${address.pathname}${address.search}`} />,
    ),
  );
  const styles = emotionServer.constructStyleTagsFromChunks(emotionServer.extractCriticalToChunks(html));
  const state: SsrState = { apiBaseUrl, remotes, queries: timelessQueries(dehydrate(queryClient)), session: user ? { user } : null };
  return { kind: 'page', page: { ...prepared, html, styles, state } };
}
