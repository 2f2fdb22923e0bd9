import { useCallback, useId, useState, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  /** What will happen, in words; extra lines (the module's title …) may follow it as `details`. */
  description: ReactNode;
  details?: ReactNode;
  /** 'Delete' unless the action is another. */
  confirmLabel?: string;
  color?: 'error' | 'success' | 'primary';
  /** While the action runs: the dialog stays open, Cancel is off and the action shows it is working. */
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** The one confirmation of every area before an action that cannot be taken back: a title, what will happen, Cancel and the action. */
export function ConfirmDialog({
  open,
  title,
  description,
  details,
  confirmLabel = 'Delete',
  color = 'error',
  busy = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const titleId = useId();
  const descriptionId = useId();
  return (
    <Dialog open={open} onClose={busy ? undefined : onCancel} aria-labelledby={titleId} aria-describedby={descriptionId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={descriptionId}>{description}</DialogContentText>
        {details}
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <Button onClick={onConfirm} variant="contained" color={color} loading={busy}>
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/**
 * State for a confirmation dialog about one subject: ask(subject) opens it, confirm() runs the action and closes
 * it. The subject is kept after closing so the dialog's text does not vanish during the exit transition. `dialog`
 * is that state as ConfirmDialog's props (`<ConfirmDialog {...deletion.dialog} title=… />`), wired in one place.
 */
export function useConfirm<T>(action: (subject: T) => Promise<unknown>) {
  const [open, setOpen] = useState(false);
  const [subject, setSubject] = useState<T | null>(null);
  const [busy, setBusy] = useState(false);

  const ask = useCallback((next: T) => {
    setSubject(next);
    setOpen(true);
  }, []);
  const cancel = useCallback(() => setOpen(false), []);
  const confirm = useCallback(async () => {
    if (subject === null) return;
    setBusy(true);
    try {
      await action(subject);
    } finally {
      setBusy(false);
      setOpen(false);
    }
  }, [action, subject]);

  const run = () => void confirm();
  const dialog = { open, busy, onConfirm: run, onCancel: cancel } satisfies Partial<ConfirmDialogProps>;
  return { open, subject, busy, ask, cancel, confirm: run, dialog };
}
