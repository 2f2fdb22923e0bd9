import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Snackbar from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { toastStore, useToasts, type Toast } from '@lectern/shared-sdk';

export const TOAST_DURATION_MS = 5000;

/** How many toasts show at once; the others wait their turn (each one's time starts when it shows). */
export const VISIBLE_TOASTS = { phone: 1, laptop: 3 } as const;

function ToastItem({ toast }: { toast: Toast }) {
  const dismiss = () => toastStore.getState().dismiss(toast.id);
  return (
    <Snackbar
      open
      autoHideDuration={TOAST_DURATION_MS}
      onClose={(_event, reason) => {
        if (reason !== 'clickaway') dismiss();
      }}
      // Stacked inside the host's fixed region instead of each one fixed at the same corner.
      sx={{ position: 'static', transform: 'none', left: 'auto', right: 'auto', bottom: 'auto' }}
    >
      <Alert
        severity={toast.severity}
        variant="filled"
        onClose={dismiss}
        // Not an assertive alert: the host's polite region announces it. A group named by its title.
        role="group"
        aria-label={toast.title}
        sx={{ width: '100%', boxShadow: 6, alignItems: 'flex-start' }}
      >
        <AlertTitle sx={{ fontWeight: 700, mb: toast.description ? 0.25 : 0 }}>{toast.title}</AlertTitle>
        {toast.description}
      </Alert>
    </Snackbar>
  );
}

/** Every toast raised through shared-sdk's `notify`, from the shell or any remote, in turn (see ToasterHost). */
export function Toaster() {
  const toasts = useToasts();
  const laptop = useMediaQuery(useTheme().breakpoints.up('sm'));
  const shown = toasts.slice(0, laptop ? VISIBLE_TOASTS.laptop : VISIBLE_TOASTS.phone);
  return (
    <Stack spacing={1.5}>
      {shown.map((toast) => (
        <ToastItem key={toast.id} toast={toast} />
      ))}
    </Stack>
  );
}
