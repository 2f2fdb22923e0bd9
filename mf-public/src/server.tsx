import {
  certificateQuery,
  courseListQuery,
  courseQuery,
  courseReviewsQuery,
  httpApi,
  isCertificateId,
  matchPath,
  parseId,
  routes,
  statsQuery,
  type PreparedPage,
  type ServerAreaModule,
} from '@lectern/shared-sdk';
import { areaBuild } from '@lectern/shared-sdk/release';
import { catalogueQuery } from './features/catalogue/use-catalogue';
import { CataloguePage } from './features/catalogue/catalogue-page';
import { CertificatePage } from './features/certificate/certificate-page';
import { CourseDetailPage } from './features/course-detail/course-detail-page';
import { reviewsPageOf } from './features/course-detail/use-course-detail';
import { ForgotPasswordPage } from './features/forgot-password/forgot-password-page';
import { HomePage } from './features/home/home-page';
import { featuredQuery } from './features/home/use-home';
import { LoginPage } from './features/login/login-page';
import { SignupPage } from './features/signup/signup-page';
import { publicRoutes } from './routes';
import { catalogueHead, certificateHead, certificateMissingHead, courseHead, courseMissingHead, homeHead } from './server/page-heads';
import { sitemap } from './server/sitemap';

/**
 * The public area's server bundle (built to dist/server/, loaded by the shell's server at run time from this area's
 * own origin): the same routes as the browser's, with every page loaded, and what each server-rendered page needs.
 */
const area: ServerAreaModule = {
  build: areaBuild,
  routes: publicRoutes({
    home: HomePage,
    catalogue: CataloguePage,
    courseDetail: CourseDetailPage,
    certificate: CertificatePage,
    login: LoginPage,
    signup: SignupPage,
    forgotPassword: ForgotPasswordPage,
  }),

  async prepare({ pathname, search, origin, queryClient }): Promise<PreparedPage | null> {
    if (matchPath(routes.home, pathname)) {
      await Promise.all([queryClient.prefetchQuery(statsQuery(httpApi)), queryClient.prefetchQuery(courseListQuery(httpApi, featuredQuery))]);
      return { status: 200, head: homeHead(origin) };
    }
    if (matchPath(routes.courses, pathname)) {
      const query = catalogueQuery(search);
      await queryClient.prefetchQuery(courseListQuery(httpApi, query));
      return { status: 200, head: catalogueHead(origin, query, queryClient.getQueryData(courseListQuery(httpApi, query).queryKey)) };
    }
    const detail = matchPath(routes.courseDetail, pathname);
    if (detail) {
      const id = parseId(detail.params.courseId);
      if (id === null) return { status: 404, head: courseMissingHead(origin, pathname) };
      const reviewsQuery = courseReviewsQuery(httpApi, id, reviewsPageOf(search));
      const [course] = await Promise.all([
        queryClient.fetchQuery(courseQuery(httpApi, id)).catch(() => undefined),
        // The reviews are part of the page (and of its JSON-LD); failing, they load in the browser.
        queryClient.prefetchQuery(reviewsQuery),
      ]);
      if (course === null) return { status: 404, head: courseMissingHead(origin, pathname) };
      // A failed read renders the page's loading state, and the browser tries again.
      if (course === undefined) return null;
      return { status: 200, head: courseHead(origin, course, queryClient.getQueryData(reviewsQuery.queryKey)?.reviews ?? []) };
    }
    const shared = matchPath(routes.certificate, pathname);
    if (shared) {
      const id = shared.params.certificateId;
      if (!isCertificateId(id)) return { status: 404, head: certificateMissingHead(origin, pathname) };
      const certificate = await queryClient.fetchQuery(certificateQuery(httpApi, id)).catch(() => undefined);
      if (certificate === null) return { status: 404, head: certificateMissingHead(origin, pathname) };
      if (certificate === undefined) return null;
      return { status: 200, head: certificateHead(origin, certificate) };
    }
    // Sign-in, sign-up and recovery depend on the visitor's session, which only the browser knows.
    return null;
  },

  sitemap,
};

export default area;
