import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, paths } from '@lectern/shared-sdk';
import type { LearningState } from './use-learning';
import { PageLoading } from '@lectern/shared-sdk/ui/page-loading';

/** What the learning and video pages show until their course and enrolment are ready. */
export function LearningFallback({ state }: { state: Exclude<LearningState, { status: 'ready' }> }) {
  if (state.status === 'loading') return <PageLoading label="Loading course" />;
  const content =
    state.status === 'not-enrolled'
      ? {
          title: 'You are not enrolled in this course',
          text: 'Enroll from the course page to start learning.',
          action: { label: 'View Course', to: paths.courseDetail(state.courseId) },
        }
      : state.status === 'not-found'
        ? { title: 'Course not found', text: 'It may have been removed.', action: { label: 'Back to My Learning', to: paths.student.myLearning() } }
        : {
            title: 'Something went wrong',
            text: 'The course could not be loaded.',
            action: { label: 'Back to My Learning', to: paths.student.myLearning() },
          };
  return (
    <Container maxWidth="sm" sx={{ py: 8 }}>
      <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center' }}>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
          {content.title}
        </Typography>
        <Typography color="text.secondary">{content.text}</Typography>
        <Button component={RouterLink} to={content.action.to} variant="contained">
          {content.action.label}
        </Button>
      </Stack>
    </Container>
  );
}
