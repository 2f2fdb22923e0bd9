import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Link as RouterLink, paths } from '@lectern/shared-sdk';

/** The top bar's height on a laptop: the lesson list sticks right below it. */
export const TOP_BAR_HEIGHT = 56;

interface LessonTopBarProps {
  courseId: number;
  courseTitle: string;
  /** The lesson's place in the course (1-based) and the course's count of lessons. */
  position: { number: number; total: number } | null;
  progress: number;
}

/**
 * The lesson page's own slim bar, in place of the site's (the page is framed 'focused'): back to the course, the
 * course's title, where the lesson is in it and the course's progress, as a line along the bar's lower edge too.
 */
export function LessonTopBar({ courseId, courseTitle, position, progress }: LessonTopBarProps) {
  return (
    <Box
      component="header"
      sx={{
        position: 'sticky',
        top: 0,
        zIndex: (theme) => theme.zIndex.appBar,
        display: 'flex',
        alignItems: 'center',
        gap: { xs: 1, sm: 2 },
        minHeight: TOP_BAR_HEIGHT,
        px: { xs: 1, sm: 2 },
        py: 0.5,
        bgcolor: 'background.paper',
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      {/* The same name on a phone, where only the arrow shows. */}
      <Button
        component={RouterLink}
        to={paths.student.learn(courseId)}
        aria-label="Back to Course"
        startIcon={<ArrowBackIcon />}
        sx={{ flexShrink: 0, minWidth: 0, '& .MuiButton-startIcon': { mr: { xs: 0, sm: 1 } } }}
      >
        <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
          Back to Course
        </Box>
      </Button>
      <Box sx={{ minWidth: 0, flexGrow: 1 }}>
        <Typography noWrap sx={{ fontWeight: 700, lineHeight: 1.3 }}>
          {courseTitle}
        </Typography>
        <Typography variant="body2" color="text.secondary" noWrap>
          {position && `Video ${position.number} of ${position.total} · `}Course progress {progress}%
        </Typography>
      </Box>
      <LinearProgress
        variant="determinate"
        value={progress}
        aria-label="Course progress"
        sx={{ position: 'absolute', left: 0, right: 0, bottom: -1, height: 3 }}
      />
    </Box>
  );
}
