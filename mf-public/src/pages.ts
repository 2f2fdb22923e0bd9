import { matchPath, routes } from '@lectern/shared-sdk';

/** One loader per screen: each page is its own chunk, so '/' does not download the sign-up code. */
const pageImports = {
  home: () => import('./features/home/home-page').then((module) => ({ default: module.HomePage })),
  catalogue: () => import('./features/catalogue/catalogue-page').then((module) => ({ default: module.CataloguePage })),
  courseDetail: () =>
    import('./features/course-detail/course-detail-page').then((module) => ({ default: module.CourseDetailPage })),
  certificate: () =>
    import('./features/certificate/certificate-page').then((module) => ({ default: module.CertificatePage })),
  login: () => import('./features/login/login-page').then((module) => ({ default: module.LoginPage })),
  signup: () => import('./features/signup/signup-page').then((module) => ({ default: module.SignupPage })),
  forgotPassword: () =>
    import('./features/forgot-password/forgot-password-page').then((module) => ({ default: module.ForgotPasswordPage })),
};

type PageName = keyof typeof pageImports;
type PageModule = Awaited<ReturnType<(typeof pageImports)[PageName]>>;

/** Each page's module once loaded (a page loaded by intent or before hydration renders without suspending). */
const loadedPages = new Map<PageName, PageModule['default']>();

export const pageLoaders = Object.fromEntries(
  Object.entries(pageImports).map(([name, load]) => [
    name,
    () =>
      load().then((module) => {
        loadedPages.set(name as PageName, module.default);
        return module;
      }),
  ]),
) as typeof pageImports;

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** Groups of the shell's UI kit the public pages render with (each evaluated in a task of its own, see preloadPage). */
const kit = {
  cards: () => Promise.all([import('@mui/material/Card'), import('@mui/material/CardContent'), import('@mui/material/CardActions'), import('@mui/material/Chip')]),
  search: () => Promise.all([import('@mui/material/TextField'), import('@mui/material/InputAdornment'), import('@mui/material/MenuItem')]),
  filters: () => Promise.all([import('@mui/material/ToggleButtonGroup'), import('@mui/material/ToggleButton'), import('@mui/material/Pagination')]),
  modules: () => Promise.all([import('@mui/material/Accordion'), import('@mui/material/AccordionSummary'), import('@mui/material/AccordionDetails')]),
  lists: () => Promise.all([import('@mui/material/List'), import('@mui/material/ListItem'), import('@mui/material/ListItemIcon'), import('@mui/material/ListItemText')]),
};
const warmUps: Record<PageName, (() => Promise<unknown>)[]> = {
  home: [kit.cards],
  catalogue: [kit.cards, kit.search, kit.filters],
  courseDetail: [kit.cards, kit.modules, kit.lists],
  certificate: [kit.cards],
  login: [],
  signup: [],
  forgotPassword: [],
};

/**
 * Loads a page before the server's HTML of it is hydrated: first the UI kit it renders with, a group per task, then
 * the page. Evaluating it all at once was one task of about 90 ms on a phone (Lighthouse's mobile preset), during
 * which a tap went unanswered; between the groups the browser paints and handles input. The chunks are the same.
 */
export async function preloadPage(name: PageName): Promise<void> {
  for (const group of warmUps[name]) {
    await group();
    await nextTask();
  }
  await pageLoaders[name]();
}

/** The page's component if its code is loaded already, for a render that must not suspend. */
export const loadedPage = (name: PageName) => loadedPages.get(name) ?? null;

const pagePatterns: [string, keyof typeof pageLoaders][] = [
  [routes.home, 'home'],
  [routes.courses, 'catalogue'],
  [routes.courseDetail, 'courseDetail'],
  [routes.certificate, 'certificate'],
  [routes.login, 'login'],
  [routes.signup, 'signup'],
  [routes.forgotPassword, 'forgotPassword'],
];

/** The page of this area at `pathname`, if any. */
export function pageAt(pathname: string): PageName | null {
  return pagePatterns.find(([pattern]) => matchPath(pattern, pathname))?.[1] ?? null;
}

/** The page a same-site link leads to, if it is one of this area's. */
function pageOf(link: HTMLAnchorElement): keyof typeof pageLoaders | null {
  if (link.origin !== window.location.origin) return null;
  return pageAt(link.pathname);
}

let listening = false;

/**
 * Fetches a page's code when the visitor shows the intent to open it (a pointer over its link, or focus on it),
 * so the next page opens without a round trip while the first load carries only its own page.
 */
export function prefetchPagesOnIntent(): void {
  if (typeof document === 'undefined' || listening) return;
  listening = true;
  const requested = new Set<string>();
  const onIntent = (event: Event) => {
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    const page = link instanceof HTMLAnchorElement ? pageOf(link) : null;
    if (!page || requested.has(page)) return;
    requested.add(page);
    void pageLoaders[page]().catch(() => requested.delete(page));
  };
  document.addEventListener('pointerover', onIntent, { passive: true });
  document.addEventListener('focusin', onIntent);
  document.addEventListener('touchstart', onIntent, { passive: true });
}
