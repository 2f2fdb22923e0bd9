import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import GroupsOutlinedIcon from '@mui/icons-material/GroupsOutlined';
import LibraryBooksOutlinedIcon from '@mui/icons-material/LibraryBooksOutlined';
import { formatPrice, Link as RouterLink, parseId, paths, useNavigate, useParams, type Course, type EducatorSummary } from '@lectern/shared-sdk';
import { StatGrid } from '@lectern/shared-sdk/ui/stat-card';
import { CourseListItem, CourseListSection } from '../../shared/course-list-section';
import { RecordFallback } from '../../shared/record-fallback';
import { PersonHeader } from '../../shared/person-header';
import { useConfirm } from '@lectern/shared-sdk/ui/confirm-dialog';
import { PageContainer } from '@lectern/shared-sdk/ui/page-container';
import { EducatorActionDialogs } from './educator-action-dialogs';
import { useEducatorActions, useEducatorDetail } from './use-educators';

export function EducatorDetailPage() {
  const navigate = useNavigate();
  const detail = useEducatorDetail(parseId(useParams().educatorId));
  const { setActive, remove } = useEducatorActions();

  const toggle = useConfirm((subject: EducatorSummary) => setActive(subject, !subject.isApproved));
  const removal = useConfirm(async (subject: EducatorSummary) => {
    if (await remove(subject)) void navigate(paths.admin.educators());
  });
  // Once removed, the educator reads 'not found' on their own page just before the list opens: they stay shown till then.
  const educator = detail.educator ?? (removal.busy ? removal.subject : null);

  if (detail.loading || !educator) {
    return (
      <RecordFallback
        loading={detail.loading}
        loadingLabel="Loading educator"
        notFound="Educator not found."
        fallbackPath={paths.admin.educators()}
      />
    );
  }
  const { courses } = detail;
  // The API's one count of an educator's students (distinct people, README "Educators"), as on the educator's own screens.
  const students = educator.studentCount;

  return (
    <PageContainer>
      <PersonHeader
        person={educator}
        active={educator.isApproved}
        about={educator.bio}
        actions={
          <>
            <Button variant="outlined" color={educator.isApproved ? 'primary' : 'success'} onClick={() => toggle.ask(educator)}>
              {educator.isApproved ? 'Make Inactive' : 'Make Active'}
            </Button>
            <Button variant="contained" color="error" onClick={() => removal.ask(educator)}>
              Remove Educator
            </Button>
          </>
        }
      />

      <StatGrid
        stats={[
          { label: 'Total Courses', value: courses.length, icon: <LibraryBooksOutlinedIcon />, color: 'primary' },
          { label: 'Total Students', value: students, icon: <GroupsOutlinedIcon />, color: 'info' },
        ]}
      />

      <CourseListSection
        id="educator-courses-heading"
        title="Published Courses"
        empty="No courses published yet"
        items={courses}
        renderItem={(course) => <EducatorCourseItem key={course.id} course={course} />}
      />

      <EducatorActionDialogs toggle={toggle} removal={removal} />
    </PageContainer>
  );
}

function EducatorCourseItem({ course }: { course: Course }) {
  return (
    <CourseListItem
      image={course.image}
      thumbnailWidth={180}
      actions={
        <Button
          component={RouterLink}
          to={paths.admin.course(course.id)}
          size="small"
          variant="outlined"
          aria-label={`View details of ${course.title}`}
        >
          View Details
        </Button>
      }
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          {course.title}
        </Typography>
        <Chip
          size="small"
          label={course.isApproved ? 'Published' : 'Pending Review'}
          color={course.isApproved ? 'success' : 'default'}
          variant={course.isApproved ? 'filled' : 'outlined'}
        />
      </Stack>
      <Typography
        variant="body2"
        color="text.secondary"
        sx={{ my: 0.5, display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}
      >
        {course.description}
      </Typography>
      <Stack direction="row" spacing={3} sx={{ flexWrap: 'wrap' }}>
        <Typography variant="body2">Students: {course.students}</Typography>
        <Typography variant="body2">Price: {formatPrice(course.price)}</Typography>
        <Typography variant="body2">Duration: {course.duration}</Typography>
      </Stack>
    </CourseListItem>
  );
}
