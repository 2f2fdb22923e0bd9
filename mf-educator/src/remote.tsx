import { routes } from '@lectern/shared-sdk';
import { signedInArea } from '@lectern/shared-sdk/release';
import { CourseDetailPage } from './features/course-detail/course-detail-page';
import { AddCoursePage } from './features/courses/add-course-page';
import { EditCoursePage } from './features/courses/edit-course-page';
import { MyCoursesPage } from './features/courses/my-courses-page';
import { DashboardPage } from './features/dashboard/dashboard-page';
import { InsightsPage } from './features/insights/insights-page';
import { ModuleFormPage } from './features/modules/module-form-page';
import { ProfilePage } from './features/profile/profile-page';
import { StudentsPage } from './features/students/students-page';
import { VideoFormPage } from './features/videos/video-form-page';

export default signedInArea(routes.educator, {
  dashboard: <DashboardPage />,
  addCourse: <AddCoursePage />,
  courses: <MyCoursesPage />,
  course: <CourseDetailPage />,
  editCourse: <EditCoursePage />,
  insights: <InsightsPage />,
  addModule: <ModuleFormPage mode="add" />,
  editModule: <ModuleFormPage mode="edit" />,
  addVideo: <VideoFormPage mode="add" />,
  editVideo: <VideoFormPage mode="edit" />,
  students: <StudentsPage />,
  profile: <ProfilePage />,
});
