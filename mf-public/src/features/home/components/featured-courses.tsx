import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import ArrowForward from '@mui/icons-material/ArrowForward';
import { Link as RouterLink, paths, type Course } from '@lectern/shared-sdk';
import { CourseCard } from '../../course-card/course-card';
import { CourseGrid, CourseGridSkeleton } from '../../course-card/course-grid';
import { FEATURED_COURSE_COUNT } from '../use-home';

export function FeaturedCourses({ courses }: { courses: Course[] | null }) {
  return (
    <Box component="section" aria-labelledby="home-featured-title" sx={{ bgcolor: 'action.hover', py: { xs: 8, md: 10 } }}>
      <Container maxWidth="lg">
        <Box sx={{ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: 2, mb: 4, flexWrap: 'wrap' }}>
          <Typography id="home-featured-title" component="h2" variant="h4" sx={{ fontSize: { xs: '1.75rem', md: '2.125rem' }, fontWeight: 800 }}>
            Featured Courses
          </Typography>
          <Button component={RouterLink} to={paths.courses()} endIcon={<ArrowForward />}>
            View All
          </Button>
        </Box>
        {courses === null ? (
          <CourseGridSkeleton count={FEATURED_COURSE_COUNT} />
        ) : courses.length === 0 ? (
          <Typography color="text.secondary">No courses available yet. Check back soon.</Typography>
        ) : (
          <CourseGrid label="Featured courses">
            {courses.map((course) => (
              <li key={course.id}>
                <CourseCard course={course} />
              </li>
            ))}
          </CourseGrid>
        )}
      </Container>
    </Box>
  );
}
