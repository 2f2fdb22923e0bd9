import {
  cartQuery,
  contentPageQuery,
  contentPageSlugs,
  type ContentPageSlug,
  certificateQuery,
  courseListQuery,
  courseQuery,
  courseReviewsQuery,
  enrollmentStatusQuery,
  isCertificateId,
  myEnrollmentsQuery,
  parseId,
  routes,
  statsQuery,
  wishlistQuery,
} from '@lectern/shared-sdk';
import type { PageContext, PageDefinition, PageTable } from '@lectern/shared-sdk/area';
import { catalogueQuery } from './features/catalogue/use-catalogue';
import { reviewsPageOf } from './features/course-detail/use-course-detail';
import { featuredQuery } from './features/home/use-home';
import {
  catalogueHead,
  certificateHead,
  certificateMissingHead,
  contentPageHead,
  courseHead,
  courseMissingHead,
  homeHead,
} from './server/page-heads';

/** Groups of the shell's UI kit the public pages render with (see `warmUp` in `@lectern/shared-sdk/area`). */
const kit = {
  cards: () =>
    Promise.all([
      import('@mui/material/Card'),
      import('@mui/material/CardContent'),
      import('@mui/material/CardActions'),
      import('@mui/material/Chip'),
    ]),
  search: () => Promise.all([import('@mui/material/TextField'), import('@mui/material/InputAdornment'), import('@mui/material/MenuItem')]),
  filters: () => Promise.all([import('@mui/material/ToggleButtonGroup'), import('@mui/material/ToggleButton'), import('@mui/material/Pagination')]),
  modules: () => Promise.all([import('@mui/material/Accordion'), import('@mui/material/AccordionSummary'), import('@mui/material/AccordionDetails')]),
  lists: () =>
    Promise.all([
      import('@mui/material/List'),
      import('@mui/material/ListItem'),
      import('@mui/material/ListItemIcon'),
      import('@mui/material/ListItemText'),
    ]),
};

/** A signed-in student's marks on course cards and pages: their wishlist's hearts (and, on the catalogue, what they own). */
const studentMarks = ({ user, queryClient, api }: PageContext, { owned }: { owned: boolean }) =>
  user?.role === 'student'
    ? Promise.all([
        queryClient.prefetchQuery(wishlistQuery(api)),
        ...(owned ? [queryClient.prefetchQuery(myEnrollmentsQuery(api)), queryClient.prefetchQuery(cartQuery(api))] : []),
      ])
    : Promise.resolve();

/** About, Contact, Help, Privacy, Terms and Cookies: one page each, rendered by the server with the words admins wrote. */
const contentPage = (slug: ContentPageSlug): PageDefinition => ({
  path: `/${slug}`,
  load: () => import('./features/content-page/content-page').then((module) => module.ContentPage),
  warmUp: slug === 'contact' ? [kit.search] : [],
  prefetch: ({ queryClient, api }) => queryClient.prefetchQuery(contentPageQuery(api, slug)),
  head: ({ origin, queryClient, api }) => {
    // A failed read renders the page's loading state, and the browser tries again.
    const page = queryClient.getQueryData(contentPageQuery(api, slug).queryKey);
    return page ? { status: 200, head: contentPageHead(origin, page) } : null;
  },
});

const contentPages = Object.fromEntries(contentPageSlugs.map((slug) => [`${slug}Page`, contentPage(slug)]));

/**
 * The public pages, declared once: path, code (a chunk each, so '/' does not download the sign-up code), data, head
 * and status. The browser's routes, the server render, link prefetching and the sitemap's pages all read this table.
 */
export const publicPages: PageTable = {
  home: {
    path: routes.home,
    load: () => import('./features/home/home-page').then((module) => module.HomePage),
    warmUp: [kit.cards],
    prefetch: (context) =>
      Promise.all([
        context.queryClient.prefetchQuery(statsQuery(context.api)),
        context.queryClient.prefetchQuery(courseListQuery(context.api, featuredQuery)),
        studentMarks(context, { owned: false }),
      ]),
    head: ({ origin }) => ({ status: 200, head: homeHead(origin) }),
  },
  catalogue: {
    path: routes.courses,
    load: () => import('./features/catalogue/catalogue-page').then((module) => module.CataloguePage),
    warmUp: [kit.cards, kit.search, kit.filters],
    prefetch: (context) =>
      Promise.all([
        context.queryClient.prefetchQuery(courseListQuery(context.api, catalogueQuery(context.search))),
        studentMarks(context, { owned: true }),
      ]),
    head: ({ origin, search, queryClient, api }) => {
      const query = catalogueQuery(search);
      return { status: 200, head: catalogueHead(origin, query, queryClient.getQueryData(courseListQuery(api, query).queryKey)) };
    },
  },
  courseDetail: {
    path: routes.courseDetail,
    load: () => import('./features/course-detail/course-detail-page').then((module) => module.CourseDetailPage),
    warmUp: [kit.cards, kit.modules, kit.lists],
    prefetch: (context) => {
      const { params, search, queryClient, api, user } = context;
      const id = parseId(params.courseId);
      if (id === null) return Promise.resolve();
      // The reviews are part of the page (and of its JSON-LD); failing, they load in the browser. A student sees
      // whether they own the course and whether it is in their wishlist, from the first paint.
      return Promise.all([
        queryClient.prefetchQuery(courseQuery(api, id)),
        queryClient.prefetchQuery(courseReviewsQuery(api, id, reviewsPageOf(search))),
        user?.role === 'student' ? queryClient.prefetchQuery(enrollmentStatusQuery(api, id)) : null,
        studentMarks(context, { owned: false }),
      ]);
    },
    head: ({ origin, pathname, params, search, queryClient, api }) => {
      const id = parseId(params.courseId);
      if (id === null) return { status: 404, head: courseMissingHead(origin, pathname) };
      const course = queryClient.getQueryData(courseQuery(api, id).queryKey);
      if (course === null) return { status: 404, head: courseMissingHead(origin, pathname) };
      // A failed read renders the page's loading state, and the browser tries again.
      if (course === undefined) return null;
      return {
        status: 200,
        head: courseHead(origin, course, queryClient.getQueryData(courseReviewsQuery(api, id, reviewsPageOf(search)).queryKey)?.reviews ?? []),
      };
    },
  },
  certificate: {
    path: routes.certificate,
    load: () => import('./features/certificate/certificate-page').then((module) => module.CertificatePage),
    warmUp: [kit.cards],
    prefetch: ({ params, queryClient, api }) => {
      const id = params.certificateId;
      return isCertificateId(id) ? queryClient.prefetchQuery(certificateQuery(api, id)) : Promise.resolve();
    },
    head: ({ origin, pathname, params, queryClient, api }) => {
      const id = params.certificateId;
      if (!isCertificateId(id)) return { status: 404, head: certificateMissingHead(origin, pathname) };
      const certificate = queryClient.getQueryData(certificateQuery(api, id).queryKey);
      if (certificate === null) return { status: 404, head: certificateMissingHead(origin, pathname) };
      if (certificate === undefined) return null;
      return { status: 200, head: certificateHead(origin, certificate) };
    },
  },
  // Sign-in, sign-up and recovery depend on the visitor's session, which only the browser knows.
  login: {
    path: routes.login,
    load: () => import('./features/login/login-page').then((module) => module.LoginPage),
    title: 'Sign in',
    serverRendered: false,
  },
  signup: {
    path: routes.signup,
    load: () => import('./features/signup/signup-page').then((module) => module.SignupPage),
    title: 'Sign up',
    serverRendered: false,
  },
  forgotPassword: {
    path: routes.forgotPassword,
    load: () => import('./features/forgot-password/forgot-password-page').then((module) => module.ForgotPasswordPage),
    title: 'Reset your password',
    serverRendered: false,
  },
  unsubscribe: {
    path: routes.unsubscribe,
    load: () => import('./features/unsubscribe/unsubscribe-page').then((module) => module.UnsubscribePage),
    title: 'Unsubscribe',
    // Its token is the reader's own: no server render, and no search engine keeps the address.
    serverRendered: false,
  },
  ...contentPages,
};
