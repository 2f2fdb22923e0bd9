import type { ReactElement } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import type { Role, User } from '../users/schemas';
import type { AreaBuild } from './release';

/**
 * The version of this contract between the shell and the areas: the shapes below, the shared packages' majors and
 * what the shell hands an area. A change an area built against the previous contract could not load under is a new
 * major; the shell loads an area only when the majors match (see release.ts). An area declares the version it was
 * built against in its exposed module, from its own bundled copy of this file (`@lectern/shared-sdk/release`).
 */
export const CONTRACT_VERSION = '1.1.0';

/** The federated module names and their one exposed module ('./routes'). */
export const remoteNames = ['mf_public', 'mf_student', 'mf_educator', 'mf_admin'] as const;
export type RemoteName = (typeof remoteNames)[number];
export const EXPOSED_ROUTES_MODULE = './routes';

/**
 * The frame the shell draws around a page: 'standard' (top bar, role sidebar, footer) or 'focused' (none of them: the
 * page fills the window and brings its own slim bar, as the lesson player does). Added in 1.1.0; an area built
 * before it says nothing, and its pages are framed as standard.
 */
export type PageLayout = 'standard' | 'focused';

/** One route a remote contributes; the shell mounts it under its layout and guard. */
export interface AreaRoute {
  /** Absolute react-router pattern, e.g. '/course/:courseId'. */
  path: string;
  element: ReactElement;
  /** The frame the page is drawn in; standard when absent. */
  layout?: PageLayout;
}

/** What every remote's './routes' module exports as default. */
export interface RemoteAreaModule {
  /** The area's version and the contract and SDK it was built against: `areaBuild` of `@lectern/shared-sdk/release`. */
  build: AreaBuild;
  routes: AreaRoute[];
  /**
   * Loads the code the page at `pathname` renders with. The shell awaits it before hydrating a server-rendered page:
   * a page that suspended while hydrating would be rendered again from scratch as soon as anything above it changed.
   */
  preload?(pathname: string): Promise<void>;
  /**
   * Fetches the code and the data of the page at `pathname` ahead of a visit (a link to it came into view, was hovered
   * or focused), into the page's query client, so the visit renders at once. Resolves whether or not it could.
   */
  prefetch?(pathname: string, queryClient: QueryClient): Promise<void>;
}

/** The run-time descriptor the shell fetches: `remotes.json`. */
export type RemotesManifest = Record<RemoteName, string>;

/** What an area is called where a person reads about it ("The admin console 2.0.0 needs a newer shell"). */
export const areaTitles: Record<RemoteName, string> = {
  mf_public: 'catalogue',
  mf_student: 'student area',
  mf_educator: 'educator studio',
  mf_admin: 'admin console',
};

/** Which roles may open an area; 'public' areas need no sign-in. */
export const areaRoles: Record<RemoteName, readonly Role[] | 'public'> = {
  mf_public: 'public',
  mf_student: ['student'],
  mf_educator: ['educator'],
  mf_admin: ['admin'],
};

/** What a server-rendered page puts in the document's head. */
export interface PageHead {
  title: string;
  description: string;
  /** Absolute address of the page as search engines should index it. */
  canonical: string;
  /** Open Graph properties without the 'og:' prefix (title, description, type, image, url, price:amount …). */
  openGraph: Record<string, string>;
  /** Twitter card fields without the 'twitter:' prefix. */
  twitter: Record<string, string>;
  /** schema.org data, written as application/ld+json. */
  jsonLd?: Record<string, unknown>;
}

/** A page as an area's server bundle prepared it: its data is in the query client, this is the rest. */
export interface PreparedPage {
  status: number;
  head: PageHead;
}

/** What the shell's server hands an area's server bundle for one request. */
export interface PageRequest {
  pathname: string;
  search: URLSearchParams;
  /** The public origin of the site (https://lectern.example), for canonical and Open Graph addresses. */
  origin: string;
  /** The request's query client: prefetch into it; the shell renders and dehydrates it. */
  queryClient: QueryClient;
  /**
   * The person the page is rendered for (the render session, checked with the API), or null for a visitor. The area's
   * calls carry their token already; the shell sends a guarded area's page only to a person its roles admit.
   */
  user?: User | null;
}

/**
 * The default export of an area's server bundle (mf-public's `server/` build): its routes with every page loaded,
 * so a render completes in one pass, and what it knows about a page before the render.
 */
export interface ServerAreaModule {
  /** As in the browser: the shell's server renders with a bundle only when the contract majors match. */
  build: AreaBuild;
  routes: AreaRoute[];
  /** Prefetches the page's data and returns its head and status; null for a path this area does not render on the server. */
  prepare(request: PageRequest): Promise<PreparedPage | null>;
  /** The sitemap of the area's public pages (absolute addresses under `origin`). */
  sitemap?(origin: string): Promise<string>;
}

/** The id of the <script type="application/json"> that carries a server-rendered page's state to the browser. */
export const SSR_STATE_ELEMENT_ID = 'lectern-state';

/** What a server-rendered page hands the shell's browser side, so it hydrates without fetching anything again. */
export interface SsrState {
  apiBaseUrl: string;
  remotes: RemotesManifest;
  /** TanStack Query's dehydrated state of the render. */
  queries: unknown;
  /**
   * The person the page was rendered for, as the API knew them at that moment: the browser sets them in the session
   * store before it hydrates (its token stays in local storage), so both render the same tree. Null or absent: the
   * page was rendered for a visitor.
   */
  session?: { user: User } | null;
}
