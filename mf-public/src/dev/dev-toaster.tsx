import { useEffect } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Stack from '@mui/material/Stack';
import { toastStore, useToasts, type Toast } from '@lectern/shared-sdk';

/** Standalone runs only: inside the shell, the shell shows the toasts. */
export function DevToaster() {
  const toasts = useToasts();
  return (
    <Stack spacing={1} sx={{ position: 'fixed', right: 16, bottom: 16, zIndex: 2000, width: 360, maxWidth: 'calc(100vw - 32px)' }}>
      {toasts.map((toast) => (
        <DevToast key={toast.id} toast={toast} />
      ))}
    </Stack>
  );
}

function DevToast({ toast }: { toast: Toast }) {
  useEffect(() => {
    const timer = setTimeout(() => toastStore.getState().dismiss(toast.id), 5000);
    return () => clearTimeout(timer);
  }, [toast.id]);
  return (
    <Alert severity={toast.severity} variant="filled" onClose={() => toastStore.getState().dismiss(toast.id)}>
      <AlertTitle>{toast.title}</AlertTitle>
      {toast.description}
    </Alert>
  );
}
