import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Snackbar from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import { toastStore, useToasts, type Toast } from '@lectern/shared-sdk';

export const TOAST_DURATION_MS = 5000;

function ToastItem({ toast }: { toast: Toast }) {
  const dismiss = () => toastStore.getState().dismiss(toast.id);
  return (
    <Snackbar
      open
      autoHideDuration={TOAST_DURATION_MS}
      onClose={(_event, reason) => {
        if (reason !== 'clickaway') dismiss();
      }}
      // Stacked inside the fixed container below instead of each one fixed at the same corner.
      sx={{ position: 'static', transform: 'none', left: 'auto', right: 'auto', bottom: 'auto' }}
    >
      <Alert severity={toast.severity} variant="filled" onClose={dismiss} sx={{ width: '100%', boxShadow: 6, alignItems: 'flex-start' }}>
        <AlertTitle sx={{ fontWeight: 700, mb: toast.description ? 0.25 : 0 }}>{toast.title}</AlertTitle>
        {toast.description}
      </Alert>
    </Snackbar>
  );
}

/** Every toast raised through shared-sdk's `notify`, from the shell or any remote, bottom right. */
export function Toaster() {
  const toasts = useToasts();
  return (
    <Stack
      spacing={1.5}
      sx={{
        position: 'fixed',
        right: { xs: 12, sm: 24 },
        bottom: { xs: 12, sm: 24 },
        left: { xs: 12, sm: 'auto' },
        width: { sm: 380 },
        zIndex: (theme) => theme.zIndex.snackbar,
        pointerEvents: toasts.length ? 'auto' : 'none',
      }}
    >
      {toasts.map((toast) => (
        <ToastItem key={toast.id} toast={toast} />
      ))}
    </Stack>
  );
}
