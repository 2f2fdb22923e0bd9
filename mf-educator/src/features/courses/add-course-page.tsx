import Container from '@mui/material/Container';
import { errorMessage, notify, paths, useApi, useNavigate, type CreateCourseInput } from '@lectern/shared-sdk';
import { CourseForm, emptyCourseForm } from './course-form';

export function AddCoursePage() {
  const api = useApi();
  const navigate = useNavigate();

  async function create(input: CreateCourseInput) {
    try {
      const { course } = await api.createCourse(input);
      notify.success('Course created!', 'Your course has been created. Now add modules and videos.');
      navigate(paths.educator.course(course.id));
    } catch (error) {
      notify.error('Failed to create course', errorMessage(error, 'Please try again.'));
    }
  }

  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 4 } }}>
      <CourseForm heading="Create New Course" submitLabel="Create Course" initial={emptyCourseForm} onSubmit={create} onCancel={() => navigate(paths.educator.courses())} />
    </Container>
  );
}
