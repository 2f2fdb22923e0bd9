import { useRef } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import LinearProgress from '@mui/material/LinearProgress';
import Pagination from '@mui/material/Pagination';
import PaginationItem from '@mui/material/PaginationItem';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from '@lectern/shared-sdk';
import { CourseCard } from '../course-card/course-card';
import { CourseGrid, CourseGridSkeleton } from '../course-card/course-grid';
import { useCourseActions } from '../course-card/use-course-actions';
import { visuallyHidden } from '../../shared/visually-hidden';
import { useWishlistHearts } from '../course-card/wishlist-heart';
import { CatalogueEmptyState } from './components/catalogue-empty-state';
import { CatalogueFilters } from './components/catalogue-filters';
import { CATALOGUE_PAGE_SIZE, showingText, useCatalogue } from './use-catalogue';

export function CataloguePage() {
  const catalogue = useCatalogue();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const heartOf = useWishlistHearts();
  const actions = useCourseActions({
    enrolledTitle: 'Course Enrolled!',
    isInCart: (courseId) => catalogue.cartIds.has(courseId),
  });

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
      <Typography ref={headingRef} component="h1" variant="h3" sx={{ fontWeight: 800, fontSize: { xs: '2rem', md: '2.75rem' } }}>
        Explore Courses
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, mb: 4 }}>
        {catalogue.category
          ? `${catalogue.category} courses: find the right one and start learning at your own pace.`
          : 'Find the right course and start learning at your own pace.'}
      </Typography>

      <CatalogueFilters filters={catalogue} />

      {/* The cards' titles are h3, under the filters' h1: a heading for the list keeps the outline in order. */}
      <Typography component="h2" sx={visuallyHidden}>
        Courses
      </Typography>
      <Box sx={{ mt: 3, mb: 2, minHeight: 28, display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2 }}>
        <Typography role="status" color="text.secondary">
          {catalogue.loaded
            ? showingText({ page: catalogue.page, shown: catalogue.courses.length, total: catalogue.total, totalAll: catalogue.totalAll })
            : ''}
        </Typography>
      </Box>
      <Box sx={{ height: 4, mb: 2 }}>{catalogue.loaded && catalogue.loading && <LinearProgress aria-label="Loading courses" />}</Box>

      {!catalogue.loaded ? (
        <CourseGridSkeleton count={6} />
      ) : catalogue.courses.length === 0 ? (
        <CatalogueEmptyState onClear={catalogue.clearFilters} />
      ) : (
        <CourseGrid label="Courses">
          {catalogue.courses.map((course, index) => (
            <li key={course.id}>
              <CourseCard
                course={course}
                eagerImage={index < 3}
                heart={heartOf(course, { owned: catalogue.enrolledIds.has(course.id) })}
                actions={{
                  enrolled: catalogue.enrolledIds.has(course.id),
                  inCart: catalogue.cartIds.has(course.id),
                  busy: actions.busyId === course.id,
                  onEnroll: () => void actions.enroll(course),
                  onAddToCart: () => void actions.addToCart(course),
                }}
              />
            </li>
          ))}
        </CourseGrid>
      )}

      {catalogue.loaded && catalogue.total > CATALOGUE_PAGE_SIZE && (
        <Box sx={{ display: 'flex', justifyContent: 'center', mt: 5 }}>
          <Pagination
            count={catalogue.pageCount}
            page={Math.min(catalogue.page, catalogue.pageCount)}
            // The items are links to the page (below); the list scrolls back to its top.
            onChange={() => headingRef.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' })}
            color="primary"
            shape="rounded"
            aria-label="Course pages"
            // Real links (?page=2): they work before the scripts run and crawlers follow them.
            renderItem={(item) => (
              <PaginationItem
                {...item}
                {...(item.page !== null && item.type !== 'start-ellipsis' && item.type !== 'end-ellipsis'
                  ? { component: RouterLink, to: catalogue.pageHref(item.page) }
                  : {})}
              />
            )}
          />
        </Box>
      )}
    </Container>
  );
}
