import { lazy, Suspense, useState } from 'react';
import Box from '@mui/material/Box';
import { useToasts } from '@lectern/shared-sdk';

// Most visits raise no toast: the snackbar and alert code loads with the first one and then stays.
const Toaster = lazy(() => import('./toaster').then((module) => ({ default: module.Toaster })));

/**
 * Where toasts appear: one polite live region, on every page from the server's HTML on, so a screen reader announces
 * each toast as it is added (a region created together with its first message is often not announced), without
 * interrupting. On a phone they drop from under the top bar, one at a time, away from the buttons at the bottom of the
 * screen one reaches for next; on a laptop they stack at the bottom right, beside the content.
 */
export function ToasterHost() {
  const hasToasts = useToasts().length > 0;
  const [needed, setNeeded] = useState(hasToasts);
  if (hasToasts && !needed) setNeeded(true);
  return (
    <Box
      component="section"
      aria-label="Notifications"
      aria-live="polite"
      sx={{
        position: 'fixed',
        top: { xs: 64, sm: 'auto' },
        right: { xs: 12, sm: 24 },
        bottom: { xs: 'auto', sm: 24 },
        left: { xs: 12, sm: 'auto' },
        width: { sm: 380 },
        zIndex: (theme) => theme.zIndex.snackbar,
        pointerEvents: 'none',
        '& > *': { pointerEvents: 'auto' },
      }}
    >
      {needed && (
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      )}
    </Box>
  );
}
