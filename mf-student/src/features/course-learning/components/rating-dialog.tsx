import { useId, useState } from 'react';
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
export const ratingLabels: Record<number, string> = { 1: 'Very Poor', 2: 'Poor', 3: 'Average', 4: 'Good', 5: 'Excellent' };

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

function ReviewField({ label, value, onChange }: { label: string; value: string; onChange: (value: string) => void }) {
  return (
    <CountedTextField
      label={label}
      placeholder="What did you like? What could be better?"
      value={value}
      onChange={onChange}
      max={MAX_REVIEW_LENGTH}
    />
  );
}

/** Spec section 2's rating modal, with an optional review under the stars (one rating and review per enrolment). */
export function RatingDialog({ open, courseTitle, submitting, onClose, onSubmit }: RatingDialogProps) {
  const titleId = useId();
  const [rating, setRating] = useState<number | null>(null);
  const [review, setReview] = useState('');
  const words = review.trim();

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>Rate this Course</DialogTitle>
      <DialogContent>
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
        <ReviewField label="Your review (optional)" value={review} onChange={setReview} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button
          variant="contained"
          disabled={rating === null || submitting}
          onClick={() => rating !== null && onSubmit(words ? { rating, review: words } : { rating })}
        >
          {submitting ? 'Submitting...' : 'Submit'}
        </Button>
      </DialogActions>
    </Dialog>
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
  const titleId = useId();
  const [text, setText] = useState(review ?? '');
  const words = text.trim();

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{review ? 'Edit your review' : 'Write a review'}</DialogTitle>
      <DialogContent>
        <Typography color="text.secondary" sx={{ mb: 1 }}>
          Your review of {courseTitle}
        </Typography>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 2 }}>
          <Rating value={rating} readOnly aria-label={`Your rating: ${rating} out of 5`} />
          <Typography variant="body2" color="text.secondary">
            {ratingLabels[rating]} (the stars stay as given)
          </Typography>
        </Box>
        <ReviewField label="Your review" value={text} onChange={setText} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" disabled={!words || words === review || saving} onClick={() => onSave(words)}>
          {saving ? 'Saving...' : 'Save review'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
