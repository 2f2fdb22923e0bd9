// An area's one route table, and the two modules built from it: the browser's './routes' (remote.tsx) and the server
// bundle the shell's server renders with (server.tsx). Import it as `@lectern/shared-sdk/area`: like `./release`, it
// is bundled into each area (it carries the area's own build), and it reaches the shared instances (the router, the
// session store, the API client) through the SDK's root, which is shared.
import { Suspense, useEffect, type ComponentType } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  httpApi,
  lazyUnlessLoaded,
  matchPath,
  PageHydrated,
  sessionStore,
  type AreaRoute,
  type LecternApi,
  type PageHead,
  type PageLayout,
  type PageRequest,
  type PreparedPage,
  type RemoteAreaModule,
  type ServerAreaModule,
  type User,
  useCurrentUser,
  useLocation,
} from '@lectern/shared-sdk';
import { PageLoading } from '../ui/page-loading';
import { areaBuild } from './release';

/** What a page's data loader is handed: the route's parameters, the request's query client and API, the person. */
export interface PageContext {
  params: Readonly<Record<string, string | undefined>>;
  search: URLSearchParams;
  queryClient: QueryClient;
  api: LecternApi;
  /** The signed-in person (null for a visitor). */
  user: User | null;
}

/** One page of an area, declared once: the browser's routes, the server render and link prefetching read it. */
export interface PageDefinition {
  /** Its absolute pattern, from the SDK's `routes`. */
  path: string;
  /** Its code, a chunk of its own: the first load of one page does not carry the others. */
  load: () => Promise<ComponentType>;
  /**
   * Its data, read into the query client with the very query options its hooks use (so the server's render and the
   * browser's hydration share their keys, and a visit after a prefetch reads nothing again). Failures are the page's
   * to show: a read that fails here is read again in the browser.
   */
  prefetch?: (context: PageContext) => Promise<unknown>;
  /** The tab's title (without ' · Lectern'): a signed-in page's whole head. */
  title?: string;
  /**
   * A public page's status and head (description, canonical, Open Graph, JSON-LD …) from its prefetched data, in
   * place of `title`; null leaves the page to the browser (a read failed, or it depends on what only the browser knows).
   */
  head?: (context: PageContext & { origin: string; pathname: string }) => PreparedPage | null;
  /**
   * 'focused' for a page that fills the window without the shell's top bar, role sidebar and footer (the lesson player);
   * the shell reads it from the route, so the server's render draws the same frame as the browser.
   */
  layout?: PageLayout;
  /** False for a page that depends on what only the browser knows (sign-in, sign-up): it is not rendered on the server. */
  serverRendered?: boolean;
  /**
   * Code the page renders with, loaded before the page itself when the server's HTML of it is hydrated, a group per task
   * (evaluating a whole UI kit at once is a long task on a phone, during which a tap goes unanswered).
   */
  warmUp?: (() => Promise<unknown>)[];
}

export type PageTable = Record<string, PageDefinition>;

const SITE = 'Lectern';

/** The head of a signed-in page: its title, and nothing for search engines or link previews (robots.txt keeps them out). */
function signedInHead(origin: string, pathname: string, title: string): PageHead {
  const full = `${title} · ${SITE}`;
  const description = `${title} on ${SITE}, the online course marketplace.`;
  return {
    title: full,
    description,
    canonical: `${origin}${pathname}`,
    openGraph: { site_name: SITE, type: 'website', title: full, description },
    twitter: { card: 'summary', title: full, description },
  };
}

/** The page of the table at `pathname`, with its route parameters. */
function findPage(table: PageTable, pathname: string): { page: PageDefinition; params: Record<string, string | undefined> } | null {
  for (const page of Object.values(table)) {
    const match = matchPath(page.path, pathname);
    if (match) return { page, params: match.params };
  }
  return null;
}

/**
 * The tab's title after a navigation in the browser, as the server would have written it: a signed-in page's title,
 * or a public page's head once the data it is made from has been read (it follows the query cache until then).
 */
function DocumentTitle({ page }: { page: PageDefinition }) {
  const { pathname, search } = useLocation();
  const queryClient = useQueryClient();
  const user = useCurrentUser();
  useEffect(() => {
    // The page's own pattern gives its parameters: no new object each render to subscribe again for.
    const params = matchPath(page.path, pathname)?.params ?? {};
    const apply = () => {
      const context = { params, search: new URLSearchParams(search), queryClient, api: httpApi, user, origin: window.location.origin, pathname };
      const title = page.head ? page.head(context)?.head.title : `${page.title ?? ''}${page.title ? ' · ' : ''}${SITE}`;
      if (title && document.title !== title) document.title = title;
    };
    apply();
    return queryClient.getQueryCache().subscribe(apply);
  }, [page, pathname, search, queryClient, user]);
  return null;
}

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Each page loaded once, remembered so a page loaded ahead (by intent, or before hydration) renders without suspending.
 * `warm`: the browser evaluates the kit a page renders with first, a group per task; the server has it at hand already.
 */
function pageComponents(table: PageTable, { warm }: { warm: boolean }) {
  const loaded = new Map<PageDefinition, ComponentType>();
  const pending = new Map<PageDefinition, Promise<ComponentType>>();
  const load = (page: PageDefinition): Promise<ComponentType> => {
    let loading = pending.get(page);
    if (!loading) {
      loading = (async () => {
        // The code it renders with first, a group per task: the browser paints and answers input between them.
        for (const group of warm ? (page.warmUp ?? []) : []) {
          await group();
          await nextTask();
        }
        const component = await page.load();
        loaded.set(page, component);
        return component;
      })();
      loading.catch(() => pending.delete(page));
      pending.set(page, loading);
    }
    return loading;
  };
  const routes: AreaRoute[] = Object.entries(table).map(([name, page]) => {
    const Page = lazyUnlessLoaded(
      () => load(page),
      () => loaded.get(page) ?? null,
      `Page(${name})`,
    );
    // One Suspense boundary per page, the same on both sides, so the browser hydrates the server's HTML of it; the
    // shell learns when that has happened (see PageHydrated).
    return {
      path: page.path,
      ...(page.layout ? { layout: page.layout } : {}),
      element: (
        <Suspense fallback={<PageLoading />}>
          <Page />
          <PageHydrated />
          <DocumentTitle page={page} />
        </Suspense>
      ),
    };
  });
  return { routes, load };
}

/** The browser's './routes' module of an area: lazy pages, loaded before hydration and fetched ahead of a visit. */
export function browserArea(table: PageTable): RemoteAreaModule {
  const { routes, load } = pageComponents(table, { warm: true });
  return {
    build: areaBuild,
    routes,
    async preload(pathname) {
      const found = findPage(table, pathname);
      if (found) await load(found.page);
    },
    async prefetch(pathname, queryClient) {
      const found = findPage(table, pathname);
      if (!found) return;
      const user = sessionStore.getState().user;
      const context: PageContext = { params: found.params, search: new URLSearchParams(), queryClient, api: httpApi, user };
      await Promise.all([load(found.page), found.page.prefetch?.(context)]).catch(() => undefined);
    },
  };
}

/**
 * The server bundle of an area: the same routes, and `prepare`, which loads the page's code (inside the bundle: no
 * request) and its data for the person being served, so the render completes in one pass.
 */
export function serverArea(table: PageTable, extras: Pick<ServerAreaModule, 'sitemap'> = {}): ServerAreaModule {
  const { routes, load } = pageComponents(table, { warm: false });
  return {
    build: areaBuild,
    routes,
    ...extras,
    async prepare({ pathname, search, origin, queryClient, user = null }: PageRequest): Promise<PreparedPage | null> {
      const found = findPage(table, pathname);
      // A path under the area's prefix that names no page (the area's not-found route), or a page only the browser
      // can render: left to the browser.
      if (!found || found.page.serverRendered === false) return null;
      const { page, params } = found;
      const context: PageContext = { params, search, queryClient, api: httpApi, user };
      await Promise.all([load(page), page.prefetch?.(context).catch(() => undefined)]);
      if (page.head) return page.head({ ...context, origin, pathname });
      return { status: 200, head: signedInHead(origin, pathname, page.title ?? SITE) };
    },
  };
}
