import {
  courseInsightsQuery,
  courseQuizzesQuery,
  courseQuery,
  educatorCouponsQuery,
  educatorInsightsQuery,
  educatorQuestionsQuery,
  moduleQuery,
  myCoursesQuery,
  myEarningsQuery,
  myStudentsQuery,
  myStudentTotalsQuery,
  parseId,
  profileQuery,
  quizDefinitionQuery,
  routes,
  videoQuery,
  weeksOf,
} from '@lectern/shared-sdk';
import type { PageContext, PageTable } from '@lectern/shared-sdk/area';
import { notificationPages } from '@lectern/shared-sdk/ui/notification-pages';
import { openingQuery } from './features/questions/questions-query';

/** The dashboard's Insights section covers the last 12 weeks (see use-dashboard.ts). */
const SUMMARY_WEEKS = 12;

/** Reads the course the address names, if it names one. */
const prefetchCourse = ({ params, queryClient, api }: PageContext) => {
  const courseId = parseId(params.courseId);
  return courseId === null ? Promise.resolve() : queryClient.prefetchQuery(courseQuery(api, courseId));
};

/**
 * The educator's pages, declared once: path, code, data and title (see `@lectern/shared-sdk/area`). The forms that
 * create and edit courses, modules and videos render in the browser: an educator starts typing (and picking a category,
 * and attaching an image) the moment such a page shows, and a form drawn by the server answers none of that until it
 * has hydrated; rendered in the browser, it shows once it can take what they enter.
 */
export const educatorPages: PageTable = {
  dashboard: {
    path: routes.educator.dashboard,
    load: () => import('./features/dashboard/dashboard-page').then((module) => module.DashboardPage),
    prefetch: ({ queryClient, api }) =>
      Promise.all([
        queryClient.prefetchQuery(myCoursesQuery(api)),
        queryClient.prefetchQuery(myStudentTotalsQuery(api)),
        queryClient.prefetchQuery(educatorInsightsQuery(api, SUMMARY_WEEKS)),
      ]),
    title: 'Dashboard',
  },
  addCourse: {
    path: routes.educator.addCourse,
    load: () => import('./features/courses/add-course-page').then((module) => module.AddCoursePage),
    title: 'Add course',
    serverRendered: false,
  },
  courses: {
    path: routes.educator.courses,
    load: () => import('./features/courses/my-courses-page').then((module) => module.MyCoursesPage),
    prefetch: ({ queryClient, api }) =>
      Promise.all([queryClient.prefetchQuery(myCoursesQuery(api)), queryClient.prefetchQuery(myStudentTotalsQuery(api))]),
    title: 'My courses',
  },
  course: {
    path: routes.educator.course,
    load: () => import('./features/course-detail/course-detail-page').then((module) => module.CourseDetailPage),
    // The modules' quizzes too, so the page is drawn with them rather than with 'Add quiz' first.
    prefetch: (context) => {
      const courseId = parseId(context.params.courseId);
      return Promise.all([
        prefetchCourse(context),
        courseId === null ? null : context.queryClient.prefetchQuery(courseQuizzesQuery(context.api, courseId)),
      ]);
    },
    title: 'Course',
  },
  editCourse: {
    path: routes.educator.editCourse,
    load: () => import('./features/courses/edit-course-page').then((module) => module.EditCoursePage),
    prefetch: prefetchCourse,
    title: 'Edit course',
    serverRendered: false,
  },
  insights: {
    path: routes.educator.insights,
    load: () => import('./features/insights/insights-page').then((module) => module.InsightsPage),
    prefetch: ({ params, search, queryClient, api }) => {
      const courseId = parseId(params.courseId);
      return courseId === null ? Promise.resolve() : queryClient.prefetchQuery(courseInsightsQuery(api, courseId, weeksOf(search)));
    },
    title: 'Insights',
  },
  addModule: {
    path: routes.educator.addModule,
    load: () => import('./features/modules/module-form-page').then((module) => () => <module.ModuleFormPage mode="add" />),
    title: 'Add module',
    serverRendered: false,
  },
  editModule: {
    path: routes.educator.editModule,
    load: () => import('./features/modules/module-form-page').then((module) => () => <module.ModuleFormPage mode="edit" />),
    prefetch: ({ params, queryClient, api }) => {
      const moduleId = parseId(params.moduleId);
      return moduleId === null ? Promise.resolve() : queryClient.prefetchQuery(moduleQuery(api, moduleId));
    },
    title: 'Edit module',
    serverRendered: false,
  },
  addVideo: {
    path: routes.educator.addVideo,
    load: () => import('./features/videos/video-form-page').then((module) => () => <module.VideoFormPage mode="add" />),
    title: 'Add video',
    serverRendered: false,
  },
  addQuiz: {
    path: routes.educator.addQuiz,
    load: () => import('./features/quizzes/quiz-form-page').then((module) => () => <module.QuizFormPage mode="add" />),
    prefetch: prefetchCourse,
    title: 'Add quiz',
    serverRendered: false,
  },
  editQuiz: {
    path: routes.educator.editQuiz,
    load: () => import('./features/quizzes/quiz-form-page').then((module) => () => <module.QuizFormPage mode="edit" />),
    prefetch: (context) => {
      const quizId = parseId(context.params.quizId);
      return Promise.all([
        prefetchCourse(context),
        quizId === null ? undefined : context.queryClient.prefetchQuery(quizDefinitionQuery(context.api, quizId)),
      ]);
    },
    title: 'Edit quiz',
    serverRendered: false,
  },
  editVideo: {
    path: routes.educator.editVideo,
    load: () => import('./features/videos/video-form-page').then((module) => () => <module.VideoFormPage mode="edit" />),
    prefetch: ({ params, queryClient, api }) => {
      const videoId = parseId(params.videoId);
      return videoId === null ? Promise.resolve() : queryClient.prefetchQuery(videoQuery(api, videoId));
    },
    title: 'Edit video',
    serverRendered: false,
  },
  students: {
    path: routes.educator.students,
    load: () => import('./features/students/students-page').then((module) => module.StudentsPage),
    prefetch: ({ queryClient, api }) =>
      Promise.all([queryClient.prefetchQuery(myStudentsQuery(api)), queryClient.prefetchQuery(myStudentTotalsQuery(api))]),
    title: 'Students',
  },
  coupons: {
    path: routes.educator.coupons,
    load: () => import('./features/coupons/coupons-page').then((module) => module.CouponsPage),
    prefetch: ({ queryClient, api }) =>
      Promise.all([queryClient.prefetchQuery(educatorCouponsQuery(api)), queryClient.prefetchQuery(myCoursesQuery(api))]),
    title: 'Coupons',
  },
  questions: {
    path: routes.educator.questions,
    load: () => import('./features/questions/questions-page').then((module) => module.QuestionsPage),
    prefetch: ({ queryClient, api }) =>
      Promise.all([queryClient.prefetchQuery(educatorQuestionsQuery(api, openingQuery)), queryClient.prefetchQuery(myCoursesQuery(api))]),
    title: 'Questions',
  },
  earnings: {
    path: routes.educator.earnings,
    load: () => import('./features/earnings/earnings-page').then((module) => module.EarningsPage),
    prefetch: ({ queryClient, api }) => queryClient.prefetchQuery(myEarningsQuery(api)),
    title: 'Earnings',
  },
  profile: {
    path: routes.educator.profile,
    load: () => import('./features/profile/profile-page').then((module) => module.ProfilePage),
    prefetch: ({ queryClient, api }) => queryClient.prefetchQuery(profileQuery(api)),
    title: 'Profile',
  },
  ...notificationPages('educator'),
};
