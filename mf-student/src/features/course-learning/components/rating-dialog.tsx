import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Rating from '@mui/material/Rating';
import Typography from '@mui/material/Typography';

/** Spec section 2: the five labelled stars. */
export const ratingLabels: Record<number, string> = { 1: 'Very Poor', 2: 'Poor', 3: 'Average', 4: 'Good', 5: 'Excellent' };

interface RatingDialogProps {
  open: boolean;
  courseTitle: string;
  submitting: boolean;
  onClose: () => void;
  onSubmit: (rating: number) => void;
}

export function RatingDialog({ open, courseTitle, submitting, onClose, onSubmit }: RatingDialogProps) {
  const titleId = useId();
  const [rating, setRating] = useState<number | null>(null);

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>Rate this Course</DialogTitle>
      <DialogContent>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          How would you rate {courseTitle}?
        </Typography>
        <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1 }}>
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
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" disabled={rating === null || submitting} onClick={() => rating !== null && onSubmit(rating)}>
          {submitting ? 'Submitting...' : 'Submit'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
