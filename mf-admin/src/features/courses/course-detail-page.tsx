import { SendBackDialog } from './send-back-dialog';
import { useState, type ReactNode } from 'react';
import Accordion from '@mui/material/Accordion';
import Alert from '@mui/material/Alert';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AccessTimeIcon from '@mui/icons-material/AccessTime';
import AttachMoneyIcon from '@mui/icons-material/AttachMoney';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import GroupsOutlinedIcon from '@mui/icons-material/GroupsOutlined';
import PlayCircleOutlineIcon from '@mui/icons-material/PlayCircleOutlined';
import { formatPrice, parseId, paths, useParams, type CourseDetail } from '@lectern/shared-sdk';
import { EnrolledStudentsSection } from './components/enrolled-students-section';
import { PriceChangesSection } from './components/price-changes-section';
import { ModeratedReviews } from './components/moderated-reviews';
import { ModeratedQuestions } from './components/moderated-questions';
import { CourseThumbnail } from '@lectern/shared-sdk/ui/course-thumbnail';
import { ConfirmDialog, useConfirm } from '@lectern/shared-sdk/ui/confirm-dialog';
import { RecordFallback } from '../../shared/record-fallback';
import { StatusChip } from '@lectern/shared-sdk/ui/status-chip';
import { PageContainer } from '@lectern/shared-sdk/ui/page-container';
import { useCourseDetail } from './use-courses';

export function CourseDetailPage() {
  const detail = useCourseDetail(parseId(useParams().courseId));
  const approval = useConfirm(detail.approve);
  const [sendingBack, setSendingBack] = useState<CourseDetail | null>(null);
  const deletion = useConfirm(detail.remove);
  // Once deleted, the course reads 'not found' on its own page just before the list opens: it stays shown till then.
  const course = detail.course ?? (deletion.busy ? deletion.subject : null);

  if (detail.loading || !course) {
    return <RecordFallback loading={detail.loading} loadingLabel="Loading course" notFound="Course not found" fallbackPath={paths.admin.courses()} />;
  }
  const { enrollments, priceChanges } = detail;

  return (
    <PageContainer>
      <Paper variant="outlined" component="header" sx={{ p: { xs: 2, md: 3 } }}>
        <Grid container spacing={3}>
          <Grid size={{ xs: 12, md: 4 }}>
            <CourseThumbnail src={course.image} />
          </Grid>
          <Grid size={{ xs: 12, md: 8 }}>
            <Stack spacing={1.5}>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                <StatusChip active={course.isApproved} activeLabel="Approved" inactiveLabel="Pending" />
                <Chip size="small" label={course.category} variant="outlined" />
              </Stack>
              {course.ownerDeleted ? (
                <Alert severity="warning">
                  Its educator deleted their account. Students already enrolled keep learning in it; approve it to publish it again, or delete it.
                </Alert>
              ) : null}
              <Typography variant="h4" component="h1" sx={{ fontWeight: 700, fontSize: { xs: '1.75rem', md: '2.125rem' } }}>
                {course.title}
              </Typography>
              <Typography color="text.secondary">by {course.educatorId.name || course.instructor || 'Educator'}</Typography>
              <Typography>{course.description}</Typography>
              <Stack direction="row" spacing={1}>
                {!course.isApproved ? (
                  <Button variant="contained" color="success" onClick={() => approval.ask(course)}>
                    Approve Course
                  </Button>
                ) : null}
                {!course.isApproved ? (
                  <Button variant="outlined" onClick={() => setSendingBack(course)}>
                    Send back
                  </Button>
                ) : null}
                <Button variant="outlined" color="error" onClick={() => deletion.ask(course)}>
                  Delete Course
                </Button>
              </Stack>
            </Stack>
          </Grid>
        </Grid>
      </Paper>

      <Grid container spacing={{ xs: 2, md: 3 }}>
        <Grid size={{ xs: 12, sm: 4 }}>
          <Fact label="Students" value={String(course.students)} icon={<GroupsOutlinedIcon />} />
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <Fact label="Duration" value={course.duration} icon={<AccessTimeIcon />} />
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <Fact label="Price" value={formatPrice(course.price)} icon={<AttachMoneyIcon />} />
        </Grid>
      </Grid>

      <Paper variant="outlined" component="section" aria-labelledby="course-modules-heading" sx={{ p: { xs: 2, md: 3 } }}>
        <Typography id="course-modules-heading" variant="h6" component="h2" sx={{ mb: 2 }}>
          Course Modules
        </Typography>
        {course.modules.length === 0 ? (
          <Typography color="text.secondary" sx={{ py: 2, textAlign: 'center' }}>
            No modules added yet
          </Typography>
        ) : (
          course.modules.map((module, index) => (
            <Accordion key={module.id} variant="outlined" disableGutters>
              <AccordionSummary expandIcon={<ExpandMoreIcon />}>
                <Box>
                  <Typography component="h3" sx={{ fontWeight: 600 }}>
                    Module {index + 1}: {module.title}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {module.videos.length} {module.videos.length === 1 ? 'video' : 'videos'}
                  </Typography>
                </Box>
              </AccordionSummary>
              <AccordionDetails>
                {module.description ? (
                  <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                    {module.description}
                  </Typography>
                ) : null}
                {module.videos.length === 0 ? (
                  <Typography variant="body2" color="text.secondary">
                    No videos in this module.
                  </Typography>
                ) : (
                  <List dense disablePadding>
                    {module.videos.map((video) => (
                      <ListItem key={video.id} disableGutters>
                        <ListItemIcon sx={{ minWidth: 36 }}>
                          <PlayCircleOutlineIcon color="primary" aria-hidden />
                        </ListItemIcon>
                        <ListItemText primary={video.title} secondary={video.duration} />
                      </ListItem>
                    ))}
                  </List>
                )}
              </AccordionDetails>
            </Accordion>
          ))
        )}
      </Paper>

      <EnrolledStudentsSection enrollments={enrollments} />

      <PriceChangesSection changes={priceChanges} />

      <ModeratedReviews courseId={course.id} />

      <ModeratedQuestions courseId={course.id} />

      <SendBackDialog course={sendingBack} onClose={() => setSendingBack(null)} />
      <ConfirmDialog
        {...approval.dialog}
        title="Approve Course?"
        description={approval.subject ? `"${approval.subject.title}" will be published and students will be able to enroll.` : ''}
        confirmLabel="Approve"
        color="success"
      />
      <ConfirmDialog
        {...deletion.dialog}
        title="Delete Course?"
        description="This will permanently delete the course and all its content: modules, videos and enrollments."
        confirmLabel="Delete"
        color="error"
      />
    </PageContainer>
  );
}

function Fact({ label, value, icon }: { label: string; value: string; icon: ReactNode }) {
  return (
    <Paper variant="outlined" role="group" aria-label={label} sx={{ p: 2, display: 'flex', alignItems: 'center', gap: 2, height: '100%' }}>
      <Box sx={{ color: 'primary.main', display: 'flex' }} aria-hidden>
        {icon}
      </Box>
      <Box>
        <Typography variant="body2" color="text.secondary">
          {label}
        </Typography>
        <Typography variant="h6" component="p" sx={{ fontWeight: 700 }}>
          {value}
        </Typography>
      </Box>
    </Paper>
  );
}
