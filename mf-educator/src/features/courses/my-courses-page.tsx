import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import GroupsOutlinedIcon from '@mui/icons-material/GroupsOutlined';
import LibraryBooksOutlinedIcon from '@mui/icons-material/LibraryBooksOutlined';
import { formatDollars, formatStudentCount, Link as RouterLink, paths, type Course } from '@lectern/shared-sdk';
import { CourseThumbnail } from '@lectern/shared-sdk/ui/course-thumbnail';
import { PageHeader } from '@lectern/shared-sdk/ui/page-header';
import { StatGrid } from '@lectern/shared-sdk/ui/stat-card';
import { ConfirmDialog, useConfirm } from '@lectern/shared-sdk/ui/confirm-dialog';
import { PageLoading } from '@lectern/shared-sdk/ui/page-loading';
import { StatusChip } from '@lectern/shared-sdk/ui/status-chip';
import { PageContainer } from '@lectern/shared-sdk/ui/page-container';
import { studentCount, useEducatorTotals } from '../../shared/course-figures';
import { useMyCourseList } from './use-courses';

export function MyCoursesPage() {
  const { loading, courses, deleteCourse } = useMyCourseList();
  const deletion = useConfirm((course: Course) => deleteCourse(course.id));
  const { totals } = useEducatorTotals(courses);

  return (
    <PageContainer>
      <PageHeader
        title="My Courses"
        subtitle="Manage your courses, their modules and videos."
        action={
          <Button component={RouterLink} to={paths.educator.addCourse()} variant="contained" startIcon={<AddIcon />}>
            Create New Course
          </Button>
        }
      />
      <StatGrid
        loading={loading}
        stats={[
          { label: 'Total Courses', value: totals.courses, icon: <LibraryBooksOutlinedIcon />, color: 'primary' },
          { label: 'Total Students', value: totals.students, icon: <GroupsOutlinedIcon />, color: 'success' },
        ]}
      />

      {loading ? (
        <PageLoading label="Loading courses" />
      ) : courses.length === 0 ? (
        <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
          <Typography variant="h6" component="h2" gutterBottom>
            No courses yet
          </Typography>
          <Button component={RouterLink} to={paths.educator.addCourse()} variant="contained">
            Create Your First Course
          </Button>
        </Paper>
      ) : (
        <Grid container spacing={{ xs: 2, md: 3 }} component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }} aria-label="Your courses">
          {courses.map((course) => (
            <Grid key={course.id} size={{ xs: 12, sm: 6, md: 4 }} component="li">
              <Card variant="outlined" sx={{ height: '100%', display: 'flex', flexDirection: 'column' }} aria-label={course.title}>
                <CourseThumbnail src={course.image} />
                <CardContent sx={{ flexGrow: 1 }}>
                  <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'flex-start' }}>
                    <Typography variant="h6" component="h2">
                      {course.title}
                    </Typography>
                    <StatusChip active={course.isApproved} activeLabel="Approved" inactiveLabel="Pending Review" />
                  </Stack>
                  <Typography
                    variant="body2"
                    color="text.secondary"
                    sx={{ mt: 1, display: '-webkit-box', WebkitLineClamp: 3, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}
                  >
                    {course.description}
                  </Typography>
                  <Stack direction="row" sx={{ justifyContent: 'space-between', mt: 2 }}>
                    <Typography variant="body2">{`${formatStudentCount(studentCount(course))} students`}</Typography>
                    <Typography variant="body2" sx={{ fontWeight: 600 }}>
                      {formatDollars(course.price)}
                    </Typography>
                  </Stack>
                </CardContent>
                <CardActions>
                  <Button component={RouterLink} to={paths.educator.course(course.id)} size="small" aria-label={`View ${course.title}`}>
                    View
                  </Button>
                  <Button component={RouterLink} to={paths.educator.editCourse(course.id)} size="small" aria-label={`Edit ${course.title}`}>
                    Edit
                  </Button>
                  <IconButton color="error" aria-label={`Delete ${course.title}`} onClick={() => deletion.ask(course)} sx={{ ml: 'auto' }}>
                    <DeleteOutlineIcon />
                  </IconButton>
                </CardActions>
              </Card>
            </Grid>
          ))}
        </Grid>
      )}
      <ConfirmDialog {...deletion.dialog} title="Are you sure?" description="This will permanently delete the course and all its content." />
    </PageContainer>
  );
}
