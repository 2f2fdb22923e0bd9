import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

export interface DeleteModuleDialogProps {
  moduleTitle: string | null;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

export function DeleteModuleDialog({ moduleTitle, busy, onCancel, onConfirm }: DeleteModuleDialogProps) {
  return (
    <Dialog open={moduleTitle !== null} onClose={busy ? undefined : onCancel} aria-labelledby="delete-module-title" aria-describedby="delete-module-text">
      <DialogTitle id="delete-module-title">Delete module</DialogTitle>
      <DialogContent>
        <DialogContentText id="delete-module-text">Are you sure you want to delete this module?</DialogContentText>
        {moduleTitle && (
          <DialogContentText sx={{ mt: 1, fontWeight: 600, color: 'text.primary' }}>{moduleTitle}</DialogContentText>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <Button onClick={onConfirm} color="error" variant="contained" disabled={busy}>
          Delete
        </Button>
      </DialogActions>
    </Dialog>
  );
}
