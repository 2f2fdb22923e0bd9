import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ReplyIcon from '@mui/icons-material/Reply';
import { attempt, MAX_REPLY_LENGTH, notify, useDeleteReviewReply, useReplyToReview, type Id, type Review } from '@lectern/shared-sdk';
import { ConfirmDialog, useConfirm } from '@lectern/shared-sdk/ui/confirm-dialog';
import { CountedTextField } from '@lectern/shared-sdk/ui/counted-text-field';
import { CourseReviews } from '@lectern/shared-sdk/ui/reviews';

interface ReplyEditorProps {
  review: Review;
  saving: boolean;
  onSave: (reply: string) => void;
  onCancel: () => void;
}

function ReplyEditor({ review, saving, onSave, onCancel }: ReplyEditorProps) {
  const [text, setText] = useState(review.reply?.body ?? '');
  const words = text.trim();
  return (
    <Box
      component="form"
      sx={{ mt: 1.5 }}
      onSubmit={(event) => {
        event.preventDefault();
        if (words) onSave(words);
      }}
    >
      <CountedTextField
        label={`Your reply to ${review.learnerName}`}
        value={text}
        onChange={setText}
        max={MAX_REPLY_LENGTH}
        hint="Everyone who reads the course page sees it"
        minRows={2}
        autoFocus
      />
      <Box sx={{ display: 'flex', gap: 1, mt: 1 }}>
        <Button type="submit" variant="contained" size="small" disabled={!words || words === review.reply?.body || saving}>
          {saving ? 'Saving...' : review.reply ? 'Save reply' : 'Post reply'}
        </Button>
        <Button size="small" onClick={onCancel}>
          Cancel
        </Button>
      </Box>
    </Box>
  );
}

/** The course's reviews as its educator reads them: one public reply per review, to post, edit or delete. */
export function ReviewsWithReplies({ courseId }: { courseId: Id }) {
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<Id | null>(null);
  const replying = useReplyToReview();
  const removal = useDeleteReviewReply();
  const deletion = useConfirm((review: Review) => attempt(removal.mutateAsync(review.id), () => notify.success('Reply deleted')));

  const save = (review: Review, reply: string) =>
    void attempt(replying.mutateAsync({ reviewId: review.id, reply }), () => {
      notify.success(review.reply ? 'Reply updated' : 'Reply posted');
      setEditing(null);
    });

  return (
    <>
      <CourseReviews
        courseId={courseId}
        page={page}
        onPageChange={setPage}
        emptyText="No reviews yet. When learners rate this course with words, you can answer them here."
        renderReplyEditor={(review) =>
          editing === review.id ? (
            <ReplyEditor review={review} saving={replying.isPending} onSave={(reply) => save(review, reply)} onCancel={() => setEditing(null)} />
          ) : undefined
        }
        renderActions={(review) =>
          editing === review.id ? null : (
            <>
              <Button
                size="small"
                startIcon={<ReplyIcon />}
                onClick={() => setEditing(review.id)}
                aria-label={`${review.reply ? 'Edit reply' : 'Reply'} to ${review.learnerName}`}
              >
                {review.reply ? 'Edit reply' : 'Reply'}
              </Button>
              {review.reply && (
                <Button size="small" color="error" onClick={() => deletion.ask(review)} aria-label={`Delete reply to ${review.learnerName}`}>
                  Delete reply
                </Button>
              )}
            </>
          )
        }
      />
      <ConfirmDialog
        {...deletion.dialog}
        title="Delete reply?"
        description={deletion.subject ? `Your reply to ${deletion.subject.learnerName} will be removed from the course page.` : ''}
      />
    </>
  );
}
