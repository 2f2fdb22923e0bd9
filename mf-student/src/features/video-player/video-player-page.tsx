import { useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Drawer from '@mui/material/Drawer';
import Fab from '@mui/material/Fab';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import ListAltIcon from '@mui/icons-material/ListAlt';
import { Link as RouterLink, parseId, paths, useParams } from '@lectern/shared-sdk';
import { LearningFallback } from '../../shared/learning-fallback';
import { CourseContent } from './components/course-content';
import { LessonPlayer } from './components/lesson-player';
import { findVideo } from './find-video';
import { useVideoPlayer } from './use-video-player';

/** Spec section 9: the sidebar collapses below 1024 px. */
const SIDEBAR_BREAKPOINT = '(min-width:1024px)';
const sidebarWidth = 340;

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

export function VideoPlayerPage() {
  const { courseId, videoId } = useParams();
  const { state, lessons, marking, markWatched } = useVideoPlayer(courseId);
  // False on the server and in the render that hydrates its HTML (a server cannot know the screen; answering at once
  // here made the browser's first render differ from the server's, and hydration gave up on the page); the real
  // answer right after.
  const wide = useMediaQuery(SIDEBAR_BREAKPOINT);
  const [sidebar, setSidebar] = useState({ open: wide, wide });
  // The panel follows the screen when it crosses the breakpoint (and once the real answer replaces the server's).
  if (sidebar.wide !== wide) setSidebar({ open: wide, wide });
  const sidebarOpen = sidebar.open;
  const setSidebarOpen = (open: boolean) => setSidebar({ open, wide });

  if (state.status !== 'ready') return <LearningFallback state={state} />;
  const { course, enrollment } = state;
  const position = findVideo(course, parseId(videoId) ?? 0);

  if (!position) {
    return (
      <Container maxWidth="sm" sx={{ py: 8 }}>
        <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center' }}>
          <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
            Video not found
          </Typography>
          <Button component={RouterLink} to={paths.student.learn(course.id)} variant="contained" startIcon={<ArrowBackIcon />}>
            Back to Course
          </Button>
        </Stack>
      </Container>
    );
  }

  const { video, module, previous, next } = position;
  const watched = new Set(enrollment.watchedVideos);
  const isWatched = watched.has(video._id);
  const content = (
    <CourseContent
      course={course}
      currentVideoId={video.id}
      watched={watched}
      onHide={() => setSidebarOpen(false)}
      onNavigate={wide ? undefined : () => setSidebarOpen(false)}
    />
  );

  return (
    <Box sx={{ display: 'flex', gap: 3, alignItems: 'flex-start' }}>
      <Stack spacing={2.5} sx={{ flexGrow: 1, minWidth: 0 }}>
        <Box>
          <Button component={RouterLink} to={paths.student.learn(course.id)} startIcon={<ArrowBackIcon />}>
            Back to Course
          </Button>
        </Box>
        {lessons.status === 'pending' ? (
          <Box sx={{ width: '100%', aspectRatio: '16 / 9', bgcolor: 'grey.900', borderRadius: 2 }} />
        ) : (
          <LessonPlayer
            key={video.id}
            enrollmentId={enrollment.id}
            video={video}
            saved={lessons.data?.find((lesson) => lesson.videoId === video.id)}
            watched={isWatched}
          />
        )}
        <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap', alignItems: 'flex-start' }}>
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
              {video.title}
            </Typography>
            <Typography color="text.secondary">
              {module.title} · {video.duration}
            </Typography>
          </Box>
          {isWatched && <Chip icon={<CheckCircleIcon />} label="Watched" color="success" variant="outlined" />}
        </Box>
        <Paper variant="outlined" sx={{ p: 2, display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between' }}>
          <Stack direction="row" spacing={1.5}>
            <NeighbourButton label="Previous" to={previous && paths.student.video(course.id, previous.id)} icon={<ChevronLeftIcon />} />
            <NeighbourButton label="Next" to={next && paths.student.video(course.id, next.id)} icon={<ChevronRightIcon />} end />
          </Stack>
          {isWatched ? (
            <Button variant="contained" color="success" disabled startIcon={<CheckCircleIcon />}>
              Watched
            </Button>
          ) : (
            <Button variant="contained" disabled={marking} onClick={() => markWatched(enrollment.id, video.id)}>
              Mark as Watched
            </Button>
          )}
        </Paper>
        <Typography variant="body2" color="text.secondary">
          Video {position.index + 1} of {position.total} · Course progress {enrollment.progress}%
        </Typography>
      </Stack>

      {wide && sidebarOpen && (
        <Paper
          variant="outlined"
          sx={{
            width: sidebarWidth,
            flexShrink: 0,
            position: 'sticky',
            top: 88,
            maxHeight: 'calc(100vh - 112px)',
            overflow: 'hidden',
            borderRadius: 2,
          }}
        >
          {content}
        </Paper>
      )}
      {!wide && (
        <Drawer
          anchor="right"
          open={sidebarOpen}
          onClose={() => setSidebarOpen(false)}
          sx={{ '& .MuiDrawer-paper': { width: Math.min(sidebarWidth, 320) } }}
        >
          {content}
        </Drawer>
      )}
      {!sidebarOpen && (
        <Fab color="primary" aria-label="Show course content" onClick={() => setSidebarOpen(true)} sx={{ position: 'fixed', right: 24, bottom: 24 }}>
          <ListAltIcon />
        </Fab>
      )}
    </Box>
  );
}
