import { useEffect, useState } from 'react';
import Container from '@mui/material/Container';
import { errorMessage, notify, paths, useApi, useNavigate, useParams, type CreateCourseInput } from '@lectern/shared-sdk';
import { PageLoading } from '@lectern/shared-sdk/ui/page-loading';
import { durationFromText } from '../../shared/duration-fields';
import { CourseForm, type CourseFormValues } from './course-form';

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
