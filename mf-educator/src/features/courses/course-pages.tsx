import { useEffect, useState } from 'react';
import Container from '@mui/material/Container';
import { errorMessage, notify, paths, useApi, useNavigate, useParams, type CreateCourseInput } from '@lectern/shared-sdk';
import { durationFromText } from '../../components/duration-fields';
import { PageLoading } from '@lectern/shared-sdk/ui/page-loading';
import { CourseForm, emptyCourseForm, type CourseFormValues } from './course-form';

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

export function EditCoursePage() {
  const api = useApi();
  const navigate = useNavigate();
  const courseId = Number(useParams().courseId);
  const [initial, setInitial] = useState<CourseFormValues | null>(null);

  useEffect(() => {
    let active = true;
    api.getCourse(courseId).then(
      ({ course }) => {
        if (!active) return;
        setInitial({
          title: course.title,
          description: course.description,
          category: course.category,
          price: String(course.price),
          duration: durationFromText(course.duration),
          image: course.image ?? '',
        });
      },
      (error: unknown) => {
        if (!active) return;
        notify.error('Failed to fetch course/module', errorMessage(error, 'Please try again.'));
        navigate(paths.educator.courses());
      },
    );
    return () => {
      active = false;
    };
  }, [api, courseId, navigate]);

  async function save({ title, description, price, category, duration }: CreateCourseInput) {
    try {
      // Spec section 7: PATCH /api/courses/{id} takes title, description, price, category and duration; the image stays as it is.
      await api.updateCourse(courseId, { title, description, price, category, duration });
      notify.success('Course Updated!');
      navigate(paths.educator.course(courseId));
    } catch (error) {
      notify.error('Failed to update course', errorMessage(error, 'Please try again.'));
    }
  }

  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 4 } }}>
      {initial ? (
        <CourseForm heading="Edit Course" submitLabel="Update Course" initial={initial} withImage={false} onSubmit={save} onCancel={() => navigate(paths.educator.course(courseId))} />
      ) : (
        <PageLoading label="Loading course" />
      )}
    </Container>
  );
}
