import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import DialogContentText from '@mui/material/DialogContentText';
import Typography from '@mui/material/Typography';
import AccessTime from '@mui/icons-material/AccessTime';
import ArrowBack from '@mui/icons-material/ArrowBack';
import People from '@mui/icons-material/People';
import Star from '@mui/icons-material/Star';
import VideoLibrary from '@mui/icons-material/VideoLibrary';
import ViewModule from '@mui/icons-material/ViewModule';
import {
  formatRating,
  formatStudentCount,
  Link as RouterLink,
  notify,
  notifyFailure,
  paths,
  useDeleteModule,
  useParams,
  useSearchParams,
  useSession,
  type CourseDetail,
  type CourseModule,
  type EnrollmentStatus,
} from '@lectern/shared-sdk';
import { ConfirmDialog } from '@lectern/shared-sdk/ui/confirm-dialog';
import { CourseReviews } from '@lectern/shared-sdk/ui/reviews';
import { PageLoading } from '@lectern/shared-sdk/ui/page-loading';
import { StatusChip } from '@lectern/shared-sdk/ui/status-chip';
import { educatorName, plural, studentCount } from '../course-card/course-meta';
import { useCourseActions } from '../course-card/use-course-actions';
import { useWishlistHearts } from '../course-card/wishlist-heart';
import { MissingPage } from '../../shared/missing-page';
import { catalogueHref } from '../catalogue/use-catalogue';
import { CourseFacts } from './components/course-facts';
import { CoursePurchaseCard } from './components/course-purchase-card';
import { ModuleList } from './components/module-list';
import { reviewsPageHref, reviewsPageOf, totalDuration, useCourseDetail } from './use-course-detail';

export function CourseDetailPage() {
  const { courseId } = useParams();
  const { state, enrollment, reload } = useCourseDetail(courseId);

  if (state.status === 'loading') return <PageLoading label="Loading course" />;
  if (state.status === 'not-found')
    return <MissingPage title="Course not found" text="The course you are looking for does not exist or is no longer available." />;
  if (state.status === 'error')
    return <MissingPage title="Failed to fetch course." text="Something went wrong while loading this course." onRetry={reload} />;
  return <CourseView course={state.course} enrollment={enrollment} />;
}

interface CourseViewProps {
  course: CourseDetail;
  enrollment: EnrollmentStatus;
}

function CourseView({ course, enrollment }: CourseViewProps) {
  const user = useSession((state) => state.user);
  const actions = useCourseActions({ enrolledTitle: 'Enrolled Successfully!', isInCart: () => enrollment.inCart });
  const heartOf = useWishlistHearts();
  const moduleRemoval = useDeleteModule();
  const [moduleToDelete, setModuleToDelete] = useState<CourseModule | null>(null);
  const [search] = useSearchParams();

  const isOwner = user?.role === 'educator' && user.id === course.educatorId.id;
  const videoCount = course.modules.reduce((sum, module) => sum + module.videos.length, 0);
  const duration = totalDuration(course);

  // The course is read again (the data layer invalidates it), so the module leaves the list.
  const deleteModule = () => {
    if (!moduleToDelete) return;
    moduleRemoval.mutate(moduleToDelete.id, {
      onSuccess: () => {
        notify.success('Module deleted');
        setModuleToDelete(null);
      },
      onError: (error) => notifyFailure('Failed to delete module', error),
    });
  };

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <Button component={RouterLink} to={paths.courses()} startIcon={<ArrowBack />} sx={{ mb: 2 }}>
        All courses
      </Button>
      <Box
        sx={{
          display: 'grid',
          gap: { xs: 4, md: 6 },
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 2fr) minmax(0, 1fr)' },
          gridTemplateAreas: { xs: '"header" "aside" "content"', md: '"header aside" "content aside"' },
          alignItems: 'start',
        }}
      >
        <Box component="header" sx={{ gridArea: 'header' }}>
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mb: 2 }}>
            <Chip
              component={RouterLink}
              to={catalogueHref({ category: course.category })}
              clickable
              label={course.category}
              aria-label={`More ${course.category} courses`}
              color="primary"
              size="small"
              sx={{ fontWeight: 600 }}
            />
            {!course.isApproved && <StatusChip active={false} activeLabel="Approved" inactiveLabel="Pending" />}
          </Box>
          <Typography component="h1" variant="h3" sx={{ fontWeight: 800, fontSize: { xs: '1.9rem', md: '2.6rem' }, lineHeight: 1.2 }}>
            {course.title}
          </Typography>
          <Typography sx={{ mt: 1.5 }} color="text.secondary">
            Instructor:{' '}
            <Box component="span" sx={{ color: 'text.primary', fontWeight: 600 }}>
              {educatorName(course)}
            </Box>
          </Typography>
          <Typography sx={{ mt: 3, whiteSpace: 'pre-line', fontSize: '1.05rem' }}>{course.description}</Typography>
          <Box sx={{ mt: 4 }}>
            <CourseFacts
              facts={[
                { label: 'Students', value: formatStudentCount(studentCount(course)), icon: <People /> },
                { label: 'Rating', value: formatRating(course.rating), icon: <Star /> },
                { label: 'Duration', value: duration || '—', icon: <AccessTime /> },
                { label: 'Videos', value: String(videoCount), icon: <VideoLibrary /> },
                { label: 'Modules', value: String(course.modules.length), icon: <ViewModule /> },
              ]}
            />
          </Box>
        </Box>

        <Box component="aside" aria-label="Enrollment" sx={{ gridArea: 'aside' }}>
          <CoursePurchaseCard
            course={course}
            enrollment={enrollment}
            busy={actions.busyId === course.id}
            onEnroll={() => void actions.enroll(course)}
            onAddToCart={() => void actions.addToCart(course)}
            heart={heartOf(course, { owned: enrollment.enrolled })}
          />
        </Box>

        <Box component="section" aria-labelledby="course-content-title" sx={{ gridArea: 'content' }}>
          <Typography id="course-content-title" component="h2" variant="h5" sx={{ fontWeight: 700 }}>
            Course Content
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 0.5, mb: 2 }}>
            {plural(course.modules.length, 'module', 'modules')} · {plural(videoCount, 'video', 'videos')}
            {duration ? ` · ${duration} total` : ''}
          </Typography>
          <ModuleList courseId={course.id} modules={course.modules} canManage={isOwner} onDelete={setModuleToDelete} />
          <Box sx={{ mt: 5 }}>
            <CourseReviews
              courseId={course.id}
              page={reviewsPageOf(search)}
              pageHref={(page) => reviewsPageHref(course.id, page)}
              emptyText="No reviews yet. Learners who enrol can rate this course and say what they think."
            />
          </Box>
        </Box>
      </Box>

      <ConfirmDialog
        open={moduleToDelete !== null}
        title="Delete module"
        description="Are you sure you want to delete this module?"
        details={
          moduleToDelete ? <DialogContentText sx={{ mt: 1, fontWeight: 600, color: 'text.primary' }}>{moduleToDelete.title}</DialogContentText> : null
        }
        busy={moduleRemoval.isPending}
        onCancel={() => setModuleToDelete(null)}
        onConfirm={deleteModule}
      />
    </Container>
  );
}
