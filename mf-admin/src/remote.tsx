import { routes, type RemoteAreaModule } from '@lectern/shared-sdk';
import { areaBuild } from '@lectern/shared-sdk/release';
import { CourseDetailPage } from './features/courses/course-detail-page';
import { CoursesPage } from './features/courses/courses-page';
import { DashboardPage } from './features/dashboard/dashboard-page';
import { AddEducatorPage } from './features/educators/add-educator-page';
import { EducatorDetailPage } from './features/educators/educator-detail-page';
import { EducatorsPage } from './features/educators/educators-page';
import { ProfilePage } from './features/profile/profile-page';
import { StudentDetailPage } from './features/students/student-detail-page';
import { StudentsPage } from './features/students/students-page';

const area: RemoteAreaModule = {
  build: areaBuild,
  routes: [
    { path: routes.admin.dashboard, element: <DashboardPage /> },
    { path: routes.admin.students, element: <StudentsPage /> },
    { path: routes.admin.student, element: <StudentDetailPage /> },
    { path: routes.admin.educators, element: <EducatorsPage /> },
    { path: routes.admin.addEducator, element: <AddEducatorPage /> },
    { path: routes.admin.educator, element: <EducatorDetailPage /> },
    { path: routes.admin.courses, element: <CoursesPage /> },
    { path: routes.admin.course, element: <CourseDetailPage /> },
    { path: routes.admin.profile, element: <ProfilePage /> },
  ],
};

export default area;
