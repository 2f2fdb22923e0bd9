import { useId, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Rating from '@mui/material/Rating';
import Typography from '@mui/material/Typography';
import { MAX_REVIEW_LENGTH } from '@lectern/shared-sdk';
import { CountedTextField } from '@lectern/shared-sdk/ui/counted-text-field';

/** Spec section 2: the five labelled stars. */
const ratingLabels: Record<number, string> = { 1: 'Very Poor', 2: 'Poor', 3: 'Average', 4: 'Good', 5: 'Excellent' };

/** What the learner sends: the stars, and their words when they wrote some. */
export interface RatingChoice {
  rating: number;
  review?: string;
}

interface RatingDialogProps {
  open: boolean;
  courseTitle: string;
  submitting: boolean;
  onClose: () => void;
  onSubmit: (choice: RatingChoice) => void;
}

interface ReviewDialogProps {
  open: boolean;
  title: string;
  onClose: () => void;
  /** What is reviewed and its stars, above the review field. */
  children: ReactNode;
  review: { label: string; value: string; onChange: (value: string) => void };
  /** The dialog's own button, beside Cancel. */
  submit: { label: string; disabled: boolean; onClick: () => void };
}

/** The frame both dialogs share: the title, the course and its stars, the learner's words, Cancel and the dialog's button. */
function ReviewDialog({ open, title, onClose, children, review, submit }: ReviewDialogProps) {
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        {children}
        <CountedTextField
          label={review.label}
          placeholder="What did you like? What could be better?"
          value={review.value}
          onChange={review.onChange}
          max={MAX_REVIEW_LENGTH}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" disabled={submit.disabled} onClick={submit.onClick}>
          {submit.label}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** Spec section 2's rating modal, with an optional review under the stars (one rating and review per enrolment). */
export function RatingDialog({ open, courseTitle, submitting, onClose, onSubmit }: RatingDialogProps) {
  const [rating, setRating] = useState<number | null>(null);
  const [review, setReview] = useState('');
  const words = review.trim();

  return (
    <ReviewDialog
      open={open}
      title="Rate this Course"
      onClose={onClose}
      review={{ label: 'Your review (optional)', value: review, onChange: setReview }}
      submit={{
        label: submitting ? 'Submitting...' : 'Submit',
        disabled: rating === null || submitting,
        onClick: () => rating !== null && onSubmit(words ? { rating, review: words } : { rating }),
      }}
    >
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        How would you rate {courseTitle}?
      </Typography>
      <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1, mb: 2 }}>
        <Rating
          name="course-rating"
          value={rating}
          size="large"
          onChange={(_event, value) => setRating(value)}
          getLabelText={(value) => `${value} Star${value === 1 ? '' : 's'}, ${ratingLabels[value] ?? ''}`}
        />
        <Typography aria-live="polite" sx={{ minHeight: '1.5em', fontWeight: 600 }}>
          {rating ? `${rating} - ${ratingLabels[rating]}` : 'Select a rating'}
        </Typography>
      </Box>
    </ReviewDialog>
  );
}

interface EditReviewDialogProps {
  open: boolean;
  courseTitle: string;
  rating: number;
  review: string | null;
  saving: boolean;
  onClose: () => void;
  onSave: (review: string) => void;
}

/** After rating, the learner may write or change their words; the stars stay as given. */
export function EditReviewDialog({ open, courseTitle, rating, review, saving, onClose, onSave }: EditReviewDialogProps) {
  const [text, setText] = useState(review ?? '');
  const words = text.trim();

  return (
    <ReviewDialog
      open={open}
      title={review ? 'Edit your review' : 'Write a review'}
      onClose={onClose}
      review={{ label: 'Your review', value: text, onChange: setText }}
      submit={{ label: saving ? 'Saving...' : 'Save review', disabled: !words || words === review || saving, onClick: () => onSave(words) }}
    >
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        Your review of {courseTitle}
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 2 }}>
        <Rating value={rating} readOnly aria-label={`Your rating: ${rating} out of 5`} />
        <Typography variant="body2" color="text.secondary">
          {ratingLabels[rating]} (the stars stay as given)
        </Typography>
      </Box>
    </ReviewDialog>
  );
}
