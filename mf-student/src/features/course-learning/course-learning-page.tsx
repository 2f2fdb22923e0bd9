import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import PlayCircleOutlinedIcon from '@mui/icons-material/PlayCircleOutlined';
import RateReviewOutlinedIcon from '@mui/icons-material/RateReviewOutlined';
import StarIcon from '@mui/icons-material/Star';
import { PageContainer } from '@lectern/shared-sdk/ui/page-container';
import {
  enrollmentStatus,
  formatRating,
  completionPercent,
  isCompleted,
  isStarted,
  Link as RouterLink,
  paths,
  useCourseQuizzes,
  useParams,
  type CourseDetail,
  type CourseQuiz,
  type CourseModule,
  type Enrollment,
} from '@lectern/shared-sdk';
import { LabelledProgress } from '../../shared/labelled-progress';
import { CertificatePanel } from '../../shared/certificate-panel';
import { LearningFallback } from '../../shared/learning-fallback';
import { ModuleQuizItem } from '../../shared/module-quiz-item';
import { EditReviewDialog, RatingDialog } from './components/rating-dialog';
import { useCourseLearning } from './use-course-learning';

interface ModuleCardProps {
  module: CourseModule;
  courseId: number;
  watched: ReadonlySet<string>;
  quiz: CourseQuiz | undefined;
}

function ModuleCard({ module, courseId, watched, quiz }: ModuleCardProps) {
  const headingId = useId();
  const done = module.videos.filter((video) => watched.has(video._id)).length;
  return (
    <Paper component="section" aria-labelledby={headingId} variant="outlined" sx={{ borderRadius: 2 }}>
      <Box sx={{ px: { xs: 2, sm: 3 }, py: 2, display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Box sx={{ minWidth: 0 }}>
          <Typography id={headingId} variant="h6" component="h3" sx={{ fontWeight: 700 }}>
            {module.title}
          </Typography>
          {module.description && (
            <Typography variant="body2" color="text.secondary">
              {module.description}
            </Typography>
          )}
        </Box>
        <Chip
          size="small"
          label={`${done}/${module.videos.length} completed`}
          color={done === module.videos.length && done > 0 ? 'success' : 'default'}
        />
      </Box>
      {(module.videos.length > 0 || quiz) && (
        <List disablePadding sx={{ borderTop: 1, borderColor: 'divider' }}>
          {module.videos.map((video) => {
            const seen = watched.has(video._id);
            return (
              <ListItem
                key={video.id}
                divider
                sx={{ px: { xs: 2, sm: 3 }, gap: 1, flexWrap: 'wrap' }}
                secondaryAction={
                  <Button
                    component={RouterLink}
                    to={paths.student.video(courseId, video.id)}
                    size="small"
                    variant={seen ? 'outlined' : 'contained'}
                    aria-label={`${seen ? 'Rewatch' : 'Watch'} ${video.title}`}
                  >
                    {seen ? 'Rewatch' : 'Watch'}
                  </Button>
                }
              >
                <ListItemIcon sx={{ minWidth: 36 }}>
                  {seen ? (
                    <CheckCircleIcon color="success" titleAccess="Watched" />
                  ) : (
                    <PlayCircleOutlinedIcon color="action" titleAccess="Not watched" />
                  )}
                </ListItemIcon>
                <ListItemText primary={video.title} secondary={video.duration} sx={{ pr: 12 }} />
              </ListItem>
            );
          })}
          {quiz && <ModuleQuizItem courseId={courseId} quiz={quiz} />}
        </List>
      )}
    </Paper>
  );
}

interface LearningHeaderProps {
  course: CourseDetail;
  enrollment: Enrollment;
  onRate: () => void;
  onEditReview: () => void;
}

function LearningHeader({ course, enrollment, onRate, onEditReview }: LearningHeaderProps) {
  const completed = isCompleted(enrollment);
  const progress = completionPercent(enrollment);
  const videos = course.modules.flatMap((module) => module.videos);
  // 'Continue Learning' opens the lesson played last (at its position); else the first one.
  const firstVideo = videos.find((video) => video.id === enrollment.lastWatched?.videoId) ?? videos[0];
  const watchedCount = videos.filter((video) => enrollment.watchedVideos.includes(video._id)).length;
  const started = isStarted(enrollment);
  const status = enrollmentStatus(enrollment);

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }}>
      <Stack spacing={2}>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Chip size="small" label={course.category} variant="outlined" />
          <Chip size="small" label={status.label} color={status.color} variant="outlined" />
        </Box>
        <Box>
          <Typography variant="h4" component="h1" sx={{ fontWeight: 700, fontSize: { xs: '1.6rem', md: '2.125rem' } }}>
            {course.title}
          </Typography>
          <Typography color="text.secondary">by {course.educatorId.name || course.instructor || 'Educator'}</Typography>
          <Typography variant="body2" color="text.secondary" sx={{ display: 'flex', alignItems: 'center', gap: 0.5, mt: 0.5 }}>
            <StarIcon fontSize="small" sx={{ color: 'warning.light' }} aria-hidden />
            Rating {formatRating(enrollment.courseId.rating)}
          </Typography>
        </Box>
        <LabelledProgress
          label={
            enrollment.quizzes.total > 0
              ? `${watchedCount} of ${videos.length} videos watched · ${enrollment.quizzes.passed} of ${enrollment.quizzes.total} quizzes passed`
              : `${watchedCount} of ${videos.length} videos watched`
          }
          progress={progress}
          completed={completed}
          ariaLabel="Course progress"
          emphasis
        />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
          {firstVideo && (
            <Button component={RouterLink} to={paths.student.video(course.id, firstVideo.id)} variant="contained" size="large">
              {started ? 'Continue Learning' : 'Start Course'}
            </Button>
          )}
          {/* Rating is offered once the learner has seen something to rate: after the first lesson. */}
          {(started || enrollment.rated) && (
            <Button variant="outlined" size="large" startIcon={<StarIcon />} onClick={onRate} disabled={enrollment.rated}>
              {enrollment.rated ? 'Rated' : 'Rate this Course'}
            </Button>
          )}
          {enrollment.rated && enrollment.rating !== null && (
            <Button variant="text" size="large" startIcon={<RateReviewOutlinedIcon />} onClick={onEditReview}>
              {enrollment.review ? 'Edit your review' : 'Write a review'}
            </Button>
          )}
        </Stack>
      </Stack>
    </Paper>
  );
}

export function CourseLearningPage() {
  const { courseId } = useParams();
  const { state, certificate, rating, rate, savingReview, saveReview } = useCourseLearning(courseId);
  const [dialog, setDialog] = useState<'rate' | 'review' | null>(null);
  const quizzes = useCourseQuizzes(state.status === 'ready' ? state.course.id : null).data?.quizzes ?? [];
  const close = () => setDialog(null);

  if (state.status !== 'ready') return <LearningFallback state={state} />;
  const { course, enrollment } = state;
  const watched = new Set(enrollment.watchedVideos);

  return (
    <PageContainer>
      <Box>
        <Button component={RouterLink} to={paths.student.myLearning()} startIcon={<ArrowBackIcon />}>
          Back to My Learning
        </Button>
      </Box>
      <LearningHeader course={course} enrollment={enrollment} onRate={() => setDialog('rate')} onEditReview={() => setDialog('review')} />
      {certificate && <CertificatePanel certificate={certificate} />}
      <Typography variant="h5" component="h2" sx={{ fontWeight: 700 }}>
        Course Content
      </Typography>
      {course.modules.length === 0 ? (
        <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
          <Typography color="text.secondary">No modules available</Typography>
        </Paper>
      ) : (
        course.modules.map((module) => (
          <ModuleCard
            key={module.id}
            module={module}
            courseId={course.id}
            watched={watched}
            quiz={quizzes.find((quiz) => quiz.moduleId === module.id)}
          />
        ))
      )}
      <RatingDialog
        open={dialog === 'rate'}
        courseTitle={course.title}
        submitting={rating}
        onClose={close}
        onSubmit={async (choice) => {
          if (await rate(course.id, choice)) close();
        }}
      />
      {dialog === 'review' && enrollment.rating !== null && (
        <EditReviewDialog
          open
          courseTitle={course.title}
          rating={enrollment.rating}
          review={enrollment.review}
          saving={savingReview}
          onClose={close}
          onSave={async (review) => {
            if (await saveReview(course.id, review)) close();
          }}
        />
      )}
    </PageContainer>
  );
}
