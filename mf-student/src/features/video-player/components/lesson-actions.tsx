import { useEffect, useRef, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import EmojiEventsOutlinedIcon from '@mui/icons-material/EmojiEventsOutlined';
import { Link as RouterLink, paths, type CourseQuiz, type Video } from '@lectern/shared-sdk';

/** A link to the neighbouring video, or a disabled button when there is none. */
function NeighbourButton({ label, to, icon, end = false }: { label: string; to: string | null; icon: ReactNode; end?: boolean }) {
  const iconProps = end ? { endIcon: icon } : { startIcon: icon };
  if (!to) {
    return (
      <Button variant="outlined" disabled {...iconProps}>
        {label}
      </Button>
    );
  }
  return (
    <Button component={RouterLink} to={to} variant="outlined" {...iconProps}>
      {label}
    </Button>
  );
}

interface LessonActionsProps {
  courseId: number;
  previous: Video | null;
  next: Video | null;
  watched: boolean;
  marking: boolean;
  onMarkWatched: () => void;
  /** Whether every lesson of the course is watched, and how many are not. */
  unwatched: number;
  /** The quiz that follows this lesson (the last of its module) and is not passed yet: it comes before the next lesson. */
  quizNext?: CourseQuiz | null;
  /** The course's quizzes not passed yet: with every lesson watched, the course is complete only once they are. */
  quizzesLeft?: number;
}

/** What the panel under a watched lesson offers: the quiz after it, the next lesson, or the end of the course. */
function onwardOf({
  courseId,
  next,
  unwatched,
  quizNext,
  quizzesLeft,
}: Pick<LessonActionsProps, 'courseId' | 'next' | 'unwatched' | 'quizNext' | 'quizzesLeft'>) {
  if (quizNext) {
    return {
      label: 'Quiz next',
      title: 'Lesson complete',
      text: `Up next: the quiz "${quizNext.title}"`,
      to: paths.student.quiz(courseId, quizNext.id),
      action: 'Take the quiz',
      done: false,
    };
  }
  if (next)
    return {
      label: 'Up next',
      title: 'Lesson complete',
      text: `Up next: ${next.title}`,
      to: paths.student.video(courseId, next.id),
      action: 'Next lesson',
      done: false,
    };
  const back = { label: 'End of the course', to: paths.student.learn(courseId), action: 'Go to the course page', done: true };
  if (unwatched > 0) {
    const text = `${unwatched} ${unwatched === 1 ? 'lesson is' : 'lessons are'} not watched yet: find ${unwatched === 1 ? 'it' : 'them'} in Course Content.`;
    return { ...back, title: 'That was the last lesson', text };
  }
  if ((quizzesLeft ?? 0) > 0) {
    const text = `You have watched every lesson. Pass ${quizzesLeft === 1 ? 'the last quiz' : `the ${quizzesLeft} quizzes left`} to complete the course.`;
    return { ...back, title: 'Every lesson watched', text };
  }
  return { ...back, title: 'Course complete', text: 'You have watched every lesson. Your certificate is on the course page.' };
}

/**
 * Previous, Next and 'Mark as Watched' (a disabled green 'Watched' once it is); once the lesson is watched, what comes
 * after it: 'Next lesson', or at the last lesson the way back to the course page. Keyed by the lesson: marking it here
 * takes the keyboard to what comes next (the marking button is gone), unless the learner is busy in the video.
 */
export function LessonActions({
  courseId,
  previous,
  next,
  watched,
  marking,
  onMarkWatched,
  unwatched,
  quizNext = null,
  quizzesLeft = 0,
}: LessonActionsProps) {
  const onwardStep = onwardOf({ courseId, next, unwatched, quizNext, quizzesLeft });
  const [watchedWhenOpened] = useState(watched);
  const onward = useRef<HTMLAnchorElement>(null);
  const markedHere = watched && !watchedWhenOpened;
  useEffect(() => {
    // Focus was on the marking button, gone now (the body has it), or nowhere: hand it to what comes next.
    if (markedHere && (document.activeElement === document.body || document.activeElement === null)) onward.current?.focus({ preventScroll: true });
  }, [markedHere]);

  return (
    <Stack spacing={2}>
      <Paper variant="outlined" sx={{ p: 2, display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between' }}>
        <Stack direction="row" spacing={1.5}>
          <NeighbourButton label="Previous" to={previous && paths.student.video(courseId, previous.id)} icon={<ChevronLeftIcon />} />
          <NeighbourButton label="Next" to={next && paths.student.video(courseId, next.id)} icon={<ChevronRightIcon />} end />
        </Stack>
        {watched ? (
          // A button of its own (not the marking one, disabled): focus leaves with the marking button.
          <Button key="watched" variant="contained" color="success" disabled startIcon={<CheckCircleIcon />}>
            Watched
          </Button>
        ) : (
          <Button key="mark" variant="contained" disabled={marking} onClick={onMarkWatched} aria-keyshortcuts="m">
            Mark as Watched
          </Button>
        )}
      </Paper>
      {watched && (
        <Paper
          variant="outlined"
          role="region"
          aria-label={onwardStep.label}
          sx={{ p: 2, display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', borderColor: 'success.main' }}
        >
          <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', minWidth: 0 }}>
            {onwardStep.done ? <EmojiEventsOutlinedIcon color="success" /> : <CheckCircleIcon color="success" />}
            <Box sx={{ minWidth: 0 }}>
              <Typography sx={{ fontWeight: 700 }}>{onwardStep.title}</Typography>
              <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                {onwardStep.text}
              </Typography>
            </Box>
          </Box>
          <Button
            ref={onward}
            component={RouterLink}
            to={onwardStep.to}
            variant="contained"
            endIcon={<ArrowForwardIcon />}
            {...(onwardStep.action === 'Next lesson' ? { 'aria-keyshortcuts': 'n' } : {})}
          >
            {onwardStep.action}
          </Button>
        </Paper>
      )}
    </Stack>
  );
}
