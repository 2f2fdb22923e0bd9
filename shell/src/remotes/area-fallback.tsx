import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import RefreshIcon from '@mui/icons-material/Refresh';
import { RemoteLoadError } from './remote-module';

const stageText: Record<RemoteLoadError['stage'], string> = {
  beforeRequest: 'The area is not registered.',
  afterResolve: 'Its entry could not be reached.',
  beforeLoadShare: 'Its entry script could not be fetched.',
  onLoad: 'Its code could not be loaded.',
  validate: 'It sent code this version of Lectern does not understand.',
  contract: 'It was built for another version of Lectern.',
  unknown: 'Its code failed to load or to start.',
};

/** Shown in the failing area only; the layout and the rest of the product stay usable. */
export function AreaFallback({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  // A contract mismatch is not temporary and a retry loads the same release: it says which release needs what
  // (the message is written for the person reading it) and offers no Retry.
  const mismatch = error instanceof RemoteLoadError && error.stage === 'contract';
  const detail = error instanceof RemoteLoadError ? (mismatch ? error.message : stageText[error.stage]) : stageText.unknown;
  return (
    <Box component="section" aria-labelledby="area-fallback-title" sx={{ maxWidth: 560, mx: 'auto', my: { xs: 4, md: 8 } }}>
      <Alert severity="warning" variant="outlined" sx={{ alignItems: 'flex-start', p: 3, bgcolor: 'background.paper' }}>
        <Typography id="area-fallback-title" variant="h5" component="h1" sx={{ fontWeight: 700, mb: 1 }}>
          This area could not be loaded
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 0.5 }}>
          {mismatch
            ? 'This part of Lectern is switched off until its release and the site agree again. The rest of the site still works.'
            : 'This part of Lectern is temporarily unavailable. The rest of the site still works; try again in a moment.'}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: mismatch ? 0 : 2 }}>
          {detail}
        </Typography>
        {!mismatch && (
          <Button variant="contained" startIcon={<RefreshIcon />} onClick={onRetry}>
            Retry
          </Button>
        )}
      </Alert>
    </Box>
  );
}
