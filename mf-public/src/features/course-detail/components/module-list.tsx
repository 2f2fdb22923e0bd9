import { Suspense, useState } from 'react';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import Delete from '@mui/icons-material/Delete';
import Edit from '@mui/icons-material/Edit';
import ExpandMore from '@mui/icons-material/ExpandMore';
import PlayCircle from '@mui/icons-material/PlayCircle';
import { Link as RouterLink, paths, type CourseModule, type Video } from '@lectern/shared-sdk';
import { plural } from '../../course-card/course-meta';
import { moduleDuration } from '../use-course-detail';
import { PreviewDialog } from './preview-dialog';

interface ModuleListProps {
  courseId: number;
  modules: CourseModule[];
  /** The owning educator manages modules from here. */
  canManage: boolean;
  onDelete: (module: CourseModule) => void;
}

export function ModuleList({ courseId, modules, canManage, onDelete }: ModuleListProps) {
  const [playing, setPlaying] = useState<Video | null>(null);
  if (modules.length === 0) {
    return <Typography color="text.secondary">No modules have been added to this course yet.</Typography>;
  }
  return (
    <Box>
      {modules.map((module, index) => {
        const summaryId = `module-${module.id}-summary`;
        const duration = moduleDuration(module.videos);
        return (
          // Each module hydrates on its own (see CourseGrid): no one long task for a long course.
          <Suspense key={module.id} fallback={null}>
            <Accordion disableGutters variant="outlined" sx={{ '&:not(:last-of-type)': { borderBottom: 0 } }}>
              <AccordionSummary expandIcon={<ExpandMore />} id={summaryId} aria-controls={`module-${module.id}-content`}>
                <Box sx={{ display: 'flex', flexDirection: 'column', minWidth: 0 }}>
                  <Typography component="span" sx={{ fontWeight: 600 }}>
                    Module {index + 1}: {module.title}
                  </Typography>
                  <Typography component="span" variant="body2" color="text.secondary">
                    {plural(module.videos.length, 'video', 'videos')}
                    {duration ? ` · ${duration}` : ''}
                  </Typography>
                </Box>
              </AccordionSummary>
              <AccordionDetails sx={{ pt: 0 }}>
                {module.description && (
                  <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                    {module.description}
                  </Typography>
                )}
                {module.videos.length === 0 ? (
                  <Typography variant="body2" color="text.secondary">
                    No videos in this module yet.
                  </Typography>
                ) : (
                  <List dense disablePadding aria-label={`Videos in ${module.title}`}>
                    {module.videos.map((video) => (
                      <ListItem
                        key={video.id}
                        disableGutters
                        secondaryAction={
                          <Typography variant="body2" color="text.secondary">
                            {video.duration}
                          </Typography>
                        }
                      >
                        <ListItemIcon sx={{ minWidth: 36 }}>
                          <PlayCircle fontSize="small" color="primary" aria-hidden />
                        </ListItemIcon>
                        <ListItemText
                          primary={video.title}
                          sx={{ pr: 6 }}
                          // The server sends a preview's address to everyone, and no other lesson's to a visitor.
                          secondary={
                            video.isPreview && video.youtubeUrl ? (
                              <Button
                                size="small"
                                onClick={() => setPlaying(video)}
                                aria-label={`Watch the free preview: ${video.title}`}
                                sx={{ ml: -1, mt: 0.25, py: 0, minHeight: 0 }}
                              >
                                Free preview
                              </Button>
                            ) : undefined
                          }
                          slotProps={{ secondary: { component: 'div' } }}
                        />
                      </ListItem>
                    ))}
                  </List>
                )}
                {canManage && (
                  <Box sx={{ display: 'flex', gap: 1, mt: 2 }}>
                    <Button
                      component={RouterLink}
                      to={paths.educator.editModule(courseId, module.id)}
                      startIcon={<Edit />}
                      size="small"
                      variant="outlined"
                      aria-label={`Edit module ${module.title}`}
                    >
                      Edit
                    </Button>
                    <Button
                      onClick={() => onDelete(module)}
                      startIcon={<Delete />}
                      size="small"
                      variant="outlined"
                      color="error"
                      aria-label={`Delete module ${module.title}`}
                    >
                      Delete
                    </Button>
                  </Box>
                )}
              </AccordionDetails>
            </Accordion>
          </Suspense>
        );
      })}
      <PreviewDialog video={playing} onClose={() => setPlaying(null)} />
    </Box>
  );
}
