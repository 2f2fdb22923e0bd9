import Container from '@mui/material/Container';
import { paths, useNavigate } from '@lectern/shared-sdk';
import { CourseForm, emptyCourseForm } from './course-form';
import { useAddCourse } from './use-courses';

export function AddCoursePage() {
  const navigate = useNavigate();
  const { saving, create } = useAddCourse();

  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 4 } }}>
      <CourseForm
        heading="Create New Course"
        submitLabel="Create Course"
        initial={emptyCourseForm}
        saving={saving}
        onSubmit={create}
        onCancel={() => navigate(paths.educator.courses())}
      />
    </Container>
  );
}
