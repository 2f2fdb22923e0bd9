import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import CssBaseline from '@mui/material/CssBaseline';
import Typography from '@mui/material/Typography';
import { ThemeProvider } from '@mui/material/styles';
import { BrowserRouter, configureApi, Link as RouterLink, paths, Route, Routes, sessionStore } from '@lectern/shared-sdk';
import { DevToaster } from './dev/dev-toaster';
import { devTheme } from './dev/dev-theme';
import area from './remote';

// Standalone development on the remote's own port; inside the product the shell provides all of this.
configureApi({ baseUrl: 'http://localhost:4000' });
sessionStore.getState().setLoading(false);

function StandaloneNotFound() {
  return (
    <Container sx={{ py: 10, textAlign: 'center' }}>
      <Typography component="h1" variant="h4">
        Not part of the public area
      </Typography>
      <Button component={RouterLink} to={paths.home()} sx={{ mt: 3 }} variant="contained">
        Home
      </Button>
    </Container>
  );
}

const container = document.getElementById('root') ?? document.body.appendChild(document.createElement('div'));

createRoot(container).render(
  <StrictMode>
    <ThemeProvider theme={devTheme}>
      <CssBaseline />
      <BrowserRouter>
        <Routes>
          {area.routes.map((route) => (
            <Route key={route.path} path={route.path} element={route.element} />
          ))}
          <Route path="*" element={<StandaloneNotFound />} />
        </Routes>
        <DevToaster />
      </BrowserRouter>
    </ThemeProvider>
  </StrictMode>,
);
