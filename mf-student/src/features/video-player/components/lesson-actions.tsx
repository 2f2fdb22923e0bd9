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
import { Link as RouterLink, paths, type Video } from '@lectern/shared-sdk';

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
}

/**
 * Previous, Next and 'Mark as Watched' (a disabled green 'Watched' once it is); once the lesson is watched, what comes
 * after it: 'Next lesson', or at the last lesson the way back to the course page. Keyed by the lesson: marking it here
 * takes the keyboard to what comes next (the marking button is gone), unless the learner is busy in the video.
 */
export function LessonActions({ courseId, previous, next, watched, marking, onMarkWatched, unwatched }: LessonActionsProps) {
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
          aria-label={next ? 'Up next' : 'End of the course'}
          sx={{ p: 2, display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', borderColor: 'success.main' }}
        >
          <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', minWidth: 0 }}>
            {next ? <CheckCircleIcon color="success" /> : <EmojiEventsOutlinedIcon color="success" />}
            <Box sx={{ minWidth: 0 }}>
              <Typography sx={{ fontWeight: 700 }}>
                {next ? 'Lesson complete' : unwatched === 0 ? 'Course complete' : 'That was the last lesson'}
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                {next
                  ? `Up next: ${next.title}`
                  : unwatched === 0
                    ? 'You have watched every lesson. Your certificate is on the course page.'
                    : `${unwatched} ${unwatched === 1 ? 'lesson is' : 'lessons are'} not watched yet: find ${unwatched === 1 ? 'it' : 'them'} in Course Content.`}
              </Typography>
            </Box>
          </Box>
          {next ? (
            <Button
              ref={onward}
              component={RouterLink}
              to={paths.student.video(courseId, next.id)}
              variant="contained"
              endIcon={<ArrowForwardIcon />}
              aria-keyshortcuts="n"
            >
              Next lesson
            </Button>
          ) : (
            <Button ref={onward} component={RouterLink} to={paths.student.learn(courseId)} variant="contained" endIcon={<ArrowForwardIcon />}>
              Go to the course page
            </Button>
          )}
        </Paper>
      )}
    </Stack>
  );
}
