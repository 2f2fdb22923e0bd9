import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import CssBaseline from '@mui/material/CssBaseline';
import Snackbar from '@mui/material/Snackbar';
import { ThemeProvider, createTheme } from '@mui/material/styles';
// Self-reference by package name, so the dev bootstrap uses the same (shared) store instances as the pages.
import { QueryClientProvider } from '@tanstack/react-query';
import {
  BrowserRouter,
  configureApi,
  createQueryClient,
  followSession,
  Navigate,
  Route,
  Routes,
  sessionStore,
  toastStore,
  useToasts,
  type RemoteAreaModule,
} from '@lectern/shared-sdk';

function DevToasts() {
  const toast = useToasts()[0];
  if (!toast) return null;
  const dismiss = () => toastStore.getState().dismiss(toast.id);
  return (
    <Snackbar key={toast.id} open autoHideDuration={4000} onClose={dismiss} anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}>
      <Alert severity={toast.severity} variant="filled" onClose={dismiss}>
        <AlertTitle>{toast.title}</AlertTitle>
        {toast.description}
      </Alert>
    </Snackbar>
  );
}

/**
 * Standalone development only: renders one remote's routes on its own port. Inside the product the shell owns
 * router, theme, session start-up and toasts.
 */
export function renderStandalone(area: RemoteAreaModule, apiBaseUrl = 'http://localhost:4000'): void {
  configureApi({ baseUrl: apiBaseUrl });
  sessionStore.getState().restore();
  sessionStore.getState().setLoading(false);
  const firstPath = area.routes[0]?.path ?? '/';
  const container = document.getElementById('root') ?? document.body.appendChild(document.createElement('div'));
  const queryClient = createQueryClient();
  followSession(queryClient);
  createRoot(container).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <ThemeProvider theme={createTheme()}>
          <CssBaseline />
          <BrowserRouter>
            <Routes>
              {area.routes.map((route) => (
                <Route key={route.path} path={route.path} element={route.element} />
              ))}
              <Route path="*" element={<Navigate to={firstPath} replace />} />
            </Routes>
          </BrowserRouter>
          <DevToasts />
        </ThemeProvider>
      </QueryClientProvider>
    </StrictMode>,
  );
}
