import { useId } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { Course } from '@lectern/shared-sdk';

interface ApproveCourseDialogProps {
  open: boolean;
  /** Kept after closing so the text does not vanish during the exit transition. */
  course: Course | null;
  approving: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

export function ApproveCourseDialog({ open, course, approving, onConfirm, onCancel }: ApproveCourseDialogProps) {
  const titleId = useId();
  const descriptionId = useId();
  return (
    <Dialog
      open={open}
      onClose={approving ? undefined : onCancel}
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id={titleId}>Approve Course?</DialogTitle>
      <DialogContent>
        <DialogContentText id={descriptionId}>
          {course
            ? `"${course.title}" by ${course.educatorId.name || course.instructor || 'Educator'} will be published and students will be able to enroll.`
            : null}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={approving}>
          Cancel
        </Button>
        <Button onClick={onConfirm} variant="contained" color="success" loading={approving}>
          Approve
        </Button>
      </DialogActions>
    </Dialog>
  );
}
