import { useSyncExternalStore } from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { areaTitles, remoteNames, type RemoteName } from '@lectern/shared-sdk';
import { cookieValue, PREVIEW_LABEL_COOKIE } from '../app/cookies';

export interface Preview {
  area: RemoteName;
  release: string;
}

/** What this browser previews, from its cookies; null when nothing. */
export function previewOf(cookies: string): Preview | null {
  const value = cookieValue(cookies, PREVIEW_LABEL_COOKIE);
  if (!value) return null;
  let label: string;
  try {
    label = decodeURIComponent(value);
  } catch {
    return null;
  }
  const [areaPackage = '', release = ''] = label.split(' ');
  const area = remoteNames.find((remote) => remote === areaPackage.replace('-', '_'));
  return area && /^[0-9A-Za-z][0-9A-Za-z.+-]{0,39}$/.test(release) ? { area, release } : null;
}

/**
 * "Previewing admin console 1.4.0 · Exit preview": shown while a preview link pins this browser to a release, fixed at
 * the bottom of the screen so it moves nothing on the page. Read after the first render (the server's page has no
 * bar: it cannot tell), and the exit is a full navigation, for the server to drop the pin.
 */
const noSubscription = () => () => undefined;
/** The label cookie's text (a string, so the snapshot is the same from one read to the next). */
const labelNow = () => {
  const preview = previewOf(document.cookie);
  return preview ? `${preview.area} ${preview.release}` : '';
};

export function PreviewBar() {
  // The server's render (and hydration) has no bar; the browser's next render reads the cookie.
  const label = useSyncExternalStore(noSubscription, labelNow, () => '');
  const [area, release] = label.split(' ') as [RemoteName, string];
  const preview: Preview | null = label ? { area, release } : null;
  if (!preview) return null;
  const here = `${window.location.pathname}${window.location.search}`;
  return (
    <Box
      role="status"
      sx={{
        position: 'fixed',
        insetInline: 0,
        bottom: 0,
        zIndex: (theme) => theme.zIndex.snackbar - 1,
        bgcolor: 'warning.light',
        color: 'warning.contrastText',
        px: 2,
        py: 1,
        textAlign: 'center',
        boxShadow: 3,
      }}
    >
      <Typography variant="body2" component="p" sx={{ color: 'common.black' }}>
        Previewing {areaTitles[preview.area]} {preview.release} ·{' '}
        <Link href={`/preview/exit?to=${encodeURIComponent(here)}`} sx={{ color: 'common.black', fontWeight: 600 }}>
          Exit preview
        </Link>
      </Typography>
    </Box>
  );
}
