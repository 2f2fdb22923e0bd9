import { useState } from 'react';
import Button from '@mui/material/Button';
import Box from '@mui/material/Box';
import VisibilityOffOutlinedIcon from '@mui/icons-material/VisibilityOffOutlined';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import { attempt, notify, useSetReviewVisibility, type Id, type Review } from '@lectern/shared-sdk';
import { ConfirmDialog, useConfirm } from '@lectern/shared-sdk/ui/confirm-dialog';
import { CountedTextField } from '@lectern/shared-sdk/ui/counted-text-field';
import { CourseReviews } from '@lectern/shared-sdk/ui/reviews';

const MAX_REASON_LENGTH = 500;

/**
 * The course's reviews as an admin reads them, hidden ones included (marked): a review that breaks the rules is
 * hidden from the course page and its rating leaves the average; one hidden by mistake is shown again.
 */
export function ModeratedReviews({ courseId }: { courseId: Id }) {
  const [page, setPage] = useState(1);
  const [reason, setReason] = useState('');
  const visibility = useSetReviewVisibility();
  const hiding = useConfirm((review: Review) => {
    const why = reason.trim();
    return attempt(visibility.mutateAsync({ reviewId: review.id, hidden: true, ...(why ? { reason: why } : {}) }), () =>
      notify.success('Review hidden', `${review.learnerName}'s review no longer shows on the course page or counts in its rating.`),
    );
  });
  const show = (review: Review) =>
    void attempt(visibility.mutateAsync({ reviewId: review.id, hidden: false }), () =>
      notify.success('Review shown again', `${review.learnerName}'s review is back on the course page.`),
    );

  return (
    <>
      <CourseReviews
        courseId={courseId}
        page={page}
        onPageChange={setPage}
        renderActions={(review) =>
          review.hidden ? (
            <Button
              size="small"
              startIcon={<VisibilityOutlinedIcon />}
              disabled={visibility.isPending}
              onClick={() => show(review)}
              aria-label={`Show ${review.learnerName}'s review again`}
            >
              Show again
            </Button>
          ) : (
            <Button
              size="small"
              startIcon={<VisibilityOffOutlinedIcon />}
              onClick={() => {
                setReason('');
                hiding.ask(review);
              }}
              aria-label={`Hide ${review.learnerName}'s review`}
            >
              Hide
            </Button>
          )
        }
      />
      <ConfirmDialog
        {...hiding.dialog}
        title="Hide this review?"
        description={
          hiding.subject
            ? `${hiding.subject.learnerName}'s review will leave the course page and its ${hiding.subject.rating}-star rating will leave the course's average. You can show it again later.`
            : ''
        }
        details={
          <Box sx={{ mt: 2 }}>
            <CountedTextField
              label="Reason (optional)"
              hint="For the record: which rule the review breaks"
              value={reason}
              onChange={setReason}
              max={MAX_REASON_LENGTH}
              minRows={2}
            />
          </Box>
        }
        confirmLabel="Hide review"
        color="error"
      />
    </>
  );
}
