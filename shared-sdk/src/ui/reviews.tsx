import { useId, type ReactNode } from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Pagination from '@mui/material/Pagination';
import PaginationItem from '@mui/material/PaginationItem';
import Paper from '@mui/material/Paper';
import Rating from '@mui/material/Rating';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
// From the SDK's root, the one shared instance: its API client, data layer and router are the shell's (a relative
// import would bundle a second, unconfigured copy into each remote).
import {
  formatCertificateDate,
  formatRating,
  initials,
  Link as RouterLink,
  percent,
  REVIEWS_PAGE_SIZE,
  useCourseReviews,
  type Id,
  type RatingSummary,
  type Review,
} from '@lectern/shared-sdk';

const ratingsText = (count: number) => `${count.toLocaleString('en-US')} ${count === 1 ? 'rating' : 'ratings'}`;
/** Dates in UTC, so a server-rendered page reads the same in every visitor's browser. */
const reviewDate = formatCertificateDate;

/** The visible ratings: the average to one decimal with its stars, how many, and a bar per star (5 first). */
export function RatingSummaryPanel({ summary }: { summary: RatingSummary }) {
  return (
    <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'auto minmax(0, 1fr)' }, alignItems: 'center' }}>
      <Box sx={{ textAlign: { xs: 'left', sm: 'center' }, minWidth: 140 }}>
        <Typography component="p" sx={{ fontSize: '3rem', fontWeight: 800, lineHeight: 1 }}>
          {formatRating(summary.average)}
        </Typography>
        <Rating value={summary.average ?? 0} precision={0.1} readOnly aria-label={`Average rating ${formatRating(summary.average)} out of 5`} />
        <Typography variant="body2" color="text.secondary">
          {ratingsText(summary.count)}
        </Typography>
      </Box>
      <Box component="ul" aria-label="Ratings by stars" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 0.75 }}>
        {summary.distribution.map(({ stars, count }) => {
          const share = percent(count, summary.count);
          return (
            <Box
              component="li"
              key={stars}
              sx={{ display: 'grid', gridTemplateColumns: '4.5rem minmax(0, 1fr) 3rem', gap: 1.5, alignItems: 'center' }}
            >
              <Typography variant="body2">{`${stars} ${stars === 1 ? 'star' : 'stars'}`}</Typography>
              <LinearProgress
                variant="determinate"
                value={share}
                color="warning"
                aria-label={`${stars} ${stars === 1 ? 'star' : 'stars'}: ${share}% (${ratingsText(count)})`}
                sx={{ height: 8, borderRadius: 4 }}
              />
              <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'right' }}>
                {count.toLocaleString('en-US')}
              </Typography>
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}

interface ReviewItemProps {
  review: Review;
  /** What the reader may do with it (reply, hide): shown under the review. */
  actions?: ReactNode;
  /** Replaces the reply while the educator edits it. */
  replyEditor?: ReactNode;
}

/** One review: who, stars, when, the words, and the educator's reply. */
export function ReviewItem({ review, actions, replyEditor }: ReviewItemProps) {
  const nameId = useId();
  const edited = review.updatedAt !== review.createdAt;
  return (
    <Box component="li" aria-labelledby={nameId} sx={{ py: 2.5, borderTop: 1, borderColor: 'divider', '&:first-of-type': { borderTop: 0 } }}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
        <Avatar aria-hidden sx={{ width: 40, height: 40, bgcolor: 'primary.main', fontSize: '1rem' }}>
          {initials(review.learnerName)}
        </Avatar>
        <Box sx={{ minWidth: 0, flex: 1 }}>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1 }}>
            <Typography id={nameId} component="h3" sx={{ fontWeight: 700, fontSize: '1rem' }}>
              {review.learnerName}
            </Typography>
            {review.hidden && <Chip size="small" variant="outlined" label="Hidden" />}
          </Box>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1 }}>
            <Rating value={review.rating} readOnly size="small" aria-label={`${review.rating} out of 5 stars`} />
            <Typography variant="body2" color="text.secondary">
              {reviewDate(review.createdAt)}
              {edited ? ' · edited' : ''}
            </Typography>
          </Box>
          {review.review && <Typography sx={{ mt: 1, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{review.review}</Typography>}
          {replyEditor ??
            (review.reply && (
              <Box sx={{ mt: 1.5, pl: 2, borderLeft: 3, borderColor: 'primary.light' }}>
                <Typography variant="body2" sx={{ fontWeight: 700 }}>
                  Reply from {review.reply.educatorName}
                  <Box component="span" sx={{ fontWeight: 400, color: 'text.secondary' }}>
                    {` · ${reviewDate(review.reply.updatedAt)}`}
                  </Box>
                </Typography>
                <Typography variant="body2" sx={{ mt: 0.5, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                  {review.reply.body}
                </Typography>
              </Box>
            ))}
          {actions && <Box sx={{ mt: 1, display: 'flex', flexWrap: 'wrap', gap: 1 }}>{actions}</Box>}
        </Box>
      </Stack>
    </Box>
  );
}

interface CourseReviewsProps {
  courseId: Id;
  page: number;
  /** Pages as links (the public page: crawlable, and the server renders any page) … */
  pageHref?: (page: number) => string;
  /** … or as buttons (the educator's and admin's consoles). */
  onPageChange?: (page: number) => void;
  /** The reader's actions on each review. */
  renderActions?: (review: Review) => ReactNode;
  /** The reply editor of the review being answered, in place of its reply. */
  renderReplyEditor?: (review: Review) => ReactNode;
  /** What an empty list says. */
  emptyText?: string;
}

/** A course's rating summary and its reviews, newest first, a page at a time. */
export function CourseReviews({
  courseId,
  page,
  pageHref,
  onPageChange,
  renderActions,
  renderReplyEditor,
  emptyText = 'No reviews yet.',
}: CourseReviewsProps) {
  const headingId = useId();
  const { data, isPending, isError } = useCourseReviews(courseId, page);
  const pages = data ? Math.max(1, Math.ceil(data.total / (data.limit || REVIEWS_PAGE_SIZE))) : 1;

  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} aria-busy={isPending} sx={{ p: { xs: 2, sm: 3 }, borderRadius: 2 }}>
      <Typography id={headingId} component="h2" variant="h5" sx={{ fontWeight: 700, mb: 2 }}>
        Reviews
      </Typography>
      {isPending ? (
        <Stack spacing={1}>
          <Skeleton variant="rounded" height={96} />
          <Skeleton variant="text" />
          <Skeleton variant="text" width="60%" />
        </Stack>
      ) : isError || !data ? (
        <Typography color="text.secondary">Reviews could not be loaded. Please try again later.</Typography>
      ) : (
        <>
          <RatingSummaryPanel summary={data.summary} />
          {data.reviews.length === 0 ? (
            <Typography color="text.secondary" sx={{ mt: 3 }}>
              {emptyText}
            </Typography>
          ) : (
            <Box component="ul" aria-label="Reviews, newest first" sx={{ listStyle: 'none', m: 0, mt: 2, p: 0 }}>
              {data.reviews.map((review) => (
                <ReviewItem key={review.id} review={review} actions={renderActions?.(review)} replyEditor={renderReplyEditor?.(review)} />
              ))}
            </Box>
          )}
          {pages > 1 && (
            <Pagination
              count={pages}
              page={Math.min(page, pages)}
              onChange={(_event, next) => onPageChange?.(next)}
              getItemAriaLabel={(type, item) =>
                type === 'page' ? `Reviews page ${item}` : `${type === 'next' ? 'Next' : type === 'previous' ? 'Previous' : type} reviews page`
              }
              renderItem={(item) =>
                pageHref && item.page !== null ? (
                  <PaginationItem component={RouterLink} to={pageHref(item.page)} {...item} />
                ) : (
                  <PaginationItem {...item} />
                )
              }
              sx={{ mt: 2, '& ul': { justifyContent: 'center' } }}
            />
          )}
        </>
      )}
    </Paper>
  );
}
