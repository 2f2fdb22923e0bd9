import Typography from '@mui/material/Typography';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import { paths } from '@lectern/shared-sdk';
import { EmptyState } from '@lectern/shared-sdk/ui/empty-state';
import { PageContainer } from '@lectern/shared-sdk/ui/page-container';
import { PageHeader } from '@lectern/shared-sdk/ui/page-header';
import { PageLoading } from '@lectern/shared-sdk/ui/page-loading';
import { WishlistItem } from './components/wishlist-item';
import { useWishlistPage } from './use-wishlist-page';
import { visuallyHidden } from '@lectern/shared-sdk/ui/visually-hidden';

export function WishlistPage() {
  const { courses, loading, failed, inCart, busyId, enroll, addToCart, remove } = useWishlistPage();
  const count = courses?.length ?? 0;

  return (
    <PageContainer>
      <PageHeader title="Wishlist" subtitle={courses ? `${count} saved ${count === 1 ? 'course' : 'courses'}` : 'Courses you saved for later'} />
      {loading ? (
        <PageLoading label="Loading your wishlist" />
      ) : failed || count === 0 ? (
        <Paper variant="outlined" sx={{ borderRadius: 3 }}>
          <EmptyState
            headingLevel="h2"
            icon={<FavoriteBorderIcon />}
            title={failed ? 'Your wishlist could not be loaded' : 'Your wishlist is empty'}
            description={
              failed ? 'Try again in a moment.' : 'Save a course with the heart on its card or its page, and find it here when you are ready.'
            }
            actionLabel="Browse Courses"
            actionTo={paths.courses()}
          />
        </Paper>
      ) : (
        <Paper variant="outlined" sx={{ px: { xs: 2, sm: 3 }, borderRadius: 3 }}>
          {/* The courses' titles are h3 under the page's h1: the list's own heading keeps the outline in order. */}
          <Typography component="h2" sx={visuallyHidden}>
            Saved courses
          </Typography>
          <Box component="ul" aria-label="Saved courses" sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {courses?.map((course) => (
              <WishlistItem
                key={course.id}
                course={course}
                inCart={inCart.has(course.id)}
                busy={busyId === course.id}
                onEnroll={() => void enroll(course)}
                onAddToCart={() => void addToCart(course)}
                onRemove={() => remove(course.id)}
              />
            ))}
          </Box>
        </Paper>
      )}
    </PageContainer>
  );
}
