import { useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Fab from '@mui/material/Fab';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ListAltIcon from '@mui/icons-material/ListAlt';
import {
  completionPercent,
  formatClock,
  Link as RouterLink,
  parseId,
  paths,
  useCourseQuizzes,
  useNavigate,
  useParams,
  type CourseDetail,
  type CourseQuiz,
} from '@lectern/shared-sdk';
import { LearningFallback } from '../../shared/learning-fallback';
import { CourseContent } from './components/course-content';
import { LessonActions } from './components/lesson-actions';
import { LessonPlayer, type LessonControls } from './components/lesson-player';
import { LessonTopBar, TOP_BAR_HEIGHT } from './components/lesson-top-bar';
import { LessonQuestions } from './questions/lesson-questions';
import { PlayerToolbar } from './components/player-toolbar';
import { ShortcutsDialog } from './components/shortcuts-dialog';
import { findVideo } from './find-video';
import { useLessonShortcuts, type LessonShortcut } from './keyboard-shortcuts';
import { speedLabel, stepPlaybackSpeed, usePlaybackSpeed } from './playback-speed';
import { useVideoPlayer } from './use-video-player';

/** Spec section 9: the lesson list beside the video from 1024 px; below it, collapsed behind a floating toggle. */
const WIDE = '@media (min-width:1024px)';
const WIDE_QUERY = WIDE.replace(/^@media\s*/, '');
const listWidth = 360;
const SEEK_SECONDS = 10;

/** The quiz of the lesson's module when the lesson is the module's last and the quiz is not passed yet. */
function quizAfter(course: CourseDetail, videoId: number, quizzes: readonly CourseQuiz[] | undefined): CourseQuiz | null {
  const module = course.modules.find((item) => item.videos.at(-1)?.id === videoId);
  const quiz = module ? quizzes?.find((item) => item.moduleId === module.id) : undefined;
  return quiz && !quiz.standing?.passed ? quiz : null;
}

/** Whether the window is wide now, asked at the click (a server render cannot know; CSS lays the page out). */
const isWide = () => typeof window.matchMedia === 'function' && window.matchMedia(WIDE_QUERY).matches;

export function VideoPlayerPage() {
  const { courseId, videoId } = useParams();
  const navigate = useNavigate();
  const { state, lessons, marking, markWatched } = useVideoPlayer(courseId);
  const [speed, setSpeed] = usePlaybackSpeed();
  const [helpOpen, setHelpOpen] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  // The lesson list: hidden on a wide window only when the learner hides it, shown on a narrow one only when asked.
  const [list, setList] = useState({ hiddenWide: false, shownNarrow: false });
  const controls = useRef<LessonControls>(null);
  const listRef = useRef<HTMLElement>(null);

  const ready = state.status === 'ready';
  const loaded = ready ? state.course : null;
  const position = loaded ? findVideo(loaded, parseId(videoId) ?? 0) : null;
  const enrollment = ready ? state.enrollment : null;
  const quizzes = useCourseQuizzes(loaded?.id ?? null).data?.quizzes;
  const watched = new Set(enrollment?.watchedVideos ?? []);
  const isWatched = position !== null && watched.has(position.video._id);

  const run = (shortcut: LessonShortcut): boolean => {
    if (!loaded || !position || !enrollment || helpOpen) return false;
    switch (shortcut) {
      case 'play-pause': {
        const now = controls.current?.togglePlay() ?? null;
        if (now) setAnnouncement(now === 'playing' ? 'Playing' : 'Paused');
        return now !== null;
      }
      case 'back':
      case 'forward': {
        const at = controls.current?.seekBy(shortcut === 'back' ? -SEEK_SECONDS : SEEK_SECONDS) ?? null;
        if (at !== null) setAnnouncement(`${shortcut === 'back' ? 'Back' : 'Forward'} 10 seconds, at ${formatClock(at)}`);
        return at !== null;
      }
      case 'slower':
      case 'faster': {
        const next = stepPlaybackSpeed(speed, shortcut === 'slower' ? -1 : 1);
        setSpeed(next);
        setAnnouncement(`Speed ${speedLabel(next)}`);
        return true;
      }
      case 'next':
        if (!position.next) return false;
        void navigate(paths.student.video(loaded.id, position.next.id));
        return true;
      case 'mark-watched':
        if (isWatched || marking) return false;
        markWatched(enrollment.id, position.video.id);
        return true;
      case 'help':
        setHelpOpen(true);
        return true;
    }
  };
  useLessonShortcuts(run);

  if (state.status !== 'ready') return <LearningFallback state={state} />;

  if (!position || !enrollment) {
    return (
      <Container maxWidth="sm" sx={{ py: 8 }}>
        <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center' }}>
          <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
            Video not found
          </Typography>
          <Button component={RouterLink} to={paths.student.learn(state.course.id)} variant="contained" startIcon={<ArrowBackIcon />}>
            Back to Course
          </Button>
        </Stack>
      </Container>
    );
  }

  const { course } = state;
  const { video, module, previous, next } = position;
  const listOpen = { wide: !list.hiddenWide, narrow: list.shownNarrow };
  const hideList = () => setList((before) => (isWide() ? { ...before, hiddenWide: true } : { ...before, shownNarrow: false }));
  const showList = () => {
    const wide = isWide();
    setList((before) => (wide ? { ...before, hiddenWide: false } : { ...before, shownNarrow: true }));
    // Below the lesson on a narrow window: take the learner there.
    if (!wide) {
      requestAnimationFrame(() => {
        listRef.current?.scrollIntoView?.({ block: 'start' });
        listRef.current?.focus({ preventScroll: true });
      });
    }
  };
  const unwatched = course.modules.flatMap((each) => each.videos).filter((each) => !watched.has(each._id)).length;

  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <LessonTopBar
        courseId={course.id}
        courseTitle={course.title}
        position={{ number: position.index + 1, total: position.total }}
        progress={completionPercent(enrollment)}
      />
      <Box
        sx={{
          flexGrow: 1,
          display: 'grid',
          gridTemplateColumns: 'minmax(0, 1fr)',
          alignItems: 'start',
          [WIDE]: { gridTemplateColumns: listOpen.wide ? `minmax(0, 1fr) ${listWidth}px` : 'minmax(0, 1fr)' },
        }}
      >
        <Stack spacing={2} sx={{ p: { xs: 2, sm: 3 }, minWidth: 0, maxWidth: 1280, width: '100%', mx: 'auto' }}>
          {lessons.status === 'pending' ? (
            <Box sx={{ width: '100%', aspectRatio: '16 / 9', bgcolor: 'grey.900', borderRadius: 2 }} />
          ) : (
            <LessonPlayer
              key={`player-${video.id}`}
              ref={controls}
              enrollmentId={enrollment.id}
              video={video}
              saved={lessons.data?.find((lesson) => lesson.videoId === video.id)}
              watched={isWatched}
              speed={speed}
            />
          )}
          <PlayerToolbar speed={speed} onSpeed={setSpeed} onShortcuts={() => setHelpOpen(true)} />
          <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap', alignItems: 'flex-start' }}>
            <Box sx={{ minWidth: 0 }}>
              <Typography variant="h5" component="h1" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
                {video.title}
              </Typography>
              <Typography color="text.secondary">
                {module.title} · {video.duration}
              </Typography>
            </Box>
            {isWatched && <Chip icon={<CheckCircleIcon />} label="Watched" color="success" variant="outlined" />}
          </Box>
          <LessonActions
            key={`actions-${video.id}`}
            courseId={course.id}
            previous={previous}
            next={next}
            watched={isWatched}
            marking={marking}
            onMarkWatched={() => markWatched(enrollment.id, video.id)}
            unwatched={unwatched}
            quizNext={quizAfter(course, video.id, quizzes)}
            quizzesLeft={enrollment.quizzes.total - enrollment.quizzes.passed}
          />
          <LessonQuestions
            key={`questions-${video.id}`}
            courseId={course.id}
            videoId={video.id}
            currentSecond={() => controls.current?.currentSecond() ?? null}
            onSeek={(second) => controls.current?.playFrom(second)}
          />
        </Stack>

        <Box
          sx={{
            display: listOpen.narrow ? 'block' : 'none',
            borderTop: 1,
            borderColor: 'divider',
            bgcolor: 'background.paper',
            [WIDE]: {
              display: listOpen.wide ? 'block' : 'none',
              position: 'sticky',
              top: TOP_BAR_HEIGHT,
              height: `calc(100vh - ${TOP_BAR_HEIGHT}px)`,
              borderTop: 0,
              borderLeft: 1,
              borderColor: 'divider',
              overflow: 'hidden',
            },
          }}
        >
          <CourseContent
            id="course-content"
            ref={listRef}
            course={course}
            currentVideoId={video.id}
            upNextId={isWatched ? (next?.id ?? null) : null}
            watched={watched}
            quizzes={quizzes}
            onHide={hideList}
          />
        </Box>
      </Box>

      <Fab
        color="primary"
        aria-label="Show course content"
        aria-controls="course-content"
        aria-expanded={false}
        onClick={showList}
        sx={{
          position: 'fixed',
          right: 24,
          bottom: 24,
          display: listOpen.narrow ? 'none' : 'inline-flex',
          [WIDE]: { display: listOpen.wide ? 'none' : 'inline-flex' },
        }}
      >
        <ListAltIcon />
      </Fab>
      <ShortcutsDialog open={helpOpen} onClose={() => setHelpOpen(false)} />
      <Box role="status" aria-live="polite" aria-label="Player" sx={visuallyHidden}>
        {announcement}
      </Box>
    </Box>
  );
}

const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  p: 0,
  m: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;
