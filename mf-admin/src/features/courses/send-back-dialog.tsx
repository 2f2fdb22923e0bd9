import { useId, useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { SEND_BACK_REASON_MAX, attempt, notify, useSendBackCourse, type Id } from '@lectern/shared-sdk';
import { CountedTextField } from '@lectern/shared-sdk/ui/counted-text-field';

interface Props {
  /** The pending course being sent back; null while the dialog is closed. */
  course: { id: Id; title: string } | null;
  onClose: () => void;
}

/**
 * Sending a pending course back to its educator, with the reason they need to fix it: the reason is required, is mailed
 * to them and shown on their course page, so the button waits until there is one.
 */
export function SendBackDialog({ course, onClose }: Props) {
  const [reason, setReason] = useState('');
  const sendBack = useSendBackCourse();
  const titleId = useId();
  const trimmed = reason.trim();
  const close = () => {
    if (sendBack.isPending) return;
    setReason('');
    onClose();
  };
  const submit = () => {
    if (!course || trimmed === '') return;
    void attempt(sendBack.mutateAsync({ id: course.id, reason: trimmed }), () => {
      notify.success('Course sent back', `The educator of "${course.title}" will see your reason.`);
      setReason('');
      onClose();
    });
  };
  return (
    <Dialog open={course !== null} onClose={close} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>Send the course back?</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          {course ? `"${course.title}" goes back to its educator with your reason. They can edit it and ask for review again.` : ''}
        </DialogContentText>
        <CountedTextField
          label="Reason"
          value={reason}
          onChange={setReason}
          max={SEND_BACK_REASON_MAX}
          hint="The educator reads it in the app and by e-mail"
          autoFocus
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={sendBack.isPending}>
          Cancel
        </Button>
        <Button variant="contained" onClick={submit} disabled={trimmed === '' || sendBack.isPending}>
          Send back
        </Button>
      </DialogActions>
    </Dialog>
  );
}
