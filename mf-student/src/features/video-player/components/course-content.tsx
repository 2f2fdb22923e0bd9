import { useId } from 'react';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
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
import { Link as RouterLink, paths, type CourseDetail } from '@lectern/shared-sdk';

interface CourseContentProps {
  course: CourseDetail;
  currentVideoId: number;
  watched: ReadonlySet<string>;
  onHide: () => void;
  onNavigate?: () => void;
}

/** The 'Course Content' sidebar: modules expandable to their videos, the current one highlighted. */
export function CourseContent({ course, currentVideoId, watched, onHide, onNavigate }: CourseContentProps) {
  const headingId = useId();
  return (
    <Box component="nav" aria-labelledby={headingId} sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
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
          const hasCurrent = module.videos.some((video) => video.id === currentVideoId);
          return (
            <Accordion
              key={module.id}
              defaultExpanded={hasCurrent}
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
                    const seen = watched.has(video._id);
                    return (
                      <ListItem key={video.id} disablePadding>
                        <ListItemButton
                          component={RouterLink}
                          to={paths.student.video(course.id, video.id)}
                          selected={current}
                          aria-current={current ? 'page' : undefined}
                          onClick={onNavigate}
                          sx={{ pl: 2 }}
                        >
                          <ListItemIcon sx={{ minWidth: 34 }}>
                            {seen ? (
                              <CheckCircleIcon fontSize="small" color="success" titleAccess="Watched" />
                            ) : (
                              <PlayCircleOutlinedIcon fontSize="small" color="action" titleAccess="Not watched" />
                            )}
                          </ListItemIcon>
                          <ListItemText primary={video.title} secondary={video.duration} />
                        </ListItemButton>
                      </ListItem>
                    );
                  })}
                </List>
              </AccordionDetails>
            </Accordion>
          );
        })}
      </Box>
    </Box>
  );
}
