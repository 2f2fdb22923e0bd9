/** One loader per screen: each page is its own chunk, so '/' does not download the sign-up code. */
export const pageLoaders = {
  home: () => import('./features/home/home-page').then((module) => ({ default: module.HomePage })),
  catalogue: () => import('./features/catalogue/catalogue-page').then((module) => ({ default: module.CataloguePage })),
  courseDetail: () =>
    import('./features/course-detail/course-detail-page').then((module) => ({ default: module.CourseDetailPage })),
  login: () => import('./features/login/login-page').then((module) => ({ default: module.LoginPage })),
  signup: () => import('./features/signup/signup-page').then((module) => ({ default: module.SignupPage })),
  forgotPassword: () =>
    import('./features/forgot-password/forgot-password-page').then((module) => ({ default: module.ForgotPasswordPage })),
};

type IdleWindow = Window & { requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number };

let prefetched = false;

/**
 * Fetches the other screens once the browser is idle, so moving around the public area needs no further round
 * trip. Called when the first page is on screen: the browser is idle between the downloads of the first page
 * too, and prefetching then would compete with them.
 */
export function prefetchPagesWhenIdle(): void {
  if (typeof window === 'undefined' || prefetched) return;
  prefetched = true;
  const idleWindow: IdleWindow = window;
  const run = () => {
    for (const load of Object.values(pageLoaders)) void load().catch(() => undefined);
  };
  if (idleWindow.requestIdleCallback) idleWindow.requestIdleCallback(run, { timeout: 5000 });
  else setTimeout(run, 3000);
}
