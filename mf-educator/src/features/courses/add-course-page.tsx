import { paths, useNavigate } from '@lectern/shared-sdk';
import { PageContainer } from '@lectern/shared-sdk/ui/page-container';
import { CourseForm, emptyCourseForm } from './course-form';
import { useAddCourse } from './use-courses';

export function AddCoursePage() {
  const navigate = useNavigate();
  const { saving, create } = useAddCourse();

  return (
    <PageContainer width="md">
      <CourseForm
        heading="Create New Course"
        submitLabel="Create Course"
        initial={emptyCourseForm}
        saving={saving}
        onSubmit={create}
        onCancel={() => navigate(paths.educator.courses())}
      />
    </PageContainer>
  );
}
