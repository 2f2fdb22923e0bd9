import { routes } from '@lectern/shared-sdk';
import { signedInArea } from '@lectern/shared-sdk/release';
import { CourseDetailPage } from './features/courses/course-detail-page';
import { CoursesPage } from './features/courses/courses-page';
import { DashboardPage } from './features/dashboard/dashboard-page';
import { AddEducatorPage } from './features/educators/add-educator-page';
import { EducatorDetailPage } from './features/educators/educator-detail-page';
import { EducatorsPage } from './features/educators/educators-page';
import { ProfilePage } from './features/profile/profile-page';
import { StudentDetailPage } from './features/students/student-detail-page';
import { StudentsPage } from './features/students/students-page';

export default signedInArea(routes.admin, {
  dashboard: <DashboardPage />,
  students: <StudentsPage />,
  student: <StudentDetailPage />,
  educators: <EducatorsPage />,
  addEducator: <AddEducatorPage />,
  educator: <EducatorDetailPage />,
  courses: <CoursesPage />,
  course: <CourseDetailPage />,
  profile: <ProfilePage />,
});
