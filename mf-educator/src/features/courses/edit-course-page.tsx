import { paths, useNavigate, useParams } from '@lectern/shared-sdk';
import { PageLoading } from '@lectern/shared-sdk/ui/page-loading';
import { PageContainer } from '@lectern/shared-sdk/ui/page-container';
import { CourseForm, courseFormValues } from './course-form';
import { useEditCourse } from './use-courses';

export function EditCoursePage() {
  const navigate = useNavigate();
  const { course, saving, save } = useEditCourse(useParams().courseId);

  return (
    <PageContainer width="md">
      {course ? (
        <CourseForm
          // Another course (back and forward between two edits) starts a fresh form.
          key={course.id}
          heading="Edit Course"
          submitLabel="Update Course"
          initial={courseFormValues(course)}
          saving={saving}
          onSubmit={(input) => save(course.id, input, course.image ?? '')}
          onCancel={() => navigate(paths.educator.course(course.id))}
        />
      ) : (
        <PageLoading label="Loading course" />
      )}
    </PageContainer>
  );
}
