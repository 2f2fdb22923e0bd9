import { matchPath, routes } from '@lectern/shared-sdk';

/** One loader per screen: each page is its own chunk, so '/' does not download the sign-up code. */
const pageImports = {
  home: () => import('./features/home/home-page').then((module) => ({ default: module.HomePage })),
  catalogue: () => import('./features/catalogue/catalogue-page').then((module) => ({ default: module.CataloguePage })),
  courseDetail: () =>
    import('./features/course-detail/course-detail-page').then((module) => ({ default: module.CourseDetailPage })),
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

/** The page's component if its code is loaded already, for a render that must not suspend. */
export const loadedPage = (name: PageName) => loadedPages.get(name) ?? null;

const pagePatterns: [string, keyof typeof pageLoaders][] = [
  [routes.home, 'home'],
  [routes.courses, 'catalogue'],
  [routes.courseDetail, 'courseDetail'],
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
