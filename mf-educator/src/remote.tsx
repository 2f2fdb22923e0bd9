import { routes, type RemoteAreaModule } from '@lectern/shared-sdk';
import { areaBuild } from '@lectern/shared-sdk/release';
import { CourseDetailPage } from './features/course-detail/course-detail-page';
import { AddCoursePage } from './features/courses/add-course-page';
import { EditCoursePage } from './features/courses/edit-course-page';
import { MyCoursesPage } from './features/courses/my-courses-page';
import { DashboardPage } from './features/dashboard/dashboard-page';
import { ModuleFormPage } from './features/modules/module-form-page';
import { ProfilePage } from './features/profile/profile-page';
import { StudentsPage } from './features/students/students-page';
import { VideoFormPage } from './features/videos/video-form-page';

const area: RemoteAreaModule = {
  build: areaBuild,
  routes: [
    { path: routes.educator.dashboard, element: <DashboardPage /> },
    { path: routes.educator.addCourse, element: <AddCoursePage /> },
    { path: routes.educator.courses, element: <MyCoursesPage /> },
    { path: routes.educator.course, element: <CourseDetailPage /> },
    { path: routes.educator.editCourse, element: <EditCoursePage /> },
    { path: routes.educator.addModule, element: <ModuleFormPage mode="add" /> },
    { path: routes.educator.editModule, element: <ModuleFormPage mode="edit" /> },
    { path: routes.educator.addVideo, element: <VideoFormPage mode="add" /> },
    { path: routes.educator.editVideo, element: <VideoFormPage mode="edit" /> },
    { path: routes.educator.students, element: <StudentsPage /> },
    { path: routes.educator.profile, element: <ProfilePage /> },
  ],
};

export default area;
