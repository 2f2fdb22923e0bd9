import {
  adminCouponsQuery,
  allCoursesQuery,
  allEnrollmentsQuery,
  contentPageQuery,
  contentPagesQuery,
  contentPageVersionsQuery,
  isContentPageSlug,
  courseEnrollmentsQuery,
  courseQuery,
  educatorCoursesQuery,
  educatorQuery,
  educatorsQuery,
  parseId,
  pendingCoursesQuery,
  platformTrendsQuery,
  priceChangesQuery,
  profileQuery,
  releaseHealthQuery,
  revenueQuery,
  routes,
  statsQuery,
  studentEnrollmentsQuery,
  studentQuery,
  studentsQuery,
  weeksOf,
} from '@lectern/shared-sdk';
import type { PageTable } from '@lectern/shared-sdk/area';
import { notificationPages } from '@lectern/shared-sdk/ui/notification-pages';
import { PENDING_COURSES_LIMIT } from './features/dashboard/pending-limit';

/** The admin's pages, declared once: path, code, data and title (see `@lectern/shared-sdk/area`). */
export const adminPages: PageTable = {
  dashboard: {
    path: routes.admin.dashboard,
    load: () => import('./features/dashboard/dashboard-page').then((module) => module.DashboardPage),
    prefetch: ({ search, queryClient, api }) =>
      Promise.all([
        queryClient.prefetchQuery(statsQuery(api)),
        queryClient.prefetchQuery(pendingCoursesQuery(api, PENDING_COURSES_LIMIT)),
        queryClient.prefetchQuery(platformTrendsQuery(api, weeksOf(search))),
      ]),
    title: 'Dashboard',
  },
  students: {
    path: routes.admin.students,
    load: () => import('./features/students/students-page').then((module) => module.StudentsPage),
    prefetch: ({ queryClient, api }) =>
      Promise.all([queryClient.prefetchQuery(studentsQuery(api)), queryClient.prefetchQuery(allEnrollmentsQuery(api))]),
    title: 'Students',
  },
  student: {
    path: routes.admin.student,
    load: () => import('./features/students/student-detail-page').then((module) => module.StudentDetailPage),
    prefetch: ({ params, queryClient, api }) => {
      const id = parseId(params.studentId);
      return id === null
        ? Promise.resolve()
        : Promise.all([queryClient.prefetchQuery(studentQuery(api, id)), queryClient.prefetchQuery(studentEnrollmentsQuery(api, id))]);
    },
    title: 'Student',
  },
  educators: {
    path: routes.admin.educators,
    load: () => import('./features/educators/educators-page').then((module) => module.EducatorsPage),
    prefetch: ({ queryClient, api }) => queryClient.prefetchQuery(educatorsQuery(api)),
    title: 'Educators',
  },
  addEducator: {
    path: routes.admin.addEducator,
    load: () => import('./features/educators/add-educator-page').then((module) => module.AddEducatorPage),
    title: 'Add educator',
  },
  educator: {
    path: routes.admin.educator,
    load: () => import('./features/educators/educator-detail-page').then((module) => module.EducatorDetailPage),
    prefetch: ({ params, queryClient, api }) => {
      const id = parseId(params.educatorId);
      return id === null
        ? Promise.resolve()
        : Promise.all([queryClient.prefetchQuery(educatorQuery(api, id)), queryClient.prefetchQuery(educatorCoursesQuery(api, id))]);
    },
    title: 'Educator',
  },
  courses: {
    path: routes.admin.courses,
    load: () => import('./features/courses/courses-page').then((module) => module.CoursesPage),
    prefetch: ({ queryClient, api }) => Promise.all([queryClient.prefetchQuery(allCoursesQuery(api)), queryClient.prefetchQuery(statsQuery(api))]),
    title: 'Courses',
  },
  course: {
    path: routes.admin.course,
    load: () => import('./features/courses/course-detail-page').then((module) => module.CourseDetailPage),
    prefetch: ({ params, queryClient, api }) => {
      const id = parseId(params.courseId);
      return id === null
        ? Promise.resolve()
        : Promise.all([
            queryClient.prefetchQuery(courseQuery(api, id)),
            queryClient.prefetchQuery(courseEnrollmentsQuery(api, id)),
            queryClient.prefetchQuery(priceChangesQuery(api, id)),
          ]);
    },
    title: 'Course',
  },
  coupons: {
    path: routes.admin.coupons,
    load: () => import('./features/coupons/coupons-page').then((module) => module.CouponsPage),
    prefetch: ({ queryClient, api }) =>
      Promise.all([queryClient.prefetchQuery(adminCouponsQuery(api)), queryClient.prefetchQuery(allCoursesQuery(api))]),
    title: 'Coupons',
  },
  revenue: {
    path: routes.admin.revenue,
    load: () => import('./features/revenue/revenue-page').then((module) => module.RevenuePage),
    prefetch: ({ queryClient, api }) => queryClient.prefetchQuery(revenueQuery(api)),
    title: 'Revenue',
  },
  releases: {
    path: routes.admin.releases,
    load: () => import('./features/releases/releases-page').then((module) => module.ReleasesPage),
    prefetch: ({ queryClient, api }) => queryClient.prefetchQuery(releaseHealthQuery(api)),
    title: 'Releases',
  },
  contentPages: {
    path: routes.admin.pages,
    load: () => import('./features/pages/pages-page').then((module) => module.PagesPage),
    prefetch: ({ queryClient, api }) => queryClient.prefetchQuery(contentPagesQuery(api)),
    title: 'Pages',
  },
  contentPage: {
    path: routes.admin.page,
    load: () => import('./features/pages/page-editor-page').then((module) => module.PageEditorPage),
    prefetch: ({ params, queryClient, api }) => {
      const slug = params.slug ?? '';
      return isContentPageSlug(slug)
        ? Promise.all([queryClient.prefetchQuery(contentPageQuery(api, slug)), queryClient.prefetchQuery(contentPageVersionsQuery(api, slug))])
        : Promise.resolve();
    },
    title: 'Edit page',
  },
  profile: {
    path: routes.admin.profile,
    load: () => import('./features/profile/profile-page').then((module) => module.ProfilePage),
    prefetch: ({ queryClient, api }) => queryClient.prefetchQuery(profileQuery(api)),
    title: 'Profile',
  },
  ...notificationPages('admin'),
};
