import { useId, useState, type Ref } from 'react';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import CloseIcon from '@mui/icons-material/Close';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import PlayCircleOutlinedIcon from '@mui/icons-material/PlayCircleOutlined';
import { Link as RouterLink, paths, type CourseDetail, type CourseQuiz } from '@lectern/shared-sdk';
import { ModuleQuizItem } from '../../../shared/module-quiz-item';

interface CourseContentProps {
  course: CourseDetail;
  currentVideoId: number;
  /** The lesson to go on with, marked 'Up next' (once the current one is watched). */
  upNextId?: number | null;
  watched: ReadonlySet<string>;
  /** The course's quizzes: each shows after its module's lessons. */
  quizzes?: readonly CourseQuiz[];
  onHide: () => void;
  id?: string;
  ref?: Ref<HTMLElement>;
}

/**
 * The 'Course Content' list: modules expandable to their videos, the current one highlighted, the next one marked
 * 'Up next' once the current one is watched (its module opens, if it is another).
 */
export function CourseContent({ course, currentVideoId, upNextId = null, watched, quizzes = [], onHide, id, ref }: CourseContentProps) {
  const headingId = useId();
  const moduleOf = (videoId: number | null) => course.modules.find((module) => module.videos.some((video) => video.id === videoId))?.id;
  const current = moduleOf(currentVideoId);
  const next = moduleOf(upNextId);
  const followedModules = [current, next].filter((module) => module !== undefined);
  // The current lesson's module and the next lesson's are open, whichever lesson the page moves to; the learner opens
  // and closes the others. Followed during render, so the list never shows them closed first.
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(() => new Set(followedModules));
  const [followed, setFollowed] = useState({ current, next });
  if (followed.current !== current || followed.next !== next) {
    setFollowed({ current, next });
    setExpanded((open) => new Set([...open, ...followedModules]));
  }
  const toggle = (moduleId: number, open: boolean) =>
    setExpanded((before) => {
      const after = new Set(before);
      if (open) after.add(moduleId);
      else after.delete(moduleId);
      return after;
    });

  return (
    <Box
      component="nav"
      id={id}
      ref={ref}
      tabIndex={-1}
      aria-labelledby={headingId}
      sx={{ height: '100%', display: 'flex', flexDirection: 'column', '&:focus-visible': { outline: 'none' } }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', px: 2, py: 1.5, borderBottom: 1, borderColor: 'divider' }}>
        <Typography id={headingId} variant="h6" component="h2" sx={{ fontWeight: 700 }}>
          Course Content
        </Typography>
        <IconButton onClick={onHide} aria-label="Hide course content" edge="end">
          <CloseIcon />
        </IconButton>
      </Box>
      <Box sx={{ overflowY: 'auto', flexGrow: 1 }}>
        {course.modules.map((module) => {
          const done = module.videos.filter((video) => watched.has(video._id)).length;
          const quiz = quizzes.find((item) => item.moduleId === module.id);
          return (
            <Accordion
              key={module.id}
              expanded={expanded.has(module.id)}
              onChange={(_event, open) => toggle(module.id, open)}
              disableGutters
              elevation={0}
              square
              sx={{ borderBottom: 1, borderColor: 'divider', '&::before': { display: 'none' } }}
            >
              <AccordionSummary expandIcon={<ExpandMoreIcon />}>
                <Box>
                  <Typography sx={{ fontWeight: 600 }}>{module.title}</Typography>
                  <Typography variant="body2" color="text.secondary">
                    {done}/{module.videos.length} completed
                  </Typography>
                </Box>
              </AccordionSummary>
              <AccordionDetails sx={{ p: 0 }}>
                <List disablePadding dense>
                  {module.videos.map((video) => {
                    const current = video.id === currentVideoId;
                    const upNext = video.id === upNextId;
                    const seen = watched.has(video._id);
                    return (
                      <ListItem key={video.id} disablePadding>
                        <ListItemButton
                          component={RouterLink}
                          to={paths.student.video(course.id, video.id)}
                          selected={current}
                          aria-current={current ? 'page' : undefined}
                          sx={[{ pl: 2 }, upNext && { bgcolor: 'action.hover', boxShadow: (theme) => `inset 3px 0 0 ${theme.palette.primary.main}` }]}
                        >
                          <ListItemIcon sx={{ minWidth: 34 }}>
                            {seen ? (
                              <CheckCircleIcon fontSize="small" color="success" titleAccess="Watched" />
                            ) : (
                              <PlayCircleOutlinedIcon fontSize="small" color="action" titleAccess="Not watched" />
                            )}
                          </ListItemIcon>
                          <ListItemText primary={video.title} secondary={video.duration} />
                          {upNext && <Chip label="Up next" size="small" color="primary" sx={{ ml: 1 }} />}
                        </ListItemButton>
                      </ListItem>
                    );
                  })}
                  {quiz && <ModuleQuizItem courseId={course.id} quiz={quiz} dense />}
                </List>
              </AccordionDetails>
            </Accordion>
          );
        })}
      </Box>
    </Box>
  );
}
