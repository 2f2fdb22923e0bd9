import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import BarChartOutlinedIcon from '@mui/icons-material/BarChartOutlined';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { formatDollars, Link as RouterLink, paths, useCourseQuizzes, useParams } from '@lectern/shared-sdk';
import { CourseThumbnail } from '@lectern/shared-sdk/ui/course-thumbnail';
import { ConfirmDialog } from '@lectern/shared-sdk/ui/confirm-dialog';
import { StatusChip } from '@lectern/shared-sdk/ui/status-chip';
import { PageLoading } from '@lectern/shared-sdk/ui/page-loading';
import { PageContainer } from '@lectern/shared-sdk/ui/page-container';
import { PageProblem } from '../../shared/page-status';
import { studentCount } from '../../shared/course-figures';
import { useCourseDetail, type PendingDelete } from './use-course-detail';
import { ReviewsWithReplies } from './reviews-with-replies';
import { ModuleQuiz } from './module-quiz';

/** An admin's reason as a sentence: a full stop after it unless it ends in its own. */
const withFullStop = (text: string) => (/[.!?]$/.test(text.trim()) ? text.trim() : `${text.trim()}.`);

export function CourseDetailPage() {
  const { state, deleting, remove } = useCourseDetail(useParams().courseId);
  const quizzes = useCourseQuizzes(state.status === 'ready' ? state.course.id : null).data?.quizzes ?? [];
  const [open, setOpen] = useState<Record<number, boolean>>({});
  const [pendingDelete, setPendingDelete] = useState<PendingDelete | null>(null);

  async function confirmDelete() {
    if (!pendingDelete) return;
    await remove(pendingDelete);
    setPendingDelete(null);
  }

  if (state.status === 'error') {
    return <PageProblem message={`Error: ${state.message}`} />;
  }
  if (state.status === 'loading') {
    return <PageLoading label="Loading course" />;
  }
  const { course } = state;

  return (
    <PageContainer>
      {/* An admin sent it back: the reason stays until the educator edits it and asks for review again. */}
      {course.reviewFeedback ? (
        <Alert severity="warning" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
          Sent back for changes: {withFullStop(course.reviewFeedback.reason)} Edit the course to ask for review again.
        </Alert>
      ) : null}
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={3}>
          <Box sx={{ width: { xs: '100%', md: 320 }, flexShrink: 0 }}>
            <CourseThumbnail src={course.image} />
          </Box>
          <Stack spacing={1.5} sx={{ flexGrow: 1 }}>
            <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
              <Typography variant="h4" component="h1">
                {course.title}
              </Typography>
              {/* A course sent back is not waiting for review: it waits for the educator's edit. */}
              <StatusChip active={course.isApproved} activeLabel="Approved" inactiveLabel={course.reviewFeedback ? 'Sent back' : 'Pending Review'} />
            </Stack>
            <Typography color="text.secondary">{course.description}</Typography>
            <Stack direction="row" spacing={3} useFlexGap sx={{ flexWrap: 'wrap', rowGap: 0.5 }}>
              <Typography variant="body2">Duration: {course.duration}</Typography>
              <Typography variant="body2">Price: {formatDollars(course.price)}</Typography>
              <Typography variant="body2">Students: {studentCount(course)}</Typography>
            </Stack>
            <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
              <Button component={RouterLink} to={paths.educator.addModule(course.id)} variant="contained" startIcon={<AddIcon />}>
                Add Module
              </Button>
              <Button component={RouterLink} to={paths.educator.editCourse(course.id)} variant="outlined" startIcon={<EditOutlinedIcon />}>
                Edit Course
              </Button>
              <Button component={RouterLink} to={paths.educator.insights(course.id)} variant="outlined" startIcon={<BarChartOutlinedIcon />}>
                Insights
              </Button>
            </Stack>
          </Stack>
        </Stack>
      </Paper>

      <Typography variant="h5" component="h2">
        Modules
      </Typography>
      {course.modules.length === 0 ? (
        <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
          <Typography variant="h6" component="p" gutterBottom>
            No modules yet
          </Typography>
          <Button component={RouterLink} to={paths.educator.addModule(course.id)} variant="contained">
            Add First Module
          </Button>
        </Paper>
      ) : (
        <Stack component="ol" spacing={2} sx={{ listStyle: 'none', m: 0, p: 0 }} aria-label="Modules">
          {course.modules.map((module, index) => {
            const expanded = open[module.id] ?? false;
            const title = `Module ${index + 1}: ${module.title}`;
            return (
              <Paper key={module.id} component="li" variant="outlined" sx={{ p: { xs: 2, sm: 3 } }} aria-label={title}>
                <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between' }}>
                  <Box>
                    <Typography variant="h6" component="h3">
                      {title}
                    </Typography>
                    <Typography variant="body2" color="text.secondary">
                      {module.description}
                    </Typography>
                  </Box>
                  <Stack
                    direction="row"
                    spacing={1}
                    useFlexGap
                    sx={{ alignItems: 'center', flexShrink: 0, flexWrap: 'wrap', '& .MuiButton-root': { whiteSpace: 'nowrap' } }}
                  >
                    <Button
                      size="small"
                      onClick={() => setOpen((current) => ({ ...current, [module.id]: !expanded }))}
                      aria-expanded={expanded}
                      endIcon={expanded ? <ExpandLessIcon /> : <ExpandMoreIcon />}
                    >
                      {expanded ? 'Hide Videos' : `Show Videos (${module.videos.length})`}
                    </Button>
                    <Button component={RouterLink} to={paths.educator.addVideo(course.id, module.id)} size="small" startIcon={<AddIcon />}>
                      Add Video
                    </Button>
                    <IconButton
                      component={RouterLink}
                      to={paths.educator.editModule(course.id, module.id)}
                      aria-label={`Edit module ${module.title}`}
                    >
                      <EditOutlinedIcon />
                    </IconButton>
                    <IconButton
                      color="error"
                      aria-label={`Delete module ${module.title}`}
                      onClick={() => setPendingDelete({ kind: 'module', item: module })}
                    >
                      <DeleteOutlineIcon />
                    </IconButton>
                  </Stack>
                </Stack>
                {expanded && (
                  <>
                    <Divider sx={{ my: 2 }} />
                    {module.videos.length === 0 ? (
                      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
                        <Typography color="text.secondary">No videos yet</Typography>
                        <Button component={RouterLink} to={paths.educator.addVideo(course.id, module.id)} size="small" variant="outlined">
                          Add Video
                        </Button>
                      </Stack>
                    ) : (
                      <List dense aria-label={`Videos of ${module.title}`}>
                        {module.videos.map((video) => (
                          <ListItem
                            key={video.id}
                            secondaryAction={
                              <Stack direction="row" spacing={1}>
                                <IconButton
                                  component={RouterLink}
                                  to={paths.educator.editVideo(course.id, module.id, video.id)}
                                  aria-label={`Edit video ${video.title}`}
                                >
                                  <EditOutlinedIcon />
                                </IconButton>
                                <IconButton
                                  color="error"
                                  aria-label={`Delete video ${video.title}`}
                                  onClick={() => setPendingDelete({ kind: 'video', item: video })}
                                >
                                  <DeleteOutlineIcon />
                                </IconButton>
                              </Stack>
                            }
                          >
                            <ListItemText
                              primary={
                                <>
                                  {video.title}
                                  {video.isPreview && <Chip label="Free preview" size="small" color="success" variant="outlined" sx={{ ml: 1 }} />}
                                </>
                              }
                              secondary={video.duration}
                            />
                          </ListItem>
                        ))}
                      </List>
                    )}
                  </>
                )}
                <ModuleQuiz courseId={course.id} moduleId={module.id} quiz={quizzes.find((quiz) => quiz.moduleId === module.id)} />
              </Paper>
            );
          })}
        </Stack>
      )}
      <ReviewsWithReplies courseId={course.id} />
      <ConfirmDialog
        open={pendingDelete !== null}
        title="Are you sure?"
        description={
          pendingDelete?.kind === 'module'
            ? `This will permanently delete the module "${pendingDelete.item.title}" and all its videos.`
            : `This will permanently delete the video "${pendingDelete?.item.title ?? ''}".`
        }
        busy={deleting}
        onConfirm={confirmDelete}
        onCancel={() => setPendingDelete(null)}
      />
    </PageContainer>
  );
}
